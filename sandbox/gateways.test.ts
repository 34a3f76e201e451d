/**
 * Gateways as the console's gateway screens use them (EMQX 5.8.1): PUT loads an unloaded gateway
 * with its listeners, enable/disable stops and starts it (closing its connections), listeners keep
 * to their gateway's transports and free ports, and the clients list pages, filters and kicks.
 */
import * as zod from 'zod';
import { getGatewaysByNameClientsByClientidResponse, getGatewaysByNameClientsByClientidSubscriptionsResponse, getGatewaysByNameClientsResponse } from '../src/generated/zod/gateway-clients/gateway-clients.zod';
import { getGatewaysByNameListenersByIdResponse, getGatewaysByNameListenersResponse } from '../src/generated/zod/gateway-listeners/gateway-listeners.zod';
import { getGatewaysByNameResponse, getGatewaysResponseItem } from '../src/generated/zod/gateways/gateways.zod';
import { send, startTestSandbox, type TestSandbox } from './test-support';

interface Overview {
  name: string;
  status: string;
  current_connections?: number;
  listeners?: { id: string; type: string; running: boolean }[];
  node_status?: { node: string; status: string; current_connections: number }[];
}
interface Page {
  data: { clientid: string; username: string; node: string; proto_ver: string; connected_at: string }[];
  meta: { page: number; limit: number; count?: number; hasnext: boolean };
}

const overviewSchema = zod.array(getGatewaysResponseItem);

const clients = (name: string, query = '') => `/gateways/${name}/clients${query}`;
const client = (name: string, id: string) => `/gateways/${name}/clients/${encodeURIComponent(id)}`;

describe('sandbox gateways', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ clients: 30 });
  });
  afterAll(() => t.close());

  const putGateway = (name: string, body: unknown): Promise<Response> => t.api(`/gateways/${name}`, send('PUT', body));
  const overview = async (name: string) => (await t.getJson<Overview[]>('/gateways')).find((g) => g.name === name);
  const expectError = async (res: Response, status: number, message: RegExp) => {
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
  };

  it('lists the five gateways with their status, listeners and per-node counts, filtered by status', async () => {
    const all = await t.getJson<Overview[]>('/gateways');
    expect(overviewSchema.safeParse(all).success).toBe(true);
    expect(Object.fromEntries(all.map((g) => [g.name, g.status]))).toEqual({ coap: 'unloaded', exproto: 'stopped', lwm2m: 'stopped', mqttsn: 'unloaded', stomp: 'running' });
    const stomp = all.find((g) => g.name === 'stomp');
    expect(stomp?.listeners).toEqual([expect.objectContaining({ id: 'stomp:tcp:default', type: 'tcp', running: true })]);
    expect(stomp?.node_status).toHaveLength(t.state.nodes.length);
    expect(stomp?.node_status?.reduce((sum, n) => sum + n.current_connections, 0)).toBe(stomp?.current_connections);
    expect(stomp?.current_connections).toBeGreaterThanOrEqual(20);
    expect((await t.getJson<Overview[]>('/gateways?status=unloaded')).map((g) => g.name)).toEqual(['coap', 'mqttsn']);

    const detail = await t.getJson<Record<string, unknown>>('/gateways/stomp');
    expect(getGatewaysByNameResponse.safeParse(detail).success).toBe(true);
    expect(detail).toMatchObject({ name: 'stomp', status: 'running', enable: true, frame: { max_headers: 10 }, listeners: [{ id: 'stomp:tcp:default', bind: '0.0.0.0:61613' }] });
    expect(await t.getJson('/gateways/mqttsn')).toEqual({ name: 'mqttsn', status: 'unloaded' });
    await expectError(await t.api('/gateways/mqttsn/listeners'), 404, /not loaded/);
  });

  it('loads MQTT-SN with a UDP listener, stops and starts it, and keeps listeners to its transports and free ports', async () => {
    const udp = { type: 'udp', name: 'default', bind: '1884', max_connections: 1024, max_conn_rate: 1000 };
    expect((await putGateway('mqttsn', { name: 'mqttsn', enable: true, gateway_id: 1, mountpoint: 'mqttsn/', listeners: [udp] })).status).toBe(204);
    expect(await overview('mqttsn')).toMatchObject({ status: 'running', listeners: [{ id: 'mqttsn:udp:default', running: true }] });
    const listeners = await t.getJson<unknown[]>('/gateways/mqttsn/listeners');
    expect(getGatewaysByNameListenersResponse.safeParse(listeners).success).toBe(true);
    expect(listeners).toEqual([expect.objectContaining({ id: 'mqttsn:udp:default', running: true, status: expect.objectContaining({ running: true, current_connections: 0 }) })]);
    expect(await t.getJson('/gateways/mqttsn')).toMatchObject({ gateway_id: 1, mountpoint: 'mqttsn/', idle_timeout: '30s' });

    await expectError(await t.api('/gateways/mqttsn/listeners', send('POST', { type: 'tcp', name: 'tcp1', bind: '1885' })), 400, /unknown_fields.*udp|dtls/);
    await expectError(await t.api('/gateways/stomp/listeners', send('POST', { type: 'udp', name: 'u', bind: '1886' })), 400, /"unmatched":"tcp,ssl"/);
    await expectError(await t.api('/gateways/mqttsn/listeners', send('POST', udp)), 400, /Listener name has occupied/);
    await expectError(await t.api('/gateways/mqttsn/listeners', send('POST', { type: 'dtls', name: 'secure', bind: '1884' })), 400, /eaddrinuse/);
    // The MQTT listener holds TCP 1883; a UDP listener may take the number.
    await expectError(await t.api('/gateways/stomp/listeners', send('POST', { type: 'tcp', name: 'edge', bind: '0.0.0.0:1883' })), 400, /eaddrinuse/);
    const added = await t.api('/gateways/mqttsn/listeners', send('POST', { type: 'dtls', name: 'secure', bind: '1883' }));
    expect(added.status).toBe(201);
    expect(getGatewaysByNameListenersByIdResponse.safeParse(await added.json()).success).toBe(true);
    const id = encodeURIComponent('mqttsn:dtls:secure');
    expect(await t.getJson(`/gateways/mqttsn/listeners/${id}`)).toMatchObject({ bind: '1883', running: true, dtls_options: expect.any(Object) });
    expect((await t.api(`/gateways/mqttsn/listeners/${id}`, send('PUT', { type: 'dtls', name: 'secure', enable: false, bind: '1887' }))).status).toBe(200);
    expect(await t.getJson(`/gateways/mqttsn/listeners/${id}`)).toMatchObject({ bind: '1887', running: false, enable: false });
    expect((await t.api(`/gateways/mqttsn/listeners/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(`/gateways/mqttsn/listeners/${id}`)).status).toBe(404);

    expect((await t.api('/gateways/mqttsn/enable/false', { method: 'PUT' })).status).toBe(204);
    expect(await overview('mqttsn')).toMatchObject({ status: 'stopped', listeners: [{ running: false }] });
    expect((await t.api('/gateways/mqttsn/enable/true', { method: 'PUT' })).status).toBe(204);
    expect(await overview('mqttsn')).toMatchObject({ status: 'running' });
    expect((await t.api('/gateways/coap/enable/true', { method: 'PUT' })).status).toBe(404);

    // An update keeps the listeners: they have operations of their own.
    expect((await putGateway('mqttsn', { enable: true, gateway_id: 7, idle_timeout: '60s' })).status).toBe(204);
    expect(await t.getJson('/gateways/mqttsn')).toMatchObject({ gateway_id: 7, idle_timeout: '60s', listeners: [{ id: 'mqttsn:udp:default' }] });
    // CoAP's sensors were waiting for a `coap:udp:default` listener.
    expect((await putGateway('coap', { enable: true, listeners: [{ type: 'udp', name: 'default', bind: '5683' }] })).status).toBe(204);
    expect(await overview('coap')).toMatchObject({ status: 'running', current_connections: 3 });
  });

  it('closes the connections of a gateway it stops; its devices reconnect when it starts again', async () => {
    const before = await t.getJson<Page>(clients('stomp', '?limit=100'));
    expect(before.data.length).toBeGreaterThan(20);
    expect((await t.api('/gateways/stomp/enable/false', { method: 'PUT' })).status).toBe(204);
    expect(await t.getJson<Page>(clients('stomp'))).toMatchObject({ data: [], meta: { count: 0 } });
    expect(await overview('stomp')).toMatchObject({ status: 'stopped', current_connections: 0 });
    expect((await t.api('/gateways/stomp/enable/true', { method: 'PUT' })).status).toBe(204);
    const after = await t.getJson<Page>(clients('stomp', '?limit=100'));
    expect(after.data.map((c) => c.clientid)).toEqual(before.data.map((c) => c.clientid));

    // LwM2M's meters wait for it to start; their records have the LwM2M fields.
    expect(await t.getJson<Page>(clients('lwm2m'))).toMatchObject({ data: [] });
    expect((await t.api('/gateways/lwm2m/enable/true', { method: 'PUT' })).status).toBe(204);
    const meters = await t.getJson<Page>(clients('lwm2m'));
    expect(getGatewaysByNameClientsResponse.safeParse(meters).success).toBe(true);
    expect(meters.data).toHaveLength(4);
    expect(meters.data[0]).toMatchObject({ proto_name: 'LwM2M', endpoint_name: meters.data[0]?.clientid, lifetime: 86_400 });
  });

  it('pages and filters the clients, kicks one out and manages its subscriptions', async () => {
    const first = await t.getJson<Page>(clients('stomp', '?page=1&limit=10'));
    expect(getGatewaysByNameClientsResponse.safeParse(first).success).toBe(true);
    expect(first.meta).toMatchObject({ page: 1, limit: 10, hasnext: true });
    const total = first.meta.count ?? 0;
    const last = await t.getJson<Page>(clients('stomp', `?page=${Math.ceil(total / 10)}&limit=10`));
    expect(last.meta.hasnext).toBe(false);

    const like = await t.getJson<Page>(clients('stomp', '?like_clientid=scanner'));
    expect(like.data.length).toBe(9);
    expect(like.meta.count).toBeUndefined();
    expect((await t.getJson<Page>(clients('stomp', '?username=erp'))).data.map((c) => c.clientid)).toEqual(['erp-adapter-01', 'erp-adapter-02']);
    const node = t.state.nodes[0]?.name ?? '';
    expect((await t.getJson<Page>(clients('stomp', `?node=${encodeURIComponent(node)}`))).data.every((c) => c.node === node)).toBe(true);
    expect((await t.getJson<Page>(clients('stomp', '?proto_ver=1.1'))).data.every((c) => c.proto_ver === '1.1')).toBe(true);
    expect((await t.getJson<Page>(clients('stomp', '?conn_state=disconnected'))).data).toEqual([]);
    expect((await t.getJson<Page>(clients('stomp', `?gte_connected_at=${t.state.now() + 60_000}`))).data).toEqual([]);
    expect((await t.getJson<Page>(clients('stomp', '?lte_created_at=2030-01-01T00:00:00Z'))).meta.count).toBe(total);
    expect((await t.api(clients('stomp', '?conn_state=asleep'))).status).toBe(400);

    const id = 'ops console/shift #2';
    const detail = await t.getJson(client('stomp', id));
    expect(getGatewaysByNameClientsByClientidResponse.safeParse(detail).success).toBe(true);
    expect(detail).toMatchObject({ clientid: id, proto_name: 'STOMP', connected: true, subscriptions_cnt: 0 });

    const subs = `${client('stomp', id)}/subscriptions`;
    await expectError(await t.api(subs, send('POST', { topic: '/queue/alerts', qos: 1 })), 400, /no_subid/);
    const created = await t.api(subs, send('POST', { topic: '/queue/alerts', qos: 1, sub_props: { subid: '7' } }));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ topic: '/queue/alerts', qos: 1, nl: 0, rap: 0, rh: 0, sub_props: { subid: '7' } });
    const listed = await t.getJson(subs);
    expect(getGatewaysByNameClientsByClientidSubscriptionsResponse.safeParse(listed).success).toBe(true);
    expect(listed).toHaveLength(1);
    expect((await t.api(`${subs}/${encodeURIComponent('/queue/alerts')}`, { method: 'DELETE' })).status).toBe(204);
    expect(await t.getJson(subs)).toEqual([]);

    expect((await t.api(client('stomp', id), { method: 'DELETE' })).status).toBe(204);
    await expectError(await t.api(client('stomp', id)), 404, /Client not found/);
    expect((await t.getJson<Page>(clients('stomp'))).meta.count).toBe(total - 1);
    expect((await t.api(client('stomp', id), { method: 'DELETE' })).status).toBe(404);
  });
});
