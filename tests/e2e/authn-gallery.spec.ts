import path from 'node:path';
import { authenticatorId } from '../../sandbox/model/authn';
import { startSandbox } from '../../sandbox/server';
import { createSandboxState } from '../../sandbox/state';
import { expect, expectNoSeriousA11yViolations, submitLogin, test } from './fixtures/console';

/** A private sandbox whose chain has no MySQL authenticator yet (the shared one's seed has one, other specs read it). */
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
test.beforeAll(async () => {
  const state = createSandboxState({ clients: 0 });
  state.authn = state.authn.filter((a) => authenticatorId(a.config) !== 'password_based:mysql');
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', staticDir: path.resolve(import.meta.dirname, '../../dist'), quiet: true, state, liveDelivery: false });
});
test.afterAll(async () => {
  await sandbox?.close();
});

test('a MySQL authenticator from the gallery: connection first, EMQX’s default query, created as it opened', async ({ page }) => {
  await page.goto(`${sandbox.url}/#/login`);
  await submitLogin(page, 'admin', 'public');
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.goto(`${sandbox.url}/#/authentication/create`);
  await page.getByRole('searchbox', { name: 'Search types' }).fill('mysql');
  await page.getByRole('button', { name: 'Password-based · MySQL' }).click();

  // The server and the database come before the query, which opens on EMQX's own, with its placeholder.
  const server = page.getByRole('textbox', { name: /^Server\b/ });
  const query = page.getByRole('textbox', { name: 'SQL query' });
  await expect(server).toHaveValue('127.0.0.1:3306');
  await expect(query).toHaveValue('SELECT password_hash, salt FROM mqtt_user where username = ${username} LIMIT 1');
  const top = async (locator: typeof server) => (await locator.boundingBox())!.y;
  expect(await top(server)).toBeLessThan(await top(query));
  // The hash is one labelled choice named by what it is.
  await expect(page.getByRole('combobox', { name: /^Password hash/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Password-based · MySQL' })).toBeVisible();
  const created = sandbox.state.authn.find((a) => authenticatorId(a.config) === 'password_based:mysql');
  expect(created?.config).toMatchObject({ server: '127.0.0.1:3306', query: 'SELECT password_hash, salt FROM mqtt_user where username = ${username} LIMIT 1' });
});
