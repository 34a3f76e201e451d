import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverTick, MESSAGES_PER_TICK } from './model/live-delivery';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

const enc = encodeURIComponent;

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An HTTP endpoint that records what it receives and answers `status`. */
async function endpoint(status = 200): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      // The connector's health probes (HEAD) are not messages.
      if (req.method !== 'HEAD') received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('the rule engine on simulated traffic', () => {
  let t: TestSandbox;
  let target: Awaited<ReturnType<typeof endpoint>>;
  const clock = manualClock();

  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0, now: clock.now });
    target = await endpoint();
  });
  afterEach(async () => {
    await t.close();
    await new Promise<void>((resolve) => target.server.close(() => resolve()));
  });

  async function webhook(url: string, rule: { sql: string; enable?: boolean }) {
    expect((await t.api('/connectors', send('POST', { type: 'http', name: 'hook', url, headers: { 'content-type': 'application/json' } }))).status).toBe(201);
    const action = { type: 'http', name: 'hook', connector: 'hook', parameters: { method: 'post', path: '/in/${clientid}', body: '{"t":${payload.temp},"topic":"${topic}"}' } };
    expect((await t.api('/actions', send('POST', action))).status).toBe(201);
    const created = await t.api('/rules', send('POST', { ...rule, actions: ['http:hook', { function: 'console' }] }));
    expect(created.status).toBe(201);
    return ((await created.json()) as { id: string }).id;
  }

  it('sends what an enabled rule passes to its HTTP action, with the templates applied, and the counters move', async () => {
    const id = await webhook(target.url, { sql: 'SELECT * FROM "sensors/+/temp"' });
    await deliverTick(t.state);
    expect(target.received).toHaveLength(MESSAGES_PER_TICK);
    const first = target.received[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toMatch(/^\/in\/sandbox-sim-\d$/);
    expect(first.headers['content-type']).toBe('application/json');
    expect(JSON.parse(first.body)).toEqual({ t: expect.any(Number), topic: 'sensors/sim/temp' });

    const rule = await t.getJson<{ metrics: Record<string, number> }>(`/rules/${enc(id)}/metrics`);
    expect(rule.metrics).toMatchObject({ matched: 2, passed: 2, 'actions.total': 4, 'actions.success': 4, 'actions.failed': 0 });
    expect(rule.metrics['matched.rate']).toBeGreaterThan(0);
    const action = await t.getJson<{ metrics: Record<string, number> }>(`/actions/${enc('http:hook')}/metrics`);
    expect(action.metrics).toMatchObject({ matched: 2, success: 2, failed: 0 });
  });

  it('counts refused requests as failed, and sends nothing for a disabled rule or a WHERE that does not pass', async () => {
    const refusing = await endpoint(503);
    try {
      const id = await webhook(refusing.url, { sql: 'SELECT * FROM "t/#"' });
      await deliverTick(t.state);
      expect(refusing.received).toHaveLength(2);
      expect((await t.getJson<{ metrics: Record<string, number> }>(`/actions/${enc('http:hook')}/metrics`)).metrics).toMatchObject({ matched: 2, success: 0, failed: 2 });
      expect((await t.api(`/rules/${enc(id)}`, send('PUT', { enable: false, sql: 'SELECT * FROM "t/#"' }))).status).toBe(200);
      await deliverTick(t.state);
      expect(refusing.received).toHaveLength(2);
      expect((await t.api(`/rules/${enc(id)}`, send('PUT', { enable: true, sql: 'SELECT * FROM "t/#" WHERE payload.temp > 1000' }))).status).toBe(200);
      await deliverTick(t.state);
      expect(refusing.received).toHaveLength(2);
      expect((await t.getJson<{ metrics: Record<string, number> }>(`/rules/${enc(id)}/metrics`)).metrics).toMatchObject({ matched: 4, passed: 2, 'failed.no_result': 2 });
    } finally {
      await new Promise<void>((resolve) => refusing.server.close(() => resolve()));
    }
  });
});
