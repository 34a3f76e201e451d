import { readFile } from 'node:fs/promises';
import { readZip } from '../../sandbox/lib/zip';
import { expect, logIn, SANDBOX_USER, test, toasts } from './fixtures/console';

/** A client the sandbox has connected now (other tests may kick some): one that publishes several messages a second. */
async function connectedClient(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const login = await request.post('api/v5/login', { data: SANDBOX_USER });
  const { token } = (await login.json()) as { token: string };
  const res = await request.get('api/v5/clients', { params: { conn_state: 'connected', like_clientid: 'bridge-edge' }, headers: { authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { clientid: string }[] };
  expect(data.length, 'a connected bridge-edge client').toBeGreaterThan(0);
  return data[0]!.clientid;
}

test('create a trace for a client, watch lines arrive, stop it, download it, delete it', async ({ page }) => {
  const clientid = await connectedClient(page.request);
  const name = `e2e-trace-${Date.now().toString(36)}`;
  await logIn(page, '/log-trace');
  await expect(page.getByRole('heading', { level: 1, name: 'Log trace' })).toBeVisible();

  await page.getByRole('button', { name: 'Create log trace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create log trace' });
  await dialog.getByLabel(/^Name/).fill('2fast');
  await expect(dialog.getByText("Start with a letter; use only letters, digits, underscores and '-'")).toBeVisible();
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Client ID/).fill(clientid);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Create Log Trace Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const active = page.getByRole('table', { name: 'Running and waiting traces' });
  const row = active.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByText('Running')).toBeVisible();
  await row.getByRole('link', { name: `View ${name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const log = page.getByRole('region', { name: 'Trace log' });
  // The client's packets arrive while the trace runs, and keep arriving.
  await expect(log).toContainText(`${clientid}@`);
  await expect(log).toContainText('msg: publish_to, topic: edge/');
  const lineCount = async () => Number((/^([\d,]+) lines/.exec((await page.getByText(/^[\d,]+ lines, /).textContent()) ?? '')?.[1] ?? '0').replace(/,/g, ''));
  const first = await lineCount();
  await expect.poll(lineCount).toBeGreaterThan(first);
  await expect(page.getByText(/following the log/)).toBeVisible();
  // Axe on a trace's screen: the route sweep (routes.spec.ts, the seeded device_debug).

  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('Stop Log Trace Successfully')).toBeVisible();
  await expect(page.getByText('Stopped', { exact: true })).toBeVisible();

  // The stop's toast sits over the header's buttons while it lasts, and a loaded machine keeps it long: dismiss it.
  await toasts(page).filter({ hasText: 'Stop Log Trace Successfully' }).locator('[data-part="close-trigger"]').click();
  await page.getByRole('button', { name: 'Download' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'All nodes' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.zip`);
  const entries = readZip(new Uint8Array(await readFile(await download.path())));
  expect(entries.map((e) => e.name)).toContainEqual(expect.stringMatching(new RegExp(`^emqx@node\\d\\.emqx\\.io-trace_${name}_\\d{4}-\\d\\d-\\d\\d\\.log$`)));
  expect(entries.map((e) => new TextDecoder().decode(e.data)).join('')).toContain(`${clientid}@`);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this log trace?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete Log Trace Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Log trace' })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
});
