import { expect, expectNoSeriousA11yViolations, logIn, test } from './fixtures/console';

const NAME = 'e2e-grpc_hooks';

// The list, the detail and the create form as they open pass axe in the route sweep (routes.spec.ts);
// here the states it does not reach: the detail's other tabs, a dialog, the form's TLS part with its errors.
test('create an ExHook server (a bad name refused as typed), see it connected with its hooks and settings, disable it, delete it after confirmation; TLS asks for its files', async ({ page }) => {
  await logIn(page, '/exhook');
  const list = page.getByRole('table', { name: 'ExHook servers' });
  await expect(list.getByRole('link', { name: 'default' })).toBeVisible();
  // A rerun against the same sandbox starts without it.
  if (await list.getByRole('link', { name: NAME }).count()) {
    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this ExHook server?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByRole('link', { name: NAME })).toHaveCount(0);
  }

  await page.getByRole('link', { name: 'Create ExHook server' }).click();
  const name = page.getByLabel(/^Name/);
  await name.fill('2fast');
  await expect(page.getByText("Start with a letter; use only letters, digits, underscores and '-'")).toBeVisible();
  await name.fill(NAME);
  await expect(page.getByText("Start with a letter; use only letters, digits, underscores and '-'")).toHaveCount(0);
  // The console's own server listens: the sandbox reaches it, as the broker would reach a gRPC server.
  await page.getByLabel(/^URL/).fill(new URL(page.url()).origin);
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const perNode = page.getByRole('table', { name: 'Status per node' });
  await expect(perNode.getByRole('row')).toHaveCount(4);
  await expect(perNode.getByText('Connected')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Registered hooks' }).click();
  const hooks = page.getByRole('table', { name: 'Registered hooks' });
  await expect(hooks.getByRole('row', { name: /message\.publish/ }).getByText('topics: #')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel(/^Connection pool size/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'ExHook' }).click();
  const row = list.getByRole('row').filter({ has: page.getByRole('link', { name: NAME }) });
  await expect(row.getByText('Connected')).toBeVisible();
  const enable = page.getByRole('checkbox', { name: `Enable ${NAME}` });
  await expect(enable).toBeChecked();
  await enable.click({ force: true });
  await expect(enable).not.toBeChecked();
  await expect(row.getByText('Disabled')).toBeVisible();

  await page.getByRole('button', { name: `Delete ${NAME}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this ExHook server?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('link', { name: NAME })).toHaveCount(0);

  // TLS on a new server: its certificate and key are asked for.
  await page.getByRole('link', { name: 'Create ExHook server' }).click();
  await page.getByText('Enable TLS', { exact: true }).click();
  await expect(page.getByText('Missing Cert or Key content...')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
