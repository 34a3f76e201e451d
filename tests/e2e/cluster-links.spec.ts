import { expect, logIn, test } from './fixtures/console';

const NAME = 'e2e-emqx-b';

test('create a cluster link (a wrong topic filter refused as typed) and see its forwarding counters per node on its detail page', async ({ page, workerSandbox }) => {
  await logIn(page, '/cluster/links');
  const list = page.getByRole('table', { name: 'Cluster links' });
  await expect(list.getByRole('link', { name: 'emqx-eu-west', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Create cluster link' }).first().click();
  await page.getByLabel(/^Name/).fill(NAME);
  await page.getByLabel(/^Server(?! name)/).fill('emqx-b.example.com:1883');
  await page.getByRole('button', { name: 'Add to Topics' }).click();
  const topic = page.getByPlaceholder('factory/+/telemetry').last();
  await topic.fill('sensors/#/temp');
  await expect(page.getByText("'+' and '#' must fill a whole level, and '#' must be the last")).toBeVisible();
  await topic.fill('sensors/+/temp');
  await expect(page.getByText("'+' and '#' must fill a whole level, and '#' must be the last")).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to Topics' }).click();
  await page.getByPlaceholder('factory/+/telemetry').last().fill('alerts/#');
  // Axe on the create form: the route sweep (routes.spec.ts).
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const perNode = page.getByRole('table', { name: 'Statistics per node' });
  // Three nodes and the cluster's row, each node connected to the remote cluster.
  await expect(perNode.getByRole('row')).toHaveCount(5);
  await expect(perNode.getByText('Connected')).toHaveCount(3);
  const record = workerSandbox.state.clusterLinks.find((link) => link.config.name === NAME);
  const routes = record?.routes ?? 0;
  expect(routes).toBeGreaterThan(0);
  // The routes gauge is the cluster's: every node and the cluster's row show the same figure.
  for (const row of (await perNode.getByRole('row').all()).slice(1)) await expect(row.getByRole('cell').nth(2)).toHaveText(routes.toLocaleString('en'));
  // Messages forwarded meanwhile (the sandbox's counters move with its clock, sandbox/cluster-links.test.ts):
  // the page read again shows them in the cluster's row.
  if (record) record.accrued += 1_200;
  await page.reload();
  await expect(perNode.getByRole('row').last().getByRole('cell').nth(3)).not.toHaveText('0');
  const forwarded = await perNode.getByRole('row').last().getByRole('cell').nth(3).textContent();
  expect(Number(forwarded?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1_200);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete this cluster link?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('link', { name: NAME, exact: true })).toHaveCount(0);
});
