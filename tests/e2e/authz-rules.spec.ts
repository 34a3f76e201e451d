import type { Page } from '@playwright/test';
import { VIEWER } from '../../sandbox/state';
import { expect, expectNoSeriousA11yViolations, logIn, submitLogin, test, expectNoSeriousA11yViolationsInBothThemes } from './fixtures/console';

const DETAIL = '/authorization/detail/built_in_database';

async function openRules(page: Page, tab?: 'Users' | 'All') {
  await page.getByRole('tab', { name: 'Rules' }).click();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

test('add a client’s rules with a placeholder, find it, edit it and delete it; the rules tab and its form pass axe', async ({ page }) => {
  const id = `e2e robot/${Date.now()}`;
  await logIn(page, DETAIL);
  await openRules(page);
  const table = page.getByRole('table', { name: 'Rules by client ID' });
  await expect(table.getByText('gateway-01')).toBeVisible();
  // The detail opens on another tab: the route sweep does not see this one.
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add client rules' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add rules for a client' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Client ID is required')).toBeVisible();
  await expect(dialog.getByText('Topic is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Client ID/ }).fill(id);
  const topic = dialog.getByRole('group', { name: 'Rule 1' }).getByRole('textbox', { name: /^Topic/ });
  await topic.fill('robots/');
  await dialog.getByRole('button', { name: 'Insert ${clientid} into the topic' }).click();
  await expect(topic).toHaveValue('robots/${clientid}');
  await expect(dialog.getByText('Topic is required')).toHaveCount(0);
  // The form for a client's rules is the one for a user's: checked here in both themes, switched live.
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Rules for ${id} added`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search by client ID' }).fill(id);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('robots/${clientid}')).toBeVisible();
  // The tab and the search are in the URL: a reload (or a shared link) opens the same view.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by client ID' })).toHaveValue(id);
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: `Edit the rules of ${id}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit the rules of client ${id}` });
  await edit.getByRole('combobox', { name: 'Permission' }).selectOption('deny');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Rules of ${id} saved`)).toBeVisible();
  await expect(table.getByText('Deny')).toBeVisible();

  await page.getByRole('button', { name: `Delete the rules of ${id}` }).click();
  const confirm = page.getByRole('alertdialog', { name: "Delete this client's rules?" });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Rules of ${id} deleted`)).toBeVisible();
  await expect(table.getByText('Nothing matches the search')).toBeVisible();
});

test('edit the rules for all as lines, save them, and clear them after confirmation', async ({ page }) => {
  const topic = `e2e/all/${Date.now()}/\${username}`;
  await logIn(page, DETAIL);
  await openRules(page, 'All');
  const form = page.getByRole('form', { name: 'Rules for all' });
  await form.getByRole('button', { name: 'Add rule' }).click();
  const last = form.getByRole('group', { name: /^Rule \d+$/ }).last();
  await last.getByRole('textbox', { name: /^Topic/ }).fill(topic);
  await last.getByRole('combobox', { name: 'Action' }).selectOption('subscribe');
  await form.getByRole('button', { name: 'Save rules for all' }).click();
  await expect(page.getByText('Rules for all saved')).toBeVisible();

  await page.reload();
  await openRules(page, 'All');
  await expect(form.getByRole('group', { name: /^Rule \d+$/ }).last().getByRole('textbox', { name: /^Topic/ })).toHaveValue(topic);

  await form.getByRole('button', { name: 'Clear rules for all' }).click();
  await page.getByRole('alertdialog', { name: 'Clear the rules for all?' }).getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Rules for all cleared')).toBeVisible();
  await expect(form.getByText('No rule applies to all clients yet.')).toBeVisible();
});

test('a viewer reads the rules with every control that would change one disabled', async ({ page }) => {
  await page.goto('./#/login');
  await submitLogin(page, VIEWER.username, VIEWER.password);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.goto(`./#${DETAIL}`);
  await openRules(page);
  await expect(page.getByRole('table', { name: 'Rules by client ID' }).getByText('gateway-01')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add client rules' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit the rules of gateway-01' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete the rules of gateway-01' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete all rules' })).toBeDisabled();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('button', { name: 'Save rules for all' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add rule' })).toBeDisabled();
});
