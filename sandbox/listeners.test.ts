/**
 * Listener behaviour the console's Listeners and Limiter screens rely on, as EMQX 5.8.1 has it:
 * actions write `enable`, QUIC listeners can be created, rates are checked and the field named.
 */
import { getListenersByIdResponse, getListenersResponse } from '../src/generated/zod/listeners/listeners.zod';
import { expectContractViolation, send, startTestSandbox, type TestSandbox } from './test-support';

type Listener = { id: string; enable: boolean; status: { running: boolean | string; current_connections: number }; node_status: unknown[] };
type Detail = Record<string, unknown>;

const path = (id: string) => `/listeners/${encodeURIComponent(id)}`;

describe('sandbox listeners', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ clients: 50 });
  });
  afterAll(() => t.close());

  const summary = async (id: string) => (await t.getJson<Listener[]>('/listeners')).find((l) => l.id === id);

  it('stop disables the listener and start or restart enable it, as the broker writes the action into the config', async () => {
    expect((await t.api('/listeners', send('POST', { type: 'tcp', name: 'edge', bind: '0.0.0.0:2883' }))).status).toBe(200);
    expect((await t.api(`${path('tcp:edge')}/stop`, { method: 'POST' })).status).toBe(200);
    expect(await summary('tcp:edge')).toMatchObject({ enable: false, status: { running: false } });
    expect(await t.getJson(path('tcp:edge'))).toMatchObject({ enable: false, running: false });
    expect((await t.api(`${path('tcp:edge')}/restart`, { method: 'POST' })).status).toBe(200);
    expect(await summary('tcp:edge')).toMatchObject({ enable: true, status: { running: true } });
    expect((await t.api(`${path('tcp:edge')}/stop`, { method: 'POST' })).status).toBe(200);
    expect((await t.api(`${path('tcp:edge')}/start`, { method: 'POST' })).status).toBe(200);
    expect(await summary('tcp:edge')).toMatchObject({ enable: true, status: { running: true } });
    expect((await t.api(path('tcp:edge'), { method: 'DELETE' })).status).toBe(204);
  });

  it('creates a QUIC listener with its schema defaults, and every answer keeps to the contract', async () => {
    const res = await t.api('/listeners', send('POST', { type: 'quic', name: 'default', bind: '14567' }));
    expect(res.status).toBe(200);
    const quic = await t.getJson<Detail>(path('quic:default'));
    expect(quic).toMatchObject({ id: 'quic:default', type: 'quic', enable: true, max_connections: 'infinity', ssl_options: { verify: 'verify_none' } });
    expect(getListenersByIdResponse.safeParse(quic).success).toBe(true);
    const all = await t.getJson<Listener[]>('/listeners');
    expect(getListenersResponse.safeParse(all).success).toBe(true);
    expect(all.find((l) => l.id === 'quic:default')?.node_status).toHaveLength(t.state.nodes.length);
    expect((await t.getJson<Listener[]>('/listeners?type=quic')).map((l) => l.id)).toEqual(['quic:default']);
    await expectContractViolation(await t.api('/listeners', send('POST', { type: 'udp', name: 'x', bind: '1' })), 'body.type must be "quic", not "udp"');
  });

  it('writes a whole listener back with new rates, and names a malformed rate in a validation error', async () => {
    const id = 'ws:default';
    const before = await t.getJson<Detail>(path(id));
    const { running: _running, current_connections: _current, name: _name, ...body } = before;
    const put = await t.api(path(id), send('PUT', { ...body, max_conn_rate: '100/s', messages_rate: '50/s', bytes_rate: '1MB/s' }));
    expect(put.status).toBe(200);
    expect(await t.getJson(path(id))).toMatchObject({ max_conn_rate: '100/s', messages_rate: '50/s', bytes_rate: '1MB/s', bind: before.bind });

    const bad = await t.api(path(id), send('PUT', { ...body, bytes_rate: 'fast' }));
    expect(bad.status).toBe(400);
    const error = (await bad.json()) as { code: string; message: string };
    expect(error.code).toBe('BAD_REQUEST');
    expect(JSON.parse(error.message)).toMatchObject({ kind: 'validation_error', path: 'listeners.ws.default.bytes_rate' });
    expect(await t.getJson(path(id))).toMatchObject({ bytes_rate: '1MB/s' });
    expect((await t.api('/listeners', send('POST', { type: 'tcp', name: 'slow', bind: '2884', max_conn_rate: '10 a second' }))).status).toBe(400);
  });

  it('refuses a type or id change and a port another listener holds', async () => {
    expect((await t.api(path('tcp:default'), send('PUT', { type: 'ssl', id: 'tcp:default' }))).status).toBe(400);
    const taken = await t.api(path('ws:default'), send('PUT', { type: 'ws', id: 'ws:default', bind: '0.0.0.0:1883' }));
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as { message: string }).message).toMatch(/eaddrinuse/);
  });
});
