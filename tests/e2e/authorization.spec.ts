import { expect, expectNoSeriousA11yViolations, logIn, test } from './fixtures/console';

test('disable and enable a source, move it, change a setting and clear the cache after confirmation; edit the file source rules in the code editor, and open the create screen by type', async ({ page }) => {
  await logIn(page, '/authorization');
  const table = page.getByRole('table', { name: 'Authorization sources' });
  await expect(table.getByText('File', { exact: true })).toBeVisible();

  const enable = page.getByRole('checkbox', { name: 'Enable File' });
  await expect(enable).toBeChecked();
  await enable.click({ force: true });
  await expect(page.getByText('File disabled')).toBeVisible();
  await expect(enable).not.toBeChecked();
  await expect(enable).toBeEnabled();
  await enable.click({ force: true });
  await expect(page.getByText('File enabled')).toBeVisible();
  await expect(enable).toBeChecked();

  // A rerun against the same sandbox may find the file first already.
  const front = page.getByRole('button', { name: 'Move File to the front' });
  if (await front.count()) await front.click();
  await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveText('File');

  const noMatch = page.getByRole('combobox', { name: 'No match' });
  const next = (await noMatch.inputValue()) === 'allow' ? 'deny' : 'allow';
  await noMatch.selectOption(next);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Authorization settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'No match' })).toHaveValue(next);

  await page.getByRole('button', { name: 'Clear cache' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear the authorization cache?' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Clear cache' }).click();
  await expect(page.getByText('Authorization cache cleared')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The file source's rules, from its link in the list.
  await table.getByRole('link', { name: 'File', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'File', exact: true })).toBeVisible();
  const rules = page.getByRole('textbox', { name: /^ACL rules/ });
  await expect(rules).toContainText('{allow, all}.');
  // A mistake is listed by line as it is typed, and gone once fixed.
  await rules.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText('\n{Deny, all}');
  const problems = page.getByRole('list', { name: 'Problems in the rules' });
  await expect(problems).toContainText('starts with a capital letter');
  await expectNoSeriousA11yViolations(page);
  for (let i = 0; i < '{Deny, all}'.length; i++) await page.keyboard.press('Backspace');
  const extra = `{allow, {username, "e2e-${Date.now()}"}, publish, ["t/\${username}"]}.`;
  await page.keyboard.insertText(extra);
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Save these changes?' }).getByRole('button', { name: 'Save' }).click();
  // Saved: nothing is left to save.
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^ACL rules/ })).toContainText(extra);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Authorization' }).click();
  await page.getByRole('link', { name: 'Create authorizer' }).click();
  // The file source is in use: its card links to it instead of being offered.
  await expect(page.getByRole('link', { name: 'Open File' })).toBeVisible();
  // The detail and the gallery as they open pass axe in the route sweep; a type's settings, the second step, here.
  await page.getByRole('button', { name: 'MySQL', exact: true }).click();
  await expect(page.getByLabel(/^SQL query/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

