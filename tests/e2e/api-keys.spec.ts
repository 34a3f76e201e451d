import { expect, expectNoSeriousA11yViolations, logIn, test, useTheme } from './fixtures/console';


test('create an API key and see its secret only once', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `e2e-key-${Date.now().toString(36)}`;
  await logIn(page, '/APIKey');
  const table = page.getByRole('table', { name: 'API keys' });
  await expect(table.getByRole('row').filter({ hasText: 'grafana-exporter' })).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('9lives');
  await expect(dialog.getByText('Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Role').selectOption({ label: 'Viewer' });
  await dialog.getByLabel('Description').fill('Created by the e2e test');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v5/api_key') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const created = (await (await answer).json()) as { api_key: string; api_secret: string };

  const shown = page.getByRole('alertdialog', { name: `API key ${name} created` });
  await expect(shown.getByText('This is the only time the secret key is shown')).toBeVisible();
  await expect(shown.getByText(created.api_key, { exact: true })).toBeVisible();
  await expect(shown.getByText(created.api_secret, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shown.getByRole('button', { name: 'Copy secret key' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(created.api_secret);
  await shown.getByRole('button', { name: 'Copy API key' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(created.api_key);
  await shown.getByRole('button', { name: 'I have copied the secret key' }).click();
  await expect(shown).toHaveCount(0);

  // Never again: not in the list, not after a reload, not in what the broker answers.
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Created by the e2e test');
  await expect(page.getByText(created.api_secret)).toHaveCount(0);
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/v5/api_key') && r.request().method() === 'GET');
  await page.reload();
  expect(await (await listed).text()).not.toContain(created.api_secret);
  await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByText(created.api_secret)).toHaveCount(0);

  // Disable it from the list, then delete it.
  const toggle = table.getByRole('checkbox', { name: `Enable ${name}` });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await table.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this API key?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test(`API keys and their form pass axe in both themes`, async ({ page }) => {
  // One login for both themes; each pass starts from the list (the theme's reload keeps the last page).
  const check = async () => {
    await page.goto('./#/APIKey');
    await expect(page.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: 'grafana-exporter' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  };
  await logIn(page, '/APIKey');
  await useTheme(page, 'light');
  await check();
  await useTheme(page, 'dark');
  await check();
});
