import { expect, expectNoSeriousA11yViolations, logIn, test } from './fixtures/console';

test('nodes: the cluster table leads to each node with its information and statistics', async ({ page }) => {
  await logIn(page, '/dashboard/nodes');
  const table = page.getByRole('table', { name: 'Nodes' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /emqx@node3\.emqx\.io.*Replicant/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await table.getByRole('link', { name: 'emqx@node2.emqx.io' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/nodes\/emqx%40node2\.emqx\.io$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('emqx@node2.emqx.io');
  await expect(page.getByRole('region', { name: 'Node information' })).toContainText('5.8.1');
  await expect(page.getByRole('region', { name: 'Statistics (current / peak)' })).toContainText('Connections');
  await expectNoSeriousA11yViolations(page);
});

test('nodes: an unknown node says so instead of failing', async ({ page }) => {
  await logIn(page, '/dashboard/nodes/emqx%40gone.example');
  await expect(page.getByText('The node emqx@gone.example is not part of this cluster.')).toBeVisible();
});

test('metrics: grouped counters for the cluster or one node, the choice kept in the URL', async ({ page }) => {
  await logIn(page, '/dashboard/metrics');
  for (const group of ['Connections', 'Sessions', 'Authentication and authorization', 'Bytes', 'Packets', 'Messages', 'Delivery']) {
    await expect(page.getByRole('region', { name: group })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Messages' })).toContainText('messages.received');
  await page.getByRole('combobox', { name: 'Scope' }).selectOption('emqx@node1.emqx.io');
  await expect(page).toHaveURL(/#\/dashboard\/metrics\?node=emqx%40node1\.emqx\.io$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Scope' })).toHaveValue('emqx@node1.emqx.io');
  await expect(page.getByRole('region', { name: 'Bytes' })).toContainText('bytes.sent');
  await expectNoSeriousA11yViolations(page);
});

test('overview: live numbers move and their labels lead to the lists they count', async ({ page }) => {
  await logIn(page);
  const incoming = page.getByText('Incoming messages/s').locator('xpath=following-sibling::*[1]');
  await expect(incoming).not.toHaveText('–');
  const first = await incoming.textContent();
  await expect(incoming).not.toHaveText(first ?? '', { timeout: 8_000 });
  await page.getByRole('main').getByRole('link', { name: 'Subscriptions', exact: true }).click();
  await expect(page).toHaveURL(/#\/subscriptions\/subscription/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Retained messages' }).click();
  await expect(page).toHaveURL(/#\/retained(\?|$)/);
});

test('overview: history charts say what they count and how often, for the range chosen in the URL', async ({ page }) => {
  const latest: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/api/v5/monitor')) latest.push(url.searchParams.get('latest') ?? '');
  });
  await logIn(page);
  const messagesIn = page.getByRole('figure', { name: 'Messages in' });
  await expect(messagesIn).toContainText('Messages in each 10 sec sample');
  await expect(messagesIn.locator('svg path').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Connections' })).toContainText('Level sampled every 10 sec');
  await expect(page.getByRole('figure', { name: 'Connections' })).toContainText('Live connections');
  await expect(page.getByRole('img', { name: /^Topics\. Level sampled every 10 sec\. Latest [\d,]+, lowest/ })).toBeVisible();
  expect(latest).toEqual(['3600']);

  await page.getByRole('combobox', { name: 'Time range' }).selectOption('7d');
  await expect(page).toHaveURL(/range=7d/);
  // A week does not fit in 10-second samples: the label follows the broker's coarser interval.
  await expect(messagesIn).toContainText(/Messages in each \d+ min( \d+ sec)? sample/);
  expect(latest).toContain('604800');
  await expect(page.getByRole('progressbar')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveValue('7d');
  await expectNoSeriousA11yViolations(page);
});
