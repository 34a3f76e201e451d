import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  getExhooksByNameHooksResponse,
  getExhooksByNameResponse,
  getExhooksResponse,
  postExhooksResponse,
  putExhooksByNameResponse,
} from '../src/generated/zod/ex-hook/ex-hook.zod';
import { exhookTarget, isValidExhookName, moveExhook, reconnectIntervalMs } from './model/exhooks';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

const NODES = ['emqx@node1.emqx.io', 'emqx@node2.emqx.io', 'emqx@node3.emqx.io'];

interface Metrics {
  succeed: number;
  failed: number;
  rate: number;
  max_rate: number;
}

interface Server_ {
  name: string;
  enable: boolean;
  url: string;
  auto_reconnect: string | false;
  ssl: Record<string, unknown>;
  hooks: { name: string; params: Record<string, string> }[];
  metrics: Metrics;
  node_metrics: { node: string; metrics: Metrics }[];
  node_status: { node: string; status: string }[];
}

/** A port nothing listens on: one the system gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('ExHook model', () => {
  it('takes names that start with a letter, then letters, digits, underscores and hyphens', () => {
    expect(['default', 'a', 'auth-hook_2'].every(isValidExhookName)).toBe(true);
    expect(['', '1hook', '_x', 'has space', 'dot.ted', 'é'].some(isValidExhookName)).toBe(false);
  });

  it('moves to the front, the rear, before or after another; an unknown server is refused', () => {
    const order = ['a', 'b', 'c'];
    expect(moveExhook(order, 'c', 'front')).toEqual(['c', 'a', 'b']);
    expect(moveExhook(order, 'a', 'rear')).toEqual(['b', 'c', 'a']);
    expect(moveExhook(order, 'a', 'after:b')).toEqual(['b', 'a', 'c']);
    expect(moveExhook(order, 'c', 'before:b')).toEqual(['a', 'c', 'b']);
    expect(moveExhook(order, 'x', 'front')).toEqual({ error: 'Server not found' });
    expect(moveExhook(order, 'a', 'before:x')).toEqual({ error: 'Server not found' });
    expect(moveExhook(order, 'a', 'sideways')).toEqual({ error: 'Invalid position: sideways' });
  });

  it('reads the URL and the reconnect interval', () => {
    expect(exhookTarget('http://127.0.0.1:9000')).toEqual({ host: '127.0.0.1', port: 9000 });
    expect(exhookTarget('https://[::1]')).toEqual({ host: '::1', port: 443 });
    expect(exhookTarget('grpc://x:1')).toEqual({ error: 'Invalid url scheme: grpc://x:1' });
    expect(reconnectIntervalMs({ auto_reconnect: '60s' })).toBe(60_000);
    expect(reconnectIntervalMs({ auto_reconnect: '2m' })).toBe(120_000);
    expect(reconnectIntervalMs({ auto_reconnect: false })).toBeUndefined();
  });
});

describe('sandbox ExHook servers', () => {
  let t: TestSandbox;
  const clock = manualClock();
  let listening: Server;
  let listeningPort: number;

  beforeAll(async () => {
    listening = createServer();
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    listeningPort = (listening.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listening.close(() => resolve())));
  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0, now: clock.now });
  });
  afterEach(() => t.close());

  it('lists the seeded servers in order with status, hooks and moving counters per node, valid against the contract', async () => {
    const list = await t.getJson<Server_[]>('/exhooks');
    expect(getExhooksResponse.safeParse(list).success).toBe(true);
    expect(list.map((s) => [s.name, s.node_status.map((n) => n.status)[0]])).toEqual([
      ['default', 'connected'],
      ['legacy_acl', 'error'],
      ['billing_audit', 'disabled'],
    ]);
    const [def, legacy, billing] = list as [Server_, Server_, Server_];
    expect(def.node_status.map((n) => n.node)).toEqual(NODES);
    expect(def.hooks.map((h) => h.name)).toContain('message.publish');
    expect(def.hooks.find((h) => h.name === 'message.publish')?.params).toEqual({ topics: ['sensor/#', 'trucks/+/position'] });
    expect(legacy.ssl.password).toBe('******');
    expect(legacy.hooks).toEqual([]);
    // A disabled server keeps what it counted, and counts no more.
    expect(billing.metrics.succeed).toBeGreaterThan(0);
    expect(billing.metrics.rate).toBe(0);

    clock.advance(60_000);
    const later = await t.getJson<Server_>('/exhooks/default');
    expect(getExhooksByNameResponse.safeParse(later).success).toBe(true);
    expect(later.metrics.succeed).toBeGreaterThan(def.metrics.succeed);
    expect(later.metrics.rate).toBeGreaterThan(0);
    expect(Number.isInteger(later.metrics.rate)).toBe(true);
    const sum = later.node_metrics.reduce((acc, n) => acc + n.metrics.succeed, 0);
    expect(sum).toBe(later.metrics.succeed);
    expect((await t.getJson<Server_>('/exhooks/billing_audit')).metrics.succeed).toBe(billing.metrics.succeed);

    const hooks = await t.getJson<(Server_['hooks'][number] & { metrics: Metrics; node_metrics: unknown[] })[]>('/exhooks/default/hooks');
    expect(getExhooksByNameHooksResponse.safeParse(hooks).success).toBe(true);
    expect(hooks.find((h) => h.name === 'message.publish')).toMatchObject({ params: { topics: ['sensor/#', 'trucks/+/position'] }, metrics: { succeed: expect.any(Number) } });
    expect(hooks[0]?.node_metrics).toHaveLength(3);
    expect(await t.getJson('/exhooks/legacy_acl/hooks')).toEqual([]);
    expect((await t.api('/exhooks/nope/hooks')).status).toBe(400);
    expect((await t.api('/exhooks/nope')).status).toBe(404);
  });

  it('connects to a listening port, reconnects to a refused one, refuses bad and taken names', async () => {
    const created = await t.api('/exhooks', send('POST', { name: 'live-1', url: `http://127.0.0.1:${listeningPort}` }));
    expect(created.status).toBe(200);
    const live = (await created.json()) as Server_;
    expect(postExhooksResponse.safeParse(live).success).toBe(true);
    expect(live).toMatchObject({ enable: true, auto_reconnect: '60s', pool_size: 8, failed_action: 'deny' });
    expect(live.node_status.every((n) => n.status === 'connected')).toBe(true);
    expect(live.hooks.length).toBeGreaterThan(10);

    const refused = `http://127.0.0.1:${await closedPort()}`;
    const down = (await (await t.api('/exhooks', send('POST', { name: 'down', url: refused }))).json()) as Server_;
    expect(down.node_status[0]?.status).toBe('connecting');
    expect(down.hooks).toEqual([]);
    const noRetry = (await (await t.api('/exhooks', send('POST', { name: 'no-retry', url: refused, auto_reconnect: false }))).json()) as Server_;
    expect(noRetry.node_status[0]?.status).toBe('disconnected');

    const taken = await t.api('/exhooks', send('POST', { name: 'default', url: refused }));
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ code: 'BAD_REQUEST', message: 'Already exists' });
    const bad = await t.api('/exhooks', send('POST', { name: '9lives', url: refused }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/Invalid name/);

    // New servers are called last, in the order they were made.
    const names = (await t.getJson<Server_[]>('/exhooks')).map((s) => s.name);
    expect(names).toEqual(['default', 'legacy_acl', 'billing_audit', 'live-1', 'down', 'no-retry']);
  });

  it('edits with the masked secret kept, disables, moves and deletes', async () => {
    const legacy = await t.getJson<Server_>('/exhooks/legacy_acl');
    const put = await t.api('/exhooks/legacy_acl', send('PUT', { ...legacy, pool_size: 3, hooks: undefined, metrics: undefined, node_metrics: undefined, node_status: undefined }));
    expect(put.status).toBe(200);
    expect(putExhooksByNameResponse.safeParse(await put.json()).success).toBe(true);
    expect(t.state.exhooks.find((r) => r.config.name === 'legacy_acl')?.config.ssl).toMatchObject({ password: 'seeded-key-passphrase' });

    const def = await t.getJson<Server_>('/exhooks/default');
    const { hooks: _h, metrics: _m, node_metrics: _nm, node_status: _ns, ...config } = def;
    const disabled = (await (await t.api('/exhooks/default', send('PUT', { ...config, enable: false }))).json()) as Server_;
    expect(disabled.node_status.every((n) => n.status === 'disabled')).toBe(true);
    expect(disabled.hooks).toEqual([]);
    const again = (await (await t.api('/exhooks/default', send('PUT', { ...config, enable: true }))).json()) as Server_;
    expect(again.node_status[0]?.status).toBe('connected');

    expect((await t.api('/exhooks/billing_audit/move', send('POST', { position: 'front' }))).status).toBe(204);
    expect((await t.api('/exhooks/default/move', send('POST', { position: 'after:legacy_acl' }))).status).toBe(204);
    expect((await t.getJson<Server_[]>('/exhooks')).map((s) => s.name)).toEqual(['billing_audit', 'legacy_acl', 'default']);
    expect((await t.api('/exhooks/default/move', send('POST', { position: 'before:nope' }))).status).toBe(400);

    expect((await t.api('/exhooks/default', { method: 'DELETE' })).status).toBe(204);
    expect((await t.api('/exhooks/default', { method: 'DELETE' })).status).toBe(404);
    expect((await t.api('/exhooks/nope', send('PUT', { name: 'nope', url: 'http://x:1' }))).status).toBe(404);
  });

  it('tries a reconnecting server again once its interval has passed', async () => {
    const port = await closedPort();
    await t.api('/exhooks', send('POST', { name: 'later', url: `http://127.0.0.1:${port}`, auto_reconnect: '10s' }));
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      expect((await t.getJson<Server_>('/exhooks/later')).node_status[0]?.status).toBe('connecting');
      clock.advance(10_000);
      expect((await t.getJson<Server_>('/exhooks/later')).node_status[0]?.status).toBe('connected');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
