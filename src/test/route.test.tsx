import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expectContractViolation } from '../../sandbox/contract/expect-violation';
import { createSandboxState } from '../../sandbox/handlers';
import { getGetClientsV2MockHandler } from '../generated/endpoints/clients/clients.msw';
import { getGetNodesMockHandler } from '../generated/endpoints/nodes/nodes.msw';
import { renderRoute, routeServer } from './route';
import { serveSandbox } from './serve-sandbox';

describe('renderRoute', () => {
  it('hosts a list route in the app shell, answered by a fresh sandbox', async () => {
    const { requests } = await renderRoute('/connections');
    expect(await screen.findByRole('heading', { name: 'Connections' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Connections' });
    expect(await within(table).findByRole('link', { name: '温度传感器-01' })).toBeVisible();
    // The shell is there too: the side menu, and the probes of the optional APIs.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(requests.list()).toEqual(expect.arrayContaining(['GET /clients_v2', 'GET /alarms', 'GET /audit']));
  });

  it('opens a detail route whose id holds a slash, encoded as the app links it', async () => {
    const state = createSandboxState({ clients: 20, requireAuth: false });
    const { history } = await renderRoute('/connections/detail/$clientId', { state, params: { clientId: 'sensor/line-1 #1' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'sensor/line-1 #1' })).toBeVisible();
    expect(history.location.pathname).toBe('/connections/detail/sensor%2Fline-1%20%231');
    // Sent as /clients/sensor%2Fline-1%20%231: an unencoded slash would break the request contract and fail the test.
    expect(await screen.findByText('line-1-sensors')).toBeVisible();
  });

  it('reads the route search as the screen validates it', async () => {
    const { router } = await renderRoute('/connections', { search: { clientid: 'legacy' } });
    const table = await screen.findByRole('table', { name: 'Connections' });
    expect(await within(table).findByRole('link', { name: 'legacy%20client' })).toBeVisible();
    expect(within(table).queryByRole('link', { name: '温度传感器-01' })).toBeNull();
    expect(screen.getByLabelText('Client ID')).toHaveValue('legacy');
    expect(router.state.location.search).toEqual({ clientid: 'legacy', page: 1, limit: 20 });
  });

  it('logs in as a viewer, who sees every control that changes something disabled', async () => {
    await renderRoute('/blacklist', { role: 'viewer' });
    const table = await screen.findByRole('table', { name: 'Blacklist' });
    expect(await within(table).findByRole('button', { name: 'Remove guest from the blacklist' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('shows the error when one answer of the sandbox is replaced by a 500', async () => {
    routeServer().use(http.get('/api/v5/clients_v2', () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'database down' }, { status: 500 })));
    await renderRoute('/connections');
    const table = await screen.findByRole('table', { name: 'Connections' });
    expect(await within(table).findByText('The data could not be loaded.')).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('takes other handlers instead of the sandbox: the generated mocks, with the shell answered quietly', async () => {
    const clients = { data: [{ clientid: 'bench-1', username: 'bench', node: 'emqx@127.0.0.1', connected: true }], meta: { count: 1 } };
    const { requests, toasts } = await renderRoute('/connections', { handlers: [getGetClientsV2MockHandler(clients), getGetNodesMockHandler([{ node: 'emqx@127.0.0.1', node_status: 'running' }])] });
    const table = await screen.findByRole('table', { name: 'Connections' });
    expect(await within(table).findByRole('link', { name: 'bench-1' })).toBeVisible();
    await waitFor(() => expect(requests.of('/clients_v2')).toEqual(['GET /clients_v2']));
    expect(toasts).toEqual([]);
  });

  it('lets a test send what the API document does not allow, and expect the violation the sandbox records', async () => {
    routeServer();
    const url = new URL('/api/v5/clients/a%2Fb/subscribe', window.location.href);
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ qos: 3 }) });
    // Checked, and taken off the record: the setup would fail the test for it otherwise.
    await expectContractViolation(response, /body\.topic is required; body\.qos must be/);
    // The answer is the broker's: a 400 BAD_REQUEST with the schema errors as JSON text.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('BAD_REQUEST');
  });
});

describe('renderRoute with a server the file runs itself', () => {
  const server = serveSandbox(createSandboxState({ clients: 0, requireAuth: false }));

  it('sends every request there', async () => {
    const { requests } = await renderRoute('/blacklist', { server });
    const table = await screen.findByRole('table', { name: 'Blacklist' });
    expect(await within(table).findByText('guest')).toBeVisible();
    expect(requests.list()).toContain('GET /banned');
  });
});
