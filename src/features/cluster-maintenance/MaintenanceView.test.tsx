import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { emptyRebalanceState, startEvacuation } from '../../../sandbox/model/rebalance';
import { setSession } from '../../api/session';
import { recordRequests } from '../../test/requests';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { MaintenanceView } from './MaintenanceView';

const N2 = 'emqx@node2.emqx.io';
const N3 = 'emqx@node3.emqx.io';
const state = createSandboxState({ clients: 120, requireAuth: false });
const server = serveSandbox(state);

async function nodeRow(node: string) {
  const table = await screen.findByRole('table', { name: 'Nodes' });
  return (await within(table).findByText(node)).closest('tr')!;
}

async function openEvacuation(node: string) {
  fireEvent.click(within(await nodeRow(node)).getByRole('button', { name: `Evacuate ${node}` }));
  return screen.findByRole('dialog', { name: `Evacuate ${node}` });
}

describe('MaintenanceView', () => {
  beforeEach(() => void (state.rebalance = emptyRebalanceState()));

  it('evacuates a node with the pace typed: the broker gets only what was set, and the node shows as evacuating with its progress', async () => {
    const requests = recordRequests(server);
    renderInRouter(<MaintenanceView />);
    expect(await screen.findByText(/No evacuation or rebalance is running/)).toBeVisible();
    const dialog = await openEvacuation(N3);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: N2 }));
    fireEvent.change(within(dialog).getByLabelText('Connections moved per second'), { target: { value: '50' } });
    fireEvent.change(within(dialog).getByLabelText('Wait for load balancers (seconds)'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start evacuation' }));

    const card = await screen.findByRole('region', { name: `Evacuating ${N3}` });
    expect(requests.of('/load_rebalance')).toContain(`POST /load_rebalance/${N3}/evacuation/start`);
    // What was left empty is the broker's default (500 a second, 60 s).
    expect(state.rebalance.evacuations.get(N3)).toMatchObject({ connEvictRate: 50, sessEvictRate: 500, waitHealthCheckMs: 0, waitTakeoverMs: 60_000, migrateTo: [N2] });
    expect(within(card).getByText(`${N2}`)).toBeVisible();
    // Named by its percentage, inside the region named for the node.
    expect(within(card).getByRole('progressbar', { name: /^\d+%$/ })).toBeInTheDocument();
    await waitFor(async () => expect(within(await nodeRow(N3)).getByText('Evacuating')).toBeVisible());
    expect(within(await nodeRow(N3)).getByRole('button', { name: `Stop evacuation of ${N3}` })).toBeEnabled();
  });

  it('checks the fields as typed and keeps the form with the broker’s refusal', async () => {
    renderInRouter(<MaintenanceView />);
    await nodeRow(N3);
    fireEvent.click(screen.getByRole('button', { name: 'Rebalance cluster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebalance the cluster' });
    const rate = within(dialog).getByLabelText('Sessions moved per second');
    fireEvent.change(rate, { target: { value: '0' } });
    expect(within(dialog).getByText('Enter a whole number of at least 1')).toBeVisible();
    fireEvent.change(rate, { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText('Connection ratio allowed'), { target: { value: '1' } });
    expect(within(dialog).getByText('Enter a number greater than 1, such as 1.1')).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Connection ratio allowed'), { target: { value: '1.5' } });
    // The broker's default thresholds (1000 connections apart) leave this small cluster alone.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start rebalance' }));
    expect(await within(dialog).findByText("error on node 'emqx@node1.emqx.io': nothing_to_balance")).toBeVisible();
    expect(within(dialog).getByLabelText('Sessions moved per second')).toHaveValue('20');
    expect(state.rebalance.rebalances.size).toBe(0);
  });

  it('stops an evacuation after asking', async () => {
    renderInRouter(<MaintenanceView />);
    await nodeRow(N2);
    state.rebalance.evacuations.clear();
    const dialog = await openEvacuation(N2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start evacuation' }));
    const card = await screen.findByRole('region', { name: `Evacuating ${N2}` });
    fireEvent.click(within(card).getByRole('button', { name: 'Stop evacuation' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Stop evacuating ${N2}?` });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: `Evacuating ${N2}` })).not.toBeInTheDocument());
    expect(state.rebalance.evacuations.size).toBe(0);
  });

  it('says when the node serving the console is itself evacuated, with what it still holds', async () => {
    expect(startEvacuation(state, 'emqx@node1.emqx.io', { wait_health_check: '60s' })).toBeUndefined();
    renderInRouter(<MaintenanceView />);
    const notice = await screen.findByText('The node serving this console is being evacuated');
    const alert = notice.parentElement!;
    expect(within(alert as HTMLElement).getByText(/Waiting for load balancers/)).toBeVisible();
    expect(await within(alert as HTMLElement).findByText(/It still holds [\d,]+ connections and [\d,]+ sessions\./)).toBeVisible();
  });

  it('gives a viewer every control disabled', async () => {
    setSession({ token: 'test-token', username: 'noc-viewer', edition: 'enterprise', role: 'viewer' });
    renderInRouter(<MaintenanceView />);
    expect(within(await nodeRow(N3)).getByRole('button', { name: `Evacuate ${N3}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rebalance cluster' })).toBeDisabled();
  });
});
