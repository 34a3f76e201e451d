import { emptyRebalanceState } from '../../sandbox/model/rebalance';
import { expect, expectNoSeriousA11yViolations, logIn, test, toasts } from './fixtures/console';

const NODE = 'emqx@node3.emqx.io';

test('evacuating a node: its clients drain to the node chosen, the node is marked, and stopping asks first', async ({ page, workerSandbox }) => {
  const { state } = workerSandbox;
  // The clients go back where they were, connected since when they were: the worker's other tests
  // count them per node (a moved client reconnects, so its connection time changes too).
  const homes = new Map([...state.clients.values()].map((client) => [client.clientid, { node: client.node, connectedAt: client.connectedAt }]));
  try {
    await logIn(page, '/cluster/maintenance');
    await expect(page.getByRole('heading', { name: 'Node maintenance', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: NODE });
    const connections = row.getByRole('cell').nth(2);
    const before = Number((await connections.innerText()).replace(/\D/g, ''));
    expect(before).toBeGreaterThan(100);

    await row.getByRole('button', { name: `Evacuate ${NODE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Evacuate ${NODE}` });
    await dialog.getByRole('checkbox', { name: 'emqx@node1.emqx.io' }).check();
    await dialog.getByLabel('Connections moved per second').fill('0');
    await expect(dialog.getByText('Enter a whole number of at least 1')).toBeVisible();
    // Slow enough to watch: a few seconds for the node's few hundred connections.
    await dialog.getByLabel('Connections moved per second').fill(String(Math.ceil(before / 4)));
    await dialog.getByLabel('Wait for load balancers (seconds)').fill('0');
    await dialog.getByLabel('Wait for reconnections (seconds)').fill('1');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Start evacuation' }).click();
    await expect(toasts(page).filter({ hasText: `Evacuation of ${NODE} started` })).toBeVisible();

    const card = page.getByRole('region', { name: `Evacuating ${NODE}` });
    await expect(card).toContainText('Moving connections');
    await expect(row.getByText('Evacuating')).toBeVisible();
    // Drained: the connections went first, then the offline sessions, to node1 only.
    await expect(card).toContainText('Evacuated: refusing new connections');
    await expect(connections).toHaveText('0');
    expect([...state.clients.values()].filter((client) => client.node === NODE)).toEqual([]);
    expect([...state.clients.values()].filter((client) => homes.get(client.clientid)?.node === NODE).every((client) => client.node === 'emqx@node1.emqx.io')).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Stop evacuation' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Stop evacuating ${NODE}?` });
    await confirm.getByRole('button', { name: 'Stop' }).click();
    await expect(card).toHaveCount(0);
    await expect(row.getByText('Running')).toBeVisible();
  } finally {
    state.rebalance = emptyRebalanceState();
    for (const client of state.clients.values()) Object.assign(client, homes.get(client.clientid));
  }
});
