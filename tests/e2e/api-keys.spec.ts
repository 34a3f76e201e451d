import { expect, expectNoSeriousA11yViolations, logIn, test, expectNoSeriousA11yViolationsInBothThemes } from './fixtures/console';

const pad = (n: number) => String(n).padStart(2, '0');

/** 90 calendar days after `now` at the same local time, as the expiry input writes it (YYYY-MM-DDTHH:mm). */
function ninetyDaysFrom(now: Date): string {
  const at = new Date(now);
  at.setDate(at.getDate() + 90);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** How the list shows that moment in en-US (MM/DD/YYYY, HH:mm:ss), without its zone's name. */
const asListed = (input: string) => {
  const [, y, mo, d, time] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(input) ?? [];
  return `${mo}/${d}/${y}, ${time}:00`;
};

test('create an API key, a viewer key expiring in 90 days by default, and see its secret only once; the form and its errors pass axe in both themes', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `e2e-key-${Date.now().toString(36)}`;
  await logIn(page, '/APIKey');
  const table = page.getByRole('table', { name: 'API keys' });
  await expect(table.getByRole('row').filter({ hasText: 'grafana-exporter' })).toBeVisible();

  // The browser runs on this machine's clock and zone: the dialog's default is computed between these two readings.
  const before = new Date();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  const role = dialog.getByRole('combobox', { name: 'Role' });
  await expect(role).toHaveValue('viewer');
  await expect(role.locator('option:checked')).toHaveText('Viewer');
  const expires = dialog.getByLabel('Expires at');
  await expect(expires).not.toBeEmpty();
  const at = await expires.inputValue();
  expect([ninetyDaysFrom(before), ninetyDaysFrom(new Date())]).toContain(at);
  await expect(dialog.getByRole('checkbox', { name: 'Never expire' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  // The list is in the route sweep; the form with its errors is checked here in both themes, switched live.
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await dialog.getByLabel('Name').fill('9lives');
  await expect(dialog.getByText('Start with a letter, then use only letters, digits, underscores (_) and hyphens (-)')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Created by the e2e test');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v5/api_key') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const response = await answer;
  expect(response.request().postDataJSON()).toMatchObject({ name, role: 'viewer', expired_at: new Date(at).toISOString() });
  const created = (await response.json()) as { api_key: string; api_secret: string };

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
  await expect(row).toContainText('Viewer');
  await expect(row).toContainText(asListed(at));
  await expect(page.getByText(created.api_secret)).toHaveCount(0);
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/v5/api_key') && r.request().method() === 'GET');
  await page.reload();
  expect(await (await listed).text()).not.toContain(created.api_secret);
  await expect(table.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByText(created.api_secret)).toHaveCount(0);

  // Its edit form keeps what it was given: viewer, that expiry.
  await table.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit API key ${name}` });
  await expect(edit.getByRole('combobox', { name: 'Role' })).toHaveValue('viewer');
  await expect(edit.getByLabel('Expires at')).toHaveValue(at);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);

  // Disable it from the list, then delete it.
  const toggle = table.getByRole('checkbox', { name: `Enable ${name}` });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await table.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this API key?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
