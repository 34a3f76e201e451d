// @vitest-environment jsdom
/**
 * The same handlers in a component-test setting: msw's setupServer in jsdom, where the page is
 * http://localhost:3000 and relative handler paths resolve against it.
 */
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState } from './handlers';
import { expectContractViolation } from './contract/expect-violation';

const base = 'http://localhost:3000/api/v5';

describe('sandbox handlers under msw setupServer (jsdom)', () => {
  const state = createSandboxState({ clients: 200 });
  const server = setupServer(...createSandboxHandlers(state));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  async function login(): Promise<string> {
    const res = await fetch(`${base}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'public' }) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  it('logs in, enforces tokens and answers stateful and generated operations', async () => {
    expect(location.origin).toBe('http://localhost:3000');
    expect((await fetch(`${base}/clients`)).status).toBe(401);
    const headers = { authorization: `Bearer ${await login()}` };
    const clients = (await (await fetch(`${base}/clients?limit=10`, { headers })).json()) as { meta: { count: number } };
    expect(clients.meta.count).toBe(200);
    const id = encodeURIComponent('sensor/line-1 #1');
    expect((await fetch(`${base}/clients/${id}`, { headers })).status).toBe(200);
    expect((await fetch(`${base}/clients/${id}`, { method: 'DELETE', headers })).status).toBe(204);
    expect(state.clients.has('sensor/line-1 #1')).toBe(false);
    expect((await fetch(`${base}/banned`, { headers })).status).toBe(200);
  });

  it('can run without the token check for component tests', async () => {
    const open = createSandboxState({ clients: 20, requireAuth: false });
    server.use(...createSandboxHandlers(open));
    expect((await fetch(`${base}/nodes`)).status).toBe(200);
    server.resetHandlers();
  });

  it('holds every request to the API document, as the Node server does', async () => {
    const id = encodeURIComponent('sensor/line-1 #1');
    await expectContractViolation(await fetch(`${base}/clients/${id}/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ qos: 3 }) }), /body\.topic is required; body\.qos must be/);
  });
});
