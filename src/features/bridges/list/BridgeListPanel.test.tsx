import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../api/session';
import { bridgesSandbox, renderBridges } from './test-support';

async function bridgesTable() {
  const table = await screen.findByRole('table', { name: 'Data bridges' });
  await within(table).findByRole('link', { name: 'webhook_out' });
  return table;
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
const column = (table: HTMLElement, header: string) =>
  within(table)
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent === header);

describe('BridgeListPanel', () => {
  const { state } = bridgesSandbox();

  it('lists actions and sources with their type, direction, connector, status, rules and counters', async () => {
    renderBridges();
    expect(await screen.findByRole('heading', { level: 1, name: 'Data bridges' })).toBeVisible();
    const table = await bridgesTable();
    const webhook = rowOf(table, 'webhook_out');
    expect(within(webhook).getByRole('link', { name: 'webhook_out' })).toHaveAttribute('href', '/bridge/detail/http%3Awebhook_out');
    expect(within(webhook).getByText('HTTP')).toBeVisible();
    expect(within(webhook).getByText('Egress')).toBeVisible();
    expect(within(webhook).getByText('dispatch_service')).toBeVisible();
    expect(within(webhook).getByText('Connected')).toBeVisible();
    expect(await within(webhook).findByRole('link', { name: 'fleet_positions_to_webhook' })).toHaveAttribute('href', '/rules/detail/fleet_positions_to_webhook');
    expect(within(webhook).getByRole('checkbox', { name: 'Enable bridge http:webhook_out' })).toBeChecked();
    const matched = column(table, 'Matched');
    await waitFor(() => expect(within(webhook).getAllByRole('cell')[matched]?.textContent).toMatch(/^[\d,]+$/));

    const commands = rowOf(table, 'cloud_commands');
    expect(within(commands).getByText('Ingress')).toBeVisible();
    expect(within(commands).getByText('cloud_broker')).toBeVisible();
    // One node of three still reconnects to the cloud broker.
    const status = within(commands).getByRole('button', { name: 'Inconsistent' });
    // Reached by the keyboard: the status on each node shows on focus.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    status.focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText(/: Connecting/)).toBeInTheDocument();
    expect(within(tooltip).getAllByText(/: Connected/)).toHaveLength(2);
  });

  it('filters by direction and type, kept in the URL, and says when nothing matches', async () => {
    const { history } = renderBridges('/bridge/dataBridge?direction=ingress');
    const table = await screen.findByRole('table', { name: 'Data bridges' });
    expect(await within(table).findByRole('link', { name: 'cloud_commands' })).toBeVisible();
    expect(within(table).queryByRole('link', { name: 'webhook_out' })).toBeNull();
    const filters = screen.getByRole('search', { name: 'Filter bridges' });
    expect(within(filters).getByRole('combobox', { name: 'Direction' })).toHaveValue('ingress');

    fireEvent.change(within(filters).getByRole('combobox', { name: 'Type' }), { target: { value: 'http' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(await within(table).findByText('No bridge matches these filters')).toBeVisible();
    expect(history.location.search).toContain('type=http');
    fireEvent.click(within(screen.getByRole('search', { name: 'Filter bridges' })).getByRole('button', { name: 'Reset' }));
    expect(await within(table).findByRole('link', { name: 'webhook_out' })).toBeVisible();
    expect(history.location.search).toBe('?page=1&limit=20');
  });

  it('disables a bridge from its row', async () => {
    renderBridges();
    const table = await bridgesTable();
    fireEvent.click(within(rowOf(table, 'alerts_to_cloud')).getByRole('checkbox', { name: 'Enable bridge mqtt:alerts_to_cloud' }));
    await waitFor(() => expect(state.actions.get('mqtt:alerts_to_cloud')?.config.enable).toBe(false));
    expect(await within(rowOf(table, 'alerts_to_cloud')).findByText('Disabled')).toBeVisible();
  });

  it('deletes a bridge used by rules after naming them, and the rules lose it', async () => {
    renderBridges();
    const table = await bridgesTable();
    await within(rowOf(table, 'webhook_out')).findByRole('link', { name: 'legacy_meter_forward' });
    fireEvent.click(within(rowOf(table, 'webhook_out')).getByRole('button', { name: 'Delete bridge http:webhook_out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete bridge http:webhook_out?' });
    expect(within(dialog).getByText(/removes it from these rules, which lose this output/)).toBeVisible();
    const named = within(within(dialog).getByRole('list', { name: 'Rules using http:webhook_out' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(named).toEqual(expect.arrayContaining(['fleet_positions_to_webhook', 'legacy_meter_forward']));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'webhook_out' })).toBeNull());
    expect(state.actions.has('http:webhook_out')).toBe(false);
    expect(state.rules.get('fleet_positions_to_webhook')?.actions).not.toContain('http:webhook_out');
  });

  it('for a viewer, disables every control that would change something', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderBridges();
    const table = await screen.findByRole('table', { name: 'Data bridges' });
    const row = rowOf(
      table,
      await within(table)
        .findByRole('link', { name: 'cloud_commands' })
        .then((link) => link.textContent ?? ''),
    );
    expect(within(row).getByRole('checkbox', { name: 'Enable bridge mqtt:cloud_commands' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Delete bridge mqtt:cloud_commands' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('aria-disabled', 'true');
  });
});
