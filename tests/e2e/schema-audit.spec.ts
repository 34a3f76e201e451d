import type { Page } from '@playwright/test';
import { expect, logIn, openMoreFilters, test } from './fixtures/console';

/** Replaces the code editor's text as a paste would (CodeMirror takes inserted text whole). */
async function setSource(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Schema source/ }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

test('add a JSON schema (a bad source flagged as typed, then fixed), see it listed, delete it after confirmation, and find its creation in the audit log', async ({ page }) => {
  // Its own name on every run: the sandbox is shared, and the audit log keeps earlier runs.
  const name = `e2e_schema_${Date.now().toString(36)}`;
  await logIn(page, '/schema-registry');
  const list = page.getByRole('table', { name: 'Schemas' });
  await expect(list.getByRole('link', { name: 'sensor_reading' })).toBeVisible();

  await page.getByRole('link', { name: 'Create schema' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create schema' })).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await setSource(page, '{\n  "type": "object",\n  "properties": { "door": { "type": "boolean" } },\n}');
  const problems = page.getByRole('list', { name: 'Problems in the source' });
  await expect(problems).toContainText('Line 3: Remove this comma: JSON allows none before a closing bracket');
  await setSource(page, '{\n  "type": "object",\n  "properties": { "door": { "type": "boolean" } }\n}');
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Schema registry' })).toBeVisible();
  await expect(list.getByRole('link', { name })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this schema?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('link', { name })).toHaveCount(0);

  await page.goto('./#/audit');
  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('User').fill('admin');
  await openMoreFilters(filters);
  await filters.getByLabel('Method').selectOption('post');
  await filters.getByLabel('Operation type').fill('schema_registry');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/user=admin/);
  await page.reload();
  await expect(filters.getByLabel('User')).toHaveValue('admin');
  await expect(filters.getByLabel('Method', { exact: true })).toHaveValue('post');
  const log = page.getByRole('table', { name: 'Audit log' });
  // Newest first: the other tests running meanwhile register no schemas, so this one's is on top.
  const mine = log.getByRole('row').nth(1);
  await expect(mine).toContainText('/schema_registry');
  await expect(mine).toContainText('201 Succeeded');
  await mine.getByRole('button', { name: /^View POST \/schema_registry at / }).click();
  const entry = page.getByRole('dialog', { name: 'POST /schema_registry' });
  await expect(entry.getByRole('heading', { name: 'Request body' }).locator('xpath=following-sibling::*[1]')).toContainText(`"name": "${name}"`);
  await expect(entry).toContainText('admin');
});
