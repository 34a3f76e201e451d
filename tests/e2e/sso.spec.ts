import { expect, logIn, test } from './fixtures/console';

/**
 * Single sign-on against the worker's sandbox: its LDAP directory, and the OIDC and SAML round trips
 * through the sandbox identity provider (same origin as the console here, as sandbox/server.ts places it).
 */

test('logs in through LDAP from the login page', async ({ page, allowFailedRequests }) => {
  allowFailedRequests(/\/api\/v5\/sso\/login\/ldap$/);
  await page.goto('./#/login');
  const sso = page.getByRole('group', { name: 'Single sign-on' });
  await sso.getByRole('button', { name: 'LDAP' }).click();
  const form = sso.getByRole('form', { name: 'LDAP login' });
  await form.getByLabel('LDAP username').fill('alice');
  await form.getByLabel('LDAP password').fill('wrong');
  await form.getByRole('button', { name: 'Log in with LDAP' }).click();
  await expect(form.getByText('Wrong username or password')).toBeVisible();
  await form.getByLabel('LDAP password').fill('alice-secret');
  await form.getByRole('button', { name: 'Log in with LDAP' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
});

test('logs in through OIDC: login page → identity provider → console, with the token gone from the address', async ({ page }) => {
  await page.goto('./#/login');
  await page.getByRole('group', { name: 'Single sign-on' }).getByRole('button', { name: 'OIDC' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox identity provider' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/sandbox-idp/authorize');
  await page.getByRole('button', { name: 'Continue as Carol Nguyen (carol)' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  expect(page.url()).not.toContain('login_meta');
  expect(await page.evaluate(() => window.location.search)).toBe('');
  // The session survives a reload: stored like a password login's, not read from the address again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
});

test('logs in through SAML 2.0: the identity provider posts its response to the broker, which hands the console the token', async ({ page, workerSandbox }) => {
  // Off in the seed, as on a broker: switched on for this test only (the worker's sandbox is shared).
  const saml = structuredClone(workerSandbox.state.sso.configs.get('saml')!);
  workerSandbox.state.sso.configs.set('saml', { ...saml, enable: true });
  try {
    await page.goto('./#/login');
    await page.getByRole('group', { name: 'Single sign-on' }).getByRole('button', { name: 'SAML 2.0' }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox identity provider' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/sandbox-idp/saml/sso');
    await page.getByRole('button', { name: 'Continue as Carol Nguyen (carol)' }).click();
    await expect(page).toHaveURL(/#\/dashboard\/overview$/);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    expect(page.url()).not.toContain('login_meta');
  } finally {
    workerSandbox.state.sso.configs.set('saml', saml);
  }
});

test('saves a change to a single sign-on backend', async ({ page, workerSandbox }) => {
  // The worker's sandbox is shared with later specs: they find SAML as it was.
  const saml = structuredClone(workerSandbox.state.sso.configs.get('saml'));
  await logIn(page, '/sso');
  await expect(page.getByRole('region', { name: 'LDAP' }).getByText('Running')).toBeVisible();
  await page.getByRole('link', { name: 'Configure SAML 2.0' }).click();
  const metadataUrl = page.getByLabel(/^Identity provider metadata URL/);
  await metadataUrl.fill('https://idp.northwind.example/saml/metadata');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alertdialog', { name: 'Save these changes?' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Identity provider metadata URL/)).toHaveValue('https://idp.northwind.example/saml/metadata');
  if (saml) workerSandbox.state.sso.configs.set('saml', saml);
});
