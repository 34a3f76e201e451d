import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, logIn, openMoreFilters, SANDBOX_USER, test } from './fixtures/console';

const bridgesTable = (page: Page) => page.getByRole('table', { name: 'Data bridges' });
const rowOf = (page: Page, name: string) => bridgesTable(page).getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

/** The broker's API as another operator would use it: logged in on its own, with a bearer token. */
async function brokerApi(request: APIRequestContext) {
  const login = await request.post('api/v5/login', { data: SANDBOX_USER });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    post: async (path: string, data: object) => expect((await request.post(`api/v5/${path}`, { headers, data })).ok()).toBe(true),
    get: async (path: string) => (await request.get(`api/v5/${path}`, { headers })).json() as Promise<Record<string, unknown>>,
    delete: async (path: string) => expect((await request.delete(`api/v5/${path}`, { headers })).ok()).toBe(true),
  };
}

test('the bridge list: seeded bridges with statuses, filters kept on reload, enable, reset statistics, and a delete that names the rule using it', async ({ page, request }) => {
  // A throwaway action on the seeded webhook connector, and a rule sending to it, made by another operator.
  const name = `e2e_out_${Date.now()}`;
  const id = `http:${name}`;
  const ruleId = `e2e_rule_${Date.now()}`;
  const api = await brokerApi(request);
  await api.post('actions', { type: 'http', name, connector: 'dispatch_service', description: 'Throwaway', parameters: { path: '/e2e', method: 'post', headers: {}, body: '${.}' } });
  await api.post('rules', { id: ruleId, sql: 'SELECT * FROM "e2e/#"', actions: [id] });

  // The list pages; other specs on this worker's sandbox may have added bridges before the seeded source.
  await logIn(page, '/bridge/dataBridge?limit=100');
  await expect(page.getByRole('heading', { name: 'Data bridges', level: 1 })).toBeVisible();
  const webhook = rowOf(page, 'webhook_out');
  await expect(webhook).toContainText('Egress');
  await expect(webhook).toContainText('dispatch_service');
  await expect(webhook.getByRole('link', { name: 'fleet_positions_to_webhook' })).toBeVisible();
  // Node 3 still reconnects to the cloud broker: the source is inconsistent, and hovering says where.
  const commands = rowOf(page, 'cloud_commands');
  await expect(commands).toContainText('Ingress');
  await commands.getByRole('button', { name: 'Inconsistent' }).hover();
  await expect(page.locator('[role="tooltip"][data-state="open"]')).toContainText('Connecting');
  // Axe with the tooltip open: the route sweep sees the list, never a tooltip.
  await expectNoSeriousA11yViolations(page);
  await expect(rowOf(page, name).getByRole('link', { name: ruleId })).toBeVisible();
  await expect(rowOf(page, 'webhook_out').getByRole('cell').nth(7)).toHaveText(/^[\d,]+$/);

  // Filters live in the URL: a reload keeps them.
  const filters = page.getByRole('search', { name: 'Filter bridges' });
  await openMoreFilters(filters);
  await filters.getByRole('combobox', { name: 'Direction' }).selectOption('egress');
  await filters.getByRole('combobox', { name: 'Type' }).selectOption('mqtt');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/direction=egress/);
  await expect(page).toHaveURL(/type=mqtt/);
  await page.reload();
  await expect(rowOf(page, 'alerts_to_cloud')).toBeVisible();
  await expect(bridgesTable(page).getByRole('link', { name: 'webhook_out', exact: true })).toHaveCount(0);
  await expect(bridgesTable(page).getByRole('link', { name: 'cloud_commands', exact: true })).toHaveCount(0);
  await expect(page.getByRole('search', { name: 'Filter bridges' }).getByRole('combobox', { name: 'Direction' })).toHaveValue('egress');
  await page.getByRole('search', { name: 'Filter bridges' }).getByRole('button', { name: 'Reset' }).click();
  // The whole list back before acting on a row: a click on the row while the list refetched was lost.
  await expect(page).not.toHaveURL(/direction=egress/);
  await expect(rowOf(page, 'webhook_out')).toBeVisible();
  await expect(rowOf(page, name)).toContainText('Egress');

  // Disable and enable the throwaway bridge.
  const enable = rowOf(page, name).getByRole('checkbox', { name: `Enable bridge ${id}` });
  await enable.click({ force: true });
  await expect(page.getByText(`Bridge ${id} disabled`)).toBeVisible();
  await expect(rowOf(page, name)).toContainText('Disabled');
  await expect(enable).not.toBeChecked();
  await expect(enable).toBeEnabled();
  await enable.click({ force: true });
  await expect(page.getByText(`Bridge ${id} enabled`)).toBeVisible();
  await expect(enable).toBeChecked();

  // Its detail: status on each node, statistics, reset after confirmation.
  await rowOf(page, name).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: id.slice(id.indexOf(':') + 1), level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: `Status of ${id} on each node` }).getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('table', { name: 'Statistics per node' })).toBeVisible();
  // Axe on a bridge's detail as it opens: the route sweep (routes.spec.ts).
  await page.getByRole('button', { name: 'Reset statistics' }).click();
  await page.getByRole('alertdialog', { name: 'Reset statistics?' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Reset successfully')).toBeVisible();

  // Back in the list, deleting it names the rule that loses it; the rule then no longer sends to it.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Data bridges' }).click();
  await rowOf(page, name).getByRole('button', { name: `Delete bridge ${id}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete bridge ${id}?` });
  await expect(dialog).toContainText('removes it from these rules, which lose this output');
  await expect(dialog.getByRole('list', { name: `Rules using ${id}` })).toHaveText(ruleId);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Bridge ${id} deleted`)).toBeVisible();
  await expect(bridgesTable(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  const rule = await api.get(`rules/${encodeURIComponent(ruleId)}`);
  expect(rule.actions).toEqual([]);
  await api.delete(`rules/${encodeURIComponent(ruleId)}`);
});
