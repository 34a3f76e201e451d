import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../../sandbox/handlers';
import { renderRoute } from '../../../test/route';

async function connectorsTable() {
  const table = await screen.findByRole('table', { name: 'Connectors' });
  await within(table).findByRole('link', { name: 'dispatch_service' });
  return table;
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;

describe('ConnectorsPanel', () => {
  // One sandbox for the file: each test starts where the one before left the connectors.
  const state = createSandboxState({ clients: 0, requireAuth: false });

  it('lists the connectors with their status and bridges; one in use cannot be deleted and says why', async () => {
    await renderRoute('/bridge/dataBridge', { state, search: { tab: 'connectors' } });
    expect(await screen.findByRole('link', { name: 'Connectors' })).toHaveAttribute('aria-current', 'page');
    const table = await connectorsTable();
    const cloud = rowOf(table, 'cloud_broker');
    expect(within(cloud).getByRole('link', { name: 'cloud_broker' })).toHaveAttribute('href', '/bridge/connector/mqtt%3Acloud_broker');
    const status = within(cloud).getByRole('button', { name: 'Inconsistent' });
    expect(status).toBeVisible();
    // On focus: what the word means, and each node's status with its reason in plain words.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    status.focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent("The status differs between the cluster's nodes: some reach the target and others do not.");
    expect(within(tooltip).getByText(/: Connecting/)).toBeInTheDocument();
    expect(tooltip).toHaveTextContent('The target refused the connection: nothing accepts connections at this host and port.');
    expect(within(tooltip).getByText('econnrefused')).toBeInTheDocument();
    status.blur();
    expect(await within(cloud).findByRole('link', { name: 'alerts_to_cloud' })).toHaveAttribute('href', '/bridge/detail/mqtt%3Aalerts_to_cloud');
    expect(within(cloud).getByRole('link', { name: 'cloud_commands' })).toBeVisible();
    const remove = within(cloud).getByRole('button', { name: 'Delete connector mqtt:cloud_broker' });
    expect(remove).toBeDisabled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    (remove.parentElement as HTMLElement).focus();
    expect(await screen.findByText('Used by mqtt:alerts_to_cloud, mqtt:cloud_commands: delete those bridges first.')).toBeInTheDocument();

    const legacy = rowOf(table, 'legacy_meter_api');
    expect(within(legacy).getByText('Disabled')).toBeVisible();
    expect(within(legacy).getByRole('button', { name: 'Reconnect connector http:legacy_meter_api' })).toBeDisabled();
  });

  it('enables, reconnects and deletes an unused connector', async () => {
    await renderRoute('/bridge/dataBridge', { state, search: { tab: 'connectors' } });
    const table = await connectorsTable();
    fireEvent.click(within(rowOf(table, 'legacy_meter_api')).getByRole('checkbox', { name: 'Enable connector http:legacy_meter_api' }));
    await waitFor(() => expect(state.connectors.get('http:legacy_meter_api')?.config.enable).toBe(true));
    const reconnect = within(rowOf(table, 'legacy_meter_api')).getByRole('button', { name: 'Reconnect connector http:legacy_meter_api' });
    await waitFor(() => expect(reconnect).toBeEnabled());
    fireEvent.click(reconnect);
    await waitFor(() => expect(reconnect).toBeEnabled());

    fireEvent.click(within(rowOf(table, 'legacy_meter_api')).getByRole('button', { name: 'Delete connector http:legacy_meter_api' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete connector http:legacy_meter_api?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'legacy_meter_api' })).toBeNull());
    expect(state.connectors.has('http:legacy_meter_api')).toBe(false);
  });

  it('for a viewer, disables every control that would change something', async () => {
    await renderRoute('/bridge/dataBridge', { state, role: 'viewer', search: { tab: 'connectors' } });
    const table = await connectorsTable();
    const row = rowOf(table, 'dispatch_service');
    expect(within(row).getByRole('checkbox', { name: 'Enable connector http:dispatch_service' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Reconnect connector http:dispatch_service' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete connector http:dispatch_service' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create connector' })).toHaveAttribute('aria-disabled', 'true');
  });
});
