import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderRoute } from '../../test/route';

describe('SchemaListView', () => {
  it('sorts every schema before cutting the page, not only the page shown', async () => {
    const state = createSandboxState({ clients: 0, requireAuth: false });
    for (let i = 0; i < 15; i += 1) {
      const name = `a_${String(i).padStart(2, '0')}`;
      state.schemaRegistry.set(name, { name, type: 'json', description: '', source: '{}' });
    }
    await renderRoute('/schema-registry', { state, search: { page: 1, limit: 10 } });
    const table = await screen.findByRole('table', { name: 'Schemas' });
    const names = () => within(table).getAllByRole('link').map((link) => link.textContent);
    await waitFor(() => expect(names()).toHaveLength(10));
    // As listed, the broker's schemas come first.
    expect(names()[0]).toBe('sensor_reading');
    const name = within(table).getByRole('button', { name: 'Name' });
    fireEvent.click(name);
    await waitFor(() => expect(names()).toEqual(Array.from({ length: 10 }, (_, i) => `a_0${i}`)));
    fireEvent.click(name);
    await waitFor(() => expect(names()[0]).toBe('telemetry_frame'));
    expect(names().slice(0, 3)).toEqual(['telemetry_frame', 'sensor_reading', 'device_event']);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });
});
