import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../../sandbox/handlers';
import { setSession } from '../../../api/session';
import { renderWithProviders } from '../../../test/render';
import { serveSandbox } from '../../../test/serve-sandbox';
import { RuleOverview } from './RuleOverview';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const nodeNames = state.nodes.map((node) => node.name);

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('RuleOverview', () => {
  it('shows the rule’s counters per node with the cluster’s sums, and its outputs’ counters', async () => {
    renderWithProviders(<RuleOverview id="temperature_alerts" />);
    const rules = await screen.findByRole('table', { name: 'Rule metrics per node' });
    const headers = within(rules)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Node', 'Matched', 'Passed', 'Failed', 'Exception', 'No result', 'Rate (per second)', 'Max rate (per second)', 'Last 5 minutes (per second)']);
    const rows = within(rules).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row)[0])).toEqual([...nodeNames, 'Cluster']);
    // The cluster row sums the nodes' matched counts.
    const matched = rows.map((row) => Number(cellTexts(row)[1]?.replace(/,/g, '')));
    expect(matched.at(-1)).toBeGreaterThan(0);
    expect(matched.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(matched.at(-1));

    const outputs = screen.getByRole('table', { name: 'Output metrics per node' });
    expect(
      within(outputs)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Node', 'Total', 'Success', 'Failed', 'Out of service', 'Unknown']);
    expect(screen.getByRole('heading', { name: 'Output metrics' })).toBeVisible();
  });

  it('resets the statistics after confirmation', async () => {
    renderWithProviders(<RuleOverview id="fleet_positions_to_webhook" />);
    const rules = await screen.findByRole('table', { name: 'Rule metrics per node' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset statistics' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset statistics?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(state.rules.get('fleet_positions_to_webhook')?.accrued).toBe(0));
    await waitFor(() => expect(cellTexts(within(rules).getAllByRole('row').at(-1)!)[1]).toBe('0'));
  });

  it('says when the rule is gone, without a toast, and when its metrics cannot be read', async () => {
    const { unmount } = renderWithProviders(<RuleOverview id="no_such_rule" />);
    expect(await screen.findByText('There is no rule with this ID.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset statistics' })).toBeDisabled();
    unmount();
    server.use(http.get('*/api/v5/rules/:id/metrics', () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 })));
    renderWithProviders(<RuleOverview id="temperature_alerts" />);
    expect(await screen.findByText('The statistics could not be read.')).toBeVisible();
    server.resetHandlers();
  });

  it('for a viewer, disables the reset', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderWithProviders(<RuleOverview id="temperature_alerts" />);
    await screen.findByRole('table', { name: 'Rule metrics per node' });
    expect(screen.getByRole('button', { name: 'Reset statistics' })).toBeDisabled();
  });
});
