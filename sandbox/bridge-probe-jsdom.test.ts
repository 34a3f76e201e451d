// @vitest-environment jsdom
/**
 * Component tests run the sandbox under msw's setupServer in jsdom: the probes still reach the
 * network for real there (raw sockets, which msw does not intercept; mqtt.js over TCP).
 */
import { createServer, type AddressInfo } from 'node:net';
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState } from './handlers';

const base = 'http://localhost:3000/api/v5';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('data integration probes under msw setupServer (jsdom)', () => {
  const server = setupServer(...createSandboxHandlers(createSandboxState({ clients: 0, requireAuth: false })));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  const probe = (kind: string, body: unknown) =>
    fetch(`${base}/${kind}_probe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('answers TEST_FAILED econnrefused for HTTP and MQTT targets on a closed port', async () => {
    const port = await closedPort();
    const httpProbe = await probe('connectors', { type: 'http', name: 'x', url: `http://127.0.0.1:${port}` });
    expect(await httpProbe.json()).toEqual({ code: 'TEST_FAILED', message: 'econnrefused' });
    const mqttProbe = await probe('connectors', { type: 'mqtt', name: 'x', server: `127.0.0.1:${port}` });
    expect(await mqttProbe.json()).toEqual({ code: 'TEST_FAILED', message: 'econnrefused' });
  });
});
