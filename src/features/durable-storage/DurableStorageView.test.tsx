import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { ADD_STEP_MS, DEL_STEP_MS, pendingTransitions, SHARD_STAGGER_MS, seedDurableStorage, siteIdOf } from '../../../sandbox/model/durable-storage';
import { gauges } from '../../../sandbox/model/gauges';
import { setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { DurableStorageView } from './DurableStorageView';

let clockMs = Date.UTC(2025, 0, 15, 9, 30);
const state = createSandboxState({ clients: 40, requireAuth: false, now: () => clockMs });
const server = serveSandbox(state);

const NODE1 = 'emqx@node1.emqx.io';
const NODE3 = 'emqx@node3.emqx.io';
const S1 = siteIdOf(NODE1);
const S3 = siteIdOf(NODE3);

/** Writes the screen sent, so a test can tell that a viewer's screen sent none. */
const writes: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
});

async function replicas() {
  const region = await screen.findByRole('region', { name: 'Storage messages' });
  const table = await within(region).findByRole('table', { name: 'Replicas of messages' });
  await within(table).findByText(S1);
  return { region, table };
}

/** Reads again what the screen shows, as a return to the browser tab would. */
function refocus() {
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
}

describe('DurableStorageView', () => {
  beforeEach(() => {
    state.durableStorage = seedDurableStorage(state.nodes);
    writes.length = 0;
  });

  it('shows the session count, the sites with their nodes and status, and the storage’s shards', async () => {
    renderInRouter(<DurableStorageView />);
    const sessions = await screen.findByRole('region', { name: 'Sessions' });
    expect(await within(sessions).findByText(gauges(state).sessions.toLocaleString('en'))).toBeVisible();

    const sites = await screen.findByRole('region', { name: 'Sites' });
    const table = within(sites).getByRole('table', { name: 'Sites' });
    for (const node of state.nodes) expect(await within(table).findByText(node.name)).toBeVisible();
    expect(within(table).getAllByText('Up')).toHaveLength(3);
    const row3 = within(table).getByText(S3).closest('tr')!;
    expect(within(row3).getByText('0')).toBeVisible();
    expect(within(within(table).getByText(S1).closest('tr')!).getByText('16')).toBeVisible();

    const { region, table: replicaTable } = await replicas();
    expect(within(replicaTable).getAllByText('16 of 16')).toHaveLength(2);
    expect(within(replicaTable).queryByText(S3)).toBeNull();
    const shards = within(region).getByRole('table', { name: 'Shards of messages' });
    // Sixteen shards, each replicated on the two core nodes.
    expect(within(shards).getAllByText(NODE1)).toHaveLength(16);
  });

  it('adds a replica on the site that has none, after a confirmation that explains the copy, and follows it shard by shard', async () => {
    renderInRouter(<DurableStorageView />);
    const { region } = await replicas();
    await within(await screen.findByRole('table', { name: 'Sites' })).findByText(NODE3);
    fireEvent.click(within(region).getByRole('button', { name: 'Add replica' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Add a replica of messages?' });
    expect(within(dialog).getByLabelText('Site')).toHaveValue(S3);
    expect(within(dialog).getByText(/copies the data of messages to this site in the background, shard by shard\. The storage stays available meanwhile/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add replica' }));

    await waitFor(() => expect(writes).toEqual([`PUT /api/v5/ds/storages/messages/replicas/${S3}`]));
    expect(pendingTransitions(state.durableStorage.storages.get('messages')!)).toHaveLength(16);
    const status = await within(region).findByRole('status');
    expect(await within(status).findByText(`Copying data to ${S3} (${NODE3}): 0 of 16 shards have a replica there`)).toBeVisible();

    // The first shard is done; the others are still copying.
    clockMs += ADD_STEP_MS;
    refocus();
    expect(await within(status).findByText(`Copying data to ${S3} (${NODE3}): 1 of 16 shards have a replica there`)).toBeVisible();

    clockMs += ADD_STEP_MS + 16 * SHARD_STAGGER_MS;
    refocus();
    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
    const table = within(region).getByRole('table', { name: 'Replicas of messages' });
    expect(within(table).getAllByText('16 of 16')).toHaveLength(3);
    // Every site holds a replica now: nothing is left to add.
    expect(within(region).getByRole('button', { name: 'Add replica' })).toBeDisabled();
  });

  it('removes a replica after a confirmation that explains the move, and refuses to remove the last one', async () => {
    renderInRouter(<DurableStorageView />);
    const { region, table } = await replicas();
    fireEvent.click(within(table).getByRole('button', { name: `Remove the replica on ${S1} (${NODE1})` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Remove the replica of messages on ${S1} (${NODE1})?` });
    expect(within(dialog).getByText(/moves the data of messages off this site in the background, shard by shard, onto the sites that keep a replica/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove replica' }));

    await waitFor(() => expect(writes).toEqual([`DELETE /api/v5/ds/storages/messages/replicas/${S1}`]));
    expect(await within(region).findByText(`Moving data off ${S1} (${NODE1}): 0 of 16 shards no longer have a replica there`)).toBeVisible();
    // While it goes, the one other replica is the last the storage keeps.
    const others = within(table).getAllByRole('button', { name: /^Remove the replica on / });
    expect(others.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);

    clockMs += DEL_STEP_MS + 16 * SHARD_STAGGER_MS;
    refocus();
    await waitFor(() => expect(within(region).queryByRole('status')).toBeNull());
    await waitFor(() => expect(within(table).queryByText(S1)).toBeNull());
    expect(within(table).getByRole('button', { name: /^Remove the replica on / })).toBeDisabled();
  });

  it('chooses the sites of a storage at once: nothing left ticked is refused as typed, and the plan is sent whole', async () => {
    renderInRouter(<DurableStorageView />);
    const { region } = await replicas();
    await within(await screen.findByRole('table', { name: 'Sites' })).findByText(NODE3);
    fireEvent.click(within(region).getByRole('button', { name: 'Choose sites' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Choose the sites of messages' });
    const group = within(dialog).getByRole('group', { name: 'Sites that hold a replica' });
    expect(within(group).getByRole('checkbox', { name: `${S3} (${NODE3})` })).not.toBeChecked();
    expect(within(group).getByText('No change yet')).toBeVisible();
    for (const box of within(group).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) fireEvent.click(box);
    expect(within(group).getByText('Keep at least one site: a storage needs a replica')).toBeVisible();
    fireEvent.click(within(group).getByRole('checkbox', { name: `${S3} (${NODE3})` }));
    expect(within(group).getByText('1 to add, 2 to remove')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(writes).toEqual(['PUT /api/v5/ds/storages/messages/replicas']));
    expect(pendingTransitions(state.durableStorage.storages.get('messages')!).length).toBeGreaterThan(0);
  });

  it('for a viewer, shows everything and disables adding and removing, sending no change', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<DurableStorageView />);
    const { region, table } = await replicas();
    expect(await screen.findByRole('table', { name: 'Shards of messages' })).toBeVisible();
    const add = within(region).getByRole('button', { name: 'Add replica' });
    expect(add).toBeDisabled();
    fireEvent.click(add);
    for (const remove of within(table).getAllByRole('button', { name: /^Remove the replica on / })) {
      expect(remove).toBeDisabled();
      fireEvent.click(remove);
    }
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes).toEqual([]);
  });

  it('says durable storage is off where the broker answers that it is disabled', async () => {
    state.durableStorage.enabled = false;
    renderInRouter(<DurableStorageView />);
    expect(await screen.findByText(/Durable storage is disabled on this cluster/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Sites' })).toBeNull();
  });
});
