import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { createSandboxState } from '../../../../sandbox/handlers';
import { setSession } from '../../../api/session';
import { renderInRouter } from '../../../test/render';
import { recordRequests } from '../../../test/requests';
import { routeServer } from '../../../test/route';
import { ExternalRegistriesView } from './ExternalRegistriesView';

/** A fresh sandbox per test (the seeded `confluent_prod` only), and the bodies of the writes it receives. */
function serve() {
  const state = createSandboxState({ clients: 0, requireAuth: false });
  const server = routeServer({ state });
  const requests = recordRequests(server);
  const bodies: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET') return;
    const path = new URL(request.url).pathname.replace(/^\/api\/v5/, '');
    void request
      .clone()
      .text()
      .then((text) => bodies.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined }));
  });
  return { state, requests, bodies };
}

async function table() {
  const found = await screen.findByRole('table', { name: 'External registries' });
  await within(found).findByText('confluent_prod');
  return found;
}

const rowOf = (found: HTMLElement, name: string) => within(found).getByText(name).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('ExternalRegistriesView', () => {
  it('lists the seeded registry with its URL and basic authentication, never its password', async () => {
    serve();
    renderInRouter(<ExternalRegistriesView />);
    const row = rowOf(await table(), 'confluent_prod');
    expect(screen.getByRole('heading', { level: 1, name: 'External registries' })).toBeVisible();
    expect(cells(row).slice(0, 3)).toEqual(['confluent_prod', 'https://schema-registry.plant.internal:8081', 'Basic: emqx']);
    expect(row).not.toHaveTextContent('******');
  });

  it('adds a registry, checking the name and URL as they are typed', async () => {
    const { state } = serve();
    renderInRouter(<ExternalRegistriesView />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Add registry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add registry' });
    const name = within(dialog).getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'confluent_prod' } });
    expect(await within(dialog).findByText('An external registry with this name already exists')).toBeVisible();
    fireEvent.change(name, { target: { value: 'confluent_dev' } });
    const url = within(dialog).getByLabelText(/^URL/);
    fireEvent.change(url, { target: { value: 'sr.dev.internal:8081' } });
    expect(await within(dialog).findByText('Enter a URL that starts with http:// or https://')).toBeVisible();
    expect(within(dialog).getByText(/None: the broker reads the registry without credentials/)).toBeVisible();

    // Not sent while the URL is wrong.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(state.dataHub.externalRegistries.has('confluent_dev')).toBe(false);

    fireEvent.change(url, { target: { value: 'http://sr.dev.internal:8081' } });
    await waitFor(() => expect(within(dialog).queryByText('Enter a URL that starts with http:// or https://')).not.toBeInTheDocument());
    fireEvent.change(within(dialog).getByLabelText('Authentication'), { target: { value: 'basic' } });
    fireEvent.change(within(dialog).getByLabelText(/^Username/), { target: { value: 'dev' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'dev-s3cret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() =>
      expect(state.dataHub.externalRegistries.get('confluent_dev')).toEqual({ type: 'confluent', url: 'http://sr.dev.internal:8081', auth: { mechanism: 'basic', username: 'dev', password: 'dev-s3cret' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add registry' })).not.toBeInTheDocument());
    const found = await table();
    await within(found).findByText('confluent_dev');
    const row = rowOf(found, 'confluent_dev');
    expect(cells(row).slice(1, 3)).toEqual(['http://sr.dev.internal:8081', 'Basic: dev']);
  });

  it('keeps every field when the broker refuses the save, and writes no secret to the console', async () => {
    const { state, requests } = serve();
    const logged = (['log', 'info', 'debug', 'warn', 'error'] as const).map((level) => vi.spyOn(console, level));
    onTestFinished(() => logged.forEach((spy) => spy.mockRestore()));
    renderInRouter(<ExternalRegistriesView />);
    await table();
    // Another administrator takes the name after the list was read: only the broker can tell.
    state.dataHub.externalRegistries.set('confluent_dev', { type: 'confluent', url: 'http://other:8081', auth: 'none' });
    fireEvent.click(screen.getByRole('button', { name: 'Add registry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add registry' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'confluent_dev' } });
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'https://sr.dev.internal' } });
    fireEvent.change(within(dialog).getByLabelText('Authentication'), { target: { value: 'basic' } });
    fireEvent.change(within(dialog).getByLabelText(/^Username/), { target: { value: 'dev' } });
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'dev-s3cret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(requests.list()).toContain('POST /schema_registry_external'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(state.dataHub.externalRegistries.get('confluent_dev')?.url).toBe('http://other:8081');
    expect(screen.getByRole('dialog', { name: 'Add registry' })).toBeVisible();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('confluent_dev');
    expect(within(dialog).getByLabelText(/^URL/)).toHaveValue('https://sr.dev.internal');
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('dev');
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('dev-s3cret');
    expect(logged.flatMap((spy) => spy.mock.calls).flat().map(String).join('\n')).not.toContain('dev-s3cret');
  });

  it('edits a registry: the password asked again (5.8.1 would store a masked one sent back), never "******"', async () => {
    const { bodies } = serve();
    renderInRouter(<ExternalRegistriesView />);
    fireEvent.click(within(await table()).getByRole('button', { name: 'Edit confluent_prod' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit registry confluent_prod' });
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(within(dialog).getByText('Enter the password again: the broker never shows the stored one, and saves exactly what it is sent.')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Username/)).toHaveValue('emqx');
    fireEvent.change(within(dialog).getByLabelText(/^URL/), { target: { value: 'https://sr2.plant.internal:8081' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Password is required')).toBeVisible();
    expect(bodies.filter((b) => b.method === 'PUT')).toEqual([]);
    fireEvent.change(password, { target: { value: 'r0tated' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(bodies).toContainEqual({
        method: 'PUT',
        path: '/schema_registry_external/registry/confluent_prod',
        body: { type: 'confluent', url: 'https://sr2.plant.internal:8081', auth: { mechanism: 'basic', username: 'emqx', password: 'r0tated' } },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit registry confluent_prod' })).not.toBeInTheDocument());
    expect(await within(await table()).findByText('https://sr2.plant.internal:8081')).toBeVisible();
  });

  it('deletes a registry after confirmation naming it', async () => {
    const { state, requests } = serve();
    renderInRouter(<ExternalRegistriesView />);
    fireEvent.click(within(await table()).getByRole('button', { name: 'Delete confluent_prod' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete registry confluent_prod?' });
    expect(requests.list()).not.toContain('DELETE /schema_registry_external/registry/confluent_prod');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.dataHub.externalRegistries.has('confluent_prod')).toBe(false));
    expect(requests.list()).toContain('DELETE /schema_registry_external/registry/confluent_prod');
    expect(await screen.findByText('No external registry yet.')).toBeVisible();
    // The empty list offers the next step.
    expect(screen.getAllByRole('button', { name: 'Add registry' })).toHaveLength(2);
  });

  it('lets a viewer look but not add, edit or delete', async () => {
    serve();
    setSession({ token: 't', username: 'noc-viewer', role: 'viewer', edition: 'enterprise' });
    renderInRouter(<ExternalRegistriesView />);
    const found = await table();
    expect(screen.getByRole('button', { name: 'Add registry' })).toBeDisabled();
    expect(within(found).getByRole('button', { name: 'Edit confluent_prod' })).toBeDisabled();
    expect(within(found).getByRole('button', { name: 'Delete confluent_prod' })).toBeDisabled();
  });
});
