import { expect, expectNoSeriousA11yViolations, logIn, test } from './fixtures/console';

const NAME = 'e2e-emqx-b';

// The tests share the sandbox's cluster links: one at a time, in this order.
test.describe.configure({ mode: 'default' });

test('create a cluster link (a wrong topic filter refused as typed) and see its forwarding counters per node on its detail page', async ({ page, workerSandbox }) => {
  await logIn(page, '/cluster/links');
  const list = page.getByRole('table', { name: 'Cluster links' });
  await expect(list.getByRole('link', { name: 'emqx-eu-west', exact: true })).toBeVisible();
  // A rerun against the same sandbox starts without it.
  if (await list.getByRole('link', { name: NAME, exact: true }).count()) {
    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete this cluster link?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByRole('link', { name: NAME, exact: true })).toHaveCount(0);
  }

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
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  const perNode = page.getByRole('table', { name: 'Statistics per node' });
  // Three nodes and the cluster's row, each node connected to the remote cluster.
  await expect(perNode.getByRole('row')).toHaveCount(5);
  await expect(perNode.getByText('Connected')).toHaveCount(3);
  const routes = workerSandbox.state.clusterLinks.find((link) => link.config.name === NAME)?.routes ?? 0;
  expect(routes).toBeGreaterThan(0);
  // The routes gauge is the cluster's: every node and the cluster's row show the same figure.
  for (const row of (await perNode.getByRole('row').all()).slice(1)) await expect(row.getByRole('cell').nth(2)).toHaveText(routes.toLocaleString('en'));
  // The counters move with the clock: the detail reads them again every 10 s.
  await expect(async () => {
    const forwarded = await perNode.getByRole('row').last().getByRole('cell').nth(3).textContent();
    expect(Number(forwarded?.replace(/,/g, ''))).toBeGreaterThan(0);
  }).toPass({ timeout: 25_000 });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Delete this cluster link?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByRole('link', { name: NAME, exact: true })).toHaveCount(0);
});
