import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { renderWithProviders } from '../../../test/render';
import { bridgesSandbox } from '../list/test-support';
import { DeleteBridgeDialog } from './DeleteBridgeDialog';

describe('DeleteBridgeDialog', () => {
  const { state, server } = bridgesSandbox();
  const deletes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'DELETE') deletes.push(new URL(request.url).pathname + new URL(request.url).search);
  });

  it('names the rules that lose the action, and has the broker take it out of them', async () => {
    const onDeleted = vi.fn();
    const rules = [{ id: 'fleet_positions_to_webhook' }, { id: 'legacy_meter_forward' }] as RuleEngineRuleInfo[];
    renderWithProviders(<DeleteBridgeDialog bridge={{ id: 'http:webhook_out', kind: 'action' }} rules={rules} onCancel={() => {}} onDeleted={onDeleted} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete bridge http:webhook_out?' });
    expect(within(dialog).getByText('These rules use this bridge. Deleting it removes it from these rules, which lose this output:')).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['fleet_positions_to_webhook', 'legacy_meter_forward']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith('http:webhook_out'));
    expect(deletes).toEqual(['/api/v5/actions/http%3Awebhook_out?also_delete_dep_actions=true']);
    expect(state.rules.get('legacy_meter_forward')?.actions).not.toContain('http:webhook_out');
  });

  it('asks plainly when no rule uses the bridge, and waits while the rules are being read', async () => {
    deletes.length = 0;
    const onDeleted = vi.fn();
    const reading = renderWithProviders(<DeleteBridgeDialog bridge={{ id: 'mqtt:alerts_to_cloud', kind: 'action' }} rules={undefined} onCancel={() => {}} onDeleted={onDeleted} />);
    const waiting = await screen.findByRole('alertdialog', { name: 'Delete bridge mqtt:alerts_to_cloud?' });
    expect(within(waiting).getByText('Looking for the rules that use it…')).toBeVisible();
    // The confirm button is busy until the rules are known.
    expect(within(waiting).getAllByRole('button').at(-1)).toBeDisabled();
    reading.unmount();

    renderWithProviders(<DeleteBridgeDialog bridge={{ id: 'mqtt:alerts_to_cloud', kind: 'action' }} rules={[]} onCancel={() => {}} onDeleted={onDeleted} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete bridge mqtt:alerts_to_cloud?' });
    expect(within(dialog).getByText(/No rule uses it/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deletes).toEqual(['/api/v5/actions/mqtt%3Aalerts_to_cloud']);
  });
});
