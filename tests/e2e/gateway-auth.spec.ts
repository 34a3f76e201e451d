import { expect, expectNoSeriousA11yViolations, logIn, test, setTheme } from './fixtures/console';

test("STOMP's authentication: add a built-in database (no SCRAM offered), add a user, delete it after confirmation, in light and dark", async ({ page }) => {
  await logIn(page, '/gateway/detail/stomp/auth');
  await setTheme(page, 'light');
  const empty = page.getByText('No authentication', { exact: true });
  const heading = page.getByRole('heading', { name: 'Password-based · Built-in database' });
  await expect(empty.or(heading)).toBeVisible();
  // A rerun against the same sandbox starts from a STOMP gateway without authentication.
  if (await heading.isVisible()) {
    await page.getByRole('button', { name: 'Delete authentication' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  }
  await expect(empty).toBeVisible();
  // Axe on this tab and on the wizard's gallery: the route sweep (the wizard is /authentication/create's); on a
  // built-in database's settings: authentication.spec.ts. Here, what only a gateway shows: its users, a dialog.

  await page.getByRole('button', { name: 'Add authentication' }).click();
  // One gallery of mechanism and backend pairs, without SCRAM (gateways take none).
  const gallery = page.getByRole('group', { name: 'Authenticator type' });
  await expect(gallery.getByRole('button', { name: 'Password-based · Built-in database' })).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'JWT', exact: true })).toBeVisible();
  await expect(gallery.getByRole('button', { name: /SCRAM/ })).toHaveCount(0);
  await gallery.getByRole('button', { name: 'Password-based · Built-in database' }).click();
  await expect(page.getByText('User ID type').first()).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(heading).toBeVisible();

  await page.getByRole('tab', { name: 'Users' }).click();
  // The header's button; the empty list offers the same one.
  await page.getByRole('button', { name: 'Create user' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByLabel('User ID').fill('stomp/client 1');
  await dialog.getByLabel(/^Password/).fill('stomp-secret-1');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Users' }).getByText('stomp/client 1')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await setTheme(page, 'dark');
  await expect(page.getByRole('table', { name: 'Users' }).getByText('stomp/client 1')).toBeVisible();
  await page.getByRole('button', { name: 'Delete authentication' }).click();
  const confirm = page.getByRole('alertdialog', { name: "Delete this gateway's authentication?" });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Delete authentication' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(empty).toBeVisible();
});
