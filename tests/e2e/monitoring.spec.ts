import { expect, logIn, test } from './fixtures/console';

test('nodes: the cluster table leads to each node with its information and statistics', async ({ page }) => {
  await logIn(page, '/dashboard/nodes');
  const table = page.getByRole('table', { name: 'Nodes' });
  // The three seeded nodes (a node another test invites may join for a moment: no exact count).
  for (const core of ['emqx@node1.emqx.io', 'emqx@node2.emqx.io']) await expect(table.getByRole('row', { name: new RegExp(`${core.replace(/\./g, '\\.')}.*Core`) })).toBeVisible();
  await expect(table.getByRole('row', { name: /emqx@node3\.emqx\.io.*Replicant/ })).toBeVisible();
  // Axe on this screen and on a node's: the route sweep (routes.spec.ts).
  await table.getByRole('link', { name: 'emqx@node2.emqx.io' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/nodes\/emqx%40node2\.emqx\.io$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('emqx@node2.emqx.io');
  await expect(page.getByRole('region', { name: 'Node information' })).toContainText('5.8.1');
  await expect(page.getByRole('region', { name: 'Statistics (current / peak)' })).toContainText('Connections');
});

test('nodes: an unknown node says so instead of failing', async ({ page, allowFailedRequests }) => {
  allowFailedRequests(/\/api\/v5\/nodes\/emqx%40gone\.example(\/|$)/);
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
});
