import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderAtRoutes } from '../../test/render';
import { cachedQueriesOf, recordRequests } from '../../test/requests';
import { serveSandbox } from '../../test/serve-sandbox';
import { SchemaDetailView } from './SchemaDetailView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
const requests = recordRequests(server);

describe('SchemaDetailView', () => {
  it('deletes the schema after confirmation and leaves without asking for it again', async () => {
    const routes = { 'schema-registry': () => <p>The list</p>, 'schema-registry/detail/device_event': () => <SchemaDetailView name="device_event" /> };
    const { history, queryClient } = renderAtRoutes(routes, '/schema-registry/detail/device_event');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this schema?' });
    requests.clear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The list')).toBeVisible();
    expect(history.location.pathname).toBe('/schema-registry');
    expect(state.schemaRegistry.has('device_event')).toBe(false);
    // The delete forgets the schema once no screen shows it: then nothing is left that could ask for it.
    await waitFor(() => expect(cachedQueriesOf(queryClient, '/schema_registry/device_event')).toEqual([]));
    expect(requests.of('/schema_registry/device_event')).toEqual(['DELETE /schema_registry/device_event']);
  });
});
