import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, logIn, test, setPreferences } from './fixtures/console';
import { freePort } from './fixtures/mosquitto';

/** The operator's endpoint: records what the broker's HTTP action sends it (the connector's HEAD probes are not messages). */
let endpoint: http.Server;
let endpointUrl: string;
const received: { path: string; body: string }[] = [];

test.beforeAll(async () => {
  endpoint = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') received.push({ path: request.url ?? '', body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => endpoint?.close(resolve));
});

// Template fields (the URL) offer placeholder completion: they are comboboxes.
const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name }).or(page.getByRole('combobox', { name }));
const arrivedAt = (path: string) => () => received.filter((r) => r.path === path).length;

test('a webhook from the menu to messages arriving in 6 interactions, then its rule and action in the flow', async ({ page }) => {
  await logIn(page, '/dashboard/overview');
  const path = `/hook-${Date.now().toString(36)}`;
  // The six interactions: menu, Create, the HTTP card, the URL, the topic filter, Create.
  await page.getByRole('link', { name: 'Data bridges' }).click();
  await page.getByRole('link', { name: 'Create' }).or(page.getByRole('button', { name: 'Create' })).first().click();
  await page.getByRole('button', { name: /^HTTP server/ }).click();
  await field(page, /^URL/).fill(`${endpointUrl}${path}`);
  await field(page, /^Topic filter/).fill('sensors/#');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page).toHaveURL(/#\/bridge\/detail\/http(:|%3A)webhook_\d+/);
  const name = /webhook_\d+/.exec(decodeURIComponent(page.url()))![0];
  // The sandbox's rule engine publishes a few simulated messages a second on sensors/#: they arrive.
  await expect.poll(arrivedAt(path)).toBeGreaterThanOrEqual(2);
  const message = JSON.parse(received.find((r) => r.path === path)!.body) as { topic: string; payload: string };
  expect(message.topic).toBe('sensors/sim');
  expect(JSON.parse(message.payload)).toMatchObject({ temp: expect.any(Number) });

  // The action's statistics move as a broker's do.
  const stats = page.getByRole('table', { name: 'Statistics per node' });
  const cluster = stats.getByRole('row').last();
  await expect.poll(async () => Number(((await cluster.getByRole('cell').nth(2).textContent()) ?? '0').replace(/,/g, ''))).toBeGreaterThan(0);

  await page.goto('./#/flow');
  const graph = page.getByRole('figure', { name: 'Flows of every rule' });
  await expect(graph.getByRole('link', { name: new RegExp(`^Action http ${name}( |$)`) })).toBeVisible();
  // The rule is named after the webhook; the broker gave it its id.
  await page.getByRole('button', { name: 'Show the flows as text' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^Topic sensors/# → Rule [0-9a-f]+ \\(Enabled\\) → Action http:${name}`) })).toBeVisible();
});

test('the URL is probed beside it: a closed port says why, the listening endpoint connects', async ({ page, allowFailedRequests }) => {
  // The probe of the closed port is refused (400), as the test means it to be.
  allowFailedRequests(/\/api\/v5\/connectors_probe$/);
  const closed = await freePort();
  await logIn(page, '/bridge/create');
  await page.getByRole('button', { name: /^HTTP server/ }).click();
  const url = field(page, /^URL/);
  await url.fill(`http://127.0.0.1:${closed}/`);
  await page.getByRole('button', { name: 'Test connectivity' }).click();
  const status = page.getByRole('status').filter({ hasText: /Connection|refused/ });
  await expect(status).toContainText(/refused|econnrefused/);
  await url.fill(`${endpointUrl}/probe`);
  await page.getByRole('button', { name: 'Test connectivity' }).click();
  await expect(status).toContainText('Connection is successful');
  // The probe's answer beside the URL: the route sweep never asks for one.
  await expectNoSeriousA11yViolations(page);
});

// Axe on these screens: the route sweep (routes.spec.ts), and the HTTP form in the test above.
test('in Chinese: the same webhook in one page', async ({ page }) => {
  await logIn(page, '/dashboard/overview');
  await setPreferences(page, 'zh', 'dark');
  const path = `/zh-${Date.now().toString(36)}`;
  await page.goto('./#/bridge/create');
  await expect(page.getByRole('heading', { name: '创建数据桥接', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^HTTP 服务/ }).click();
  await field(page, /^URL/).fill(`${endpointUrl}${path}`);
  await field(page, /^主题过滤器/).fill('plant/+/temp');
  await page.getByRole('button', { name: '创建', exact: true }).click();
  await expect(page).toHaveURL(/#\/bridge\/detail\/http(:|%3A)webhook_\d+/);
  await expect.poll(arrivedAt(path)).toBeGreaterThanOrEqual(2);
});
