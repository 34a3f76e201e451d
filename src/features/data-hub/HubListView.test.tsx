import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { setSession } from '../../api/session';
import { activateLocale, loadCatalogs } from '../../i18n/i18n';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { HubListView } from './HubListView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);
const validations = () => state.dataHub.validations.map((v) => v.name);

async function table(name: string, first: string) {
  const found = await screen.findByRole('table', { name });
  await within(found).findByText(first);
  return found;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('HubListView', () => {
  it('lists the validations in their order with their counters from one request', async () => {
    renderInRouter(<HubListView kindId="validation" />);
    const rows = within(await table('Schema validations', 'sensor_reading_shape'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => cells(r)[2])).toEqual(['sensor_reading_shape', 'meter_reading_range', 'legacy_state_guard']);
    expect(cells(rows[0]!).slice(3, 6)).toEqual(['sensor/+/reading', '1', 'Drop the message']);
    expect(cells(rows[1]!)[5]).toBe('Only log');
    await waitFor(() => expect(Number(cells(within(screen.getByRole('table', { name: 'Schema validations' })).getAllByRole('row')[1]!)[6]?.replace(/,/g, ''))).toBeGreaterThan(0));
    expect(within(rows[2]!).getByRole('checkbox', { name: 'Enable legacy_state_guard' })).not.toBeChecked();
  });

  it('moves a validation to the front (the whole order sent), disables one and deletes one after confirmation', async () => {
    renderInRouter(<HubListView kindId="validation" />);
    await table('Schema validations', 'sensor_reading_shape');
    fireEvent.click(screen.getByRole('button', { name: 'Move legacy_state_guard to the front' }));
    await waitFor(() => expect(validations()).toEqual(['legacy_state_guard', 'sensor_reading_shape', 'meter_reading_range']));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Enable meter_reading_range' }));
    await waitFor(() => expect(state.dataHub.validations.find((v) => v.name === 'meter_reading_range')?.enable).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'Delete legacy_state_guard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete legacy_state_guard?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(validations()).toEqual(['sensor_reading_shape', 'meter_reading_range']));
  });

  it('lists the transformations with their operations; a viewer changes nothing', async () => {
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    try {
      renderInRouter(<HubListView kindId="transformation" />);
      const rows = within(await table('Message transformations', 'fleet_vehicle_tag'))
        .getAllByRole('row')
        .slice(1);
      expect(cells(rows[0]!).slice(2, 5)).toEqual(['fleet_vehicle_tag', 'fleet/+/telemetry', '2']);
      expect(screen.getByRole('checkbox', { name: 'Enable fleet_vehicle_tag' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Delete fleet_vehicle_tag' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Reorder fleet_vehicle_tag' })).toBeDisabled();
    } finally {
      setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' });
    }
  });

  it('reads in Chinese', async () => {
    await act(async () => {
      await activateLocale('zh');
      await loadCatalogs(['diagnose']);
    });
    try {
      renderInRouter(<HubListView kindId="transformation" />);
      const found = await screen.findByRole('table', { name: '消息转换' });
      expect(await within(found).findByRole('columnheader', { name: '失败时' })).toBeVisible();
      expect(await within(found).findAllByText('仅记录日志')).not.toHaveLength(0);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
