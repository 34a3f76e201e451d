import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  getActionTypesResponse,
  getActionsByIdMetricsResponse,
  getActionsByIdResponse,
  getActionsResponse,
  putActionsByIdResponse,
} from '../src/generated/zod/actions/actions.zod';
import { getConnectorsByIdResponse, getConnectorsResponse, putConnectorsByIdResponse } from '../src/generated/zod/connectors/connectors.zod';
import { getSourceTypesResponse, getSourcesByIdMetricsResponse, getSourcesByIdResponse, getSourcesResponse } from '../src/generated/zod/sources/sources.zod';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

const enc = encodeURIComponent;
const NODES = ['emqx@node1.emqx.io', 'emqx@node2.emqx.io', 'emqx@node3.emqx.io'];

interface Status {
  status: string;
  status_reason?: string;
  node_status: { node: string; status: string; status_reason?: string }[];
}

interface Metrics {
  metrics: Record<string, number>;
  node_metrics: { node: string; metrics: Record<string, number> }[];
}

/** A port nothing listens on: one the system gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('sandbox data integration', () => {
  let t: TestSandbox;
  const clock = manualClock();

  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0, now: clock.now });
  });
  afterEach(() => t.close());

  it('lists the seeded connectors with masked secrets, their channels and status per node, valid against the contract', async () => {
    const list = await t.getJson<(Status & { type: string; name: string; actions: string[]; sources: string[] })[]>('/connectors');
    expect(getConnectorsResponse.safeParse(list).success).toBe(true);
    expect(list.map((c) => `${c.type}:${c.name}`)).toEqual(['http:dispatch_service', 'mqtt:cloud_broker', 'http:legacy_meter_api']);
    const cloud = await t.getJson<Status & Record<string, unknown>>(`/connectors/${enc('mqtt:cloud_broker')}`);
    expect(getConnectorsByIdResponse.safeParse(cloud).success).toBe(true);
    expect(cloud).toMatchObject({ password: '******', username: 'plant-7', actions: ['alerts_to_cloud'], sources: ['cloud_commands'], status: 'inconsistent', status_reason: 'econnrefused' });
    expect(cloud.node_status.map((n) => n.status)).toEqual(['connected', 'connected', 'connecting']);
    const dispatch = await t.getJson<{ headers: Record<string, string> }>(`/connectors/${enc('http:dispatch_service')}`);
    expect(dispatch.headers).toEqual({ 'content-type': 'application/json', authorization: '******' });
    const legacy = await t.getJson<Status & { enable: boolean }>(`/connectors/${enc('http:legacy_meter_api')}`);
    expect(legacy).toMatchObject({ enable: false, status: 'disconnected' });
    expect((await t.api(`/connectors/${enc('http:nope')}`)).status).toBe(404);
    // emqx_connector_api ?TRY_PARSE_ID: an id without a type is not found, as the broker answers.
    expect(await (await t.api('/connectors/nope')).json()).toEqual({ code: 'NOT_FOUND', message: 'Invalid connector ID, should be of pattern {type}:{name}, but got: nope' });
  });

  it('lists actions and sources under their connectors, and the types of the contract', async () => {
    const actions = await t.getJson<(Status & { type: string; name: string; connector: string })[]>('/actions');
    expect(getActionsResponse.safeParse(actions).success).toBe(true);
    expect(actions.map((a) => `${a.type}:${a.name} → ${a.connector}`)).toEqual(['http:webhook_out → dispatch_service', 'mqtt:alerts_to_cloud → cloud_broker']);
    const webhook = await t.getJson(`/actions/${enc('http:webhook_out')}`);
    expect(getActionsByIdResponse.safeParse(webhook).success).toBe(true);
    expect(webhook).toMatchObject({ status: 'connected', parameters: { path: '/positions/${truck}', method: 'post' }, rules: expect.arrayContaining([expect.any(String)]) });
    // On node 3 the cloud connector is still connecting: so are the channels on it.
    expect(await t.getJson(`/actions/${enc('mqtt:alerts_to_cloud')}`)).toMatchObject({ status: 'inconsistent', status_reason: 'econnrefused' });

    const sources = await t.getJson('/sources');
    expect(getSourcesResponse.safeParse(sources).success).toBe(true);
    const source = await t.getJson(`/sources/${enc('mqtt:cloud_commands')}`);
    expect(getSourcesByIdResponse.safeParse(source).success).toBe(true);
    expect(source).toMatchObject({ connector: 'cloud_broker', parameters: { topic: 'plants/7/commands/#', qos: 1 } });

    const actionTypes = await t.getJson<string[]>('/action_types');
    expect(getActionTypesResponse.safeParse(actionTypes).success).toBe(true);
    expect(actionTypes).toContain('http');
    const sourceTypes = await t.getJson<string[]>('/source_types');
    expect(getSourceTypesResponse.safeParse(sourceTypes).success).toBe(true);
    expect(sourceTypes).toEqual(['rabbitmq', 'gcp_pubsub_consumer', 'kafka_consumer', 'mqtt']);
  });

  it('creates an HTTP connector and action against a live server, keeps masked secrets, and deletes them in order', async () => {
    const server: Server = createServer((_req, res) => res.writeHead(204).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const connector = { type: 'http', name: 'orders', url, headers: { Authorization: 'Basic c2VjcmV0' }, pool_size: 4 };
      const created = await t.api('/connectors', send('POST', connector));
      expect(created.status).toBe(201);
      expect(await created.json()).toMatchObject({ status: 'connected', headers: { Authorization: '******' }, actions: [] });
      expect(await (await t.api('/connectors', send('POST', connector))).json()).toMatchObject({ code: 'ALREADY_EXISTS' });

      // The form sends the masked header back unchanged: the secret is kept.
      const put = await t.api(`/connectors/${enc('http:orders')}`, send('PUT', { url, headers: { Authorization: '******' }, pool_size: 2 }));
      const edited = await put.json();
      expect(putConnectorsByIdResponse.safeParse(edited).success).toBe(true);
      expect(edited).toMatchObject({ pool_size: 2, headers: { Authorization: '******' } });
      expect(t.state.connectors.get('http:orders')!.config.headers).toEqual({ Authorization: 'Basic c2VjcmV0' });

      const action = { type: 'http', name: 'orders_out', connector: 'orders', parameters: { path: '/orders/${id}', method: 'post', body: '${.}' } };
      const made = await t.api('/actions', send('POST', action));
      expect(made.status).toBe(201);
      expect(await made.json()).toMatchObject({ status: 'connected', connector: 'orders', resource_opts: { query_mode: 'async' } });
      expect((await t.api('/actions_probe', send('POST', action))).status).toBe(204);
      const missingConnector = await t.api('/actions', send('POST', { ...action, name: 'x', connector: 'nope' }));
      expect(missingConnector.status).toBe(400);
      expect(await missingConnector.json()).toMatchObject({ message: expect.stringContaining('connector_not_found_or_wrong_type') });

      const updated = await t.api(`/actions/${enc('http:orders_out')}`, send('PUT', { connector: 'orders', parameters: { path: '/v2/orders', method: 'put' }, description: 'v2' }));
      expect(putActionsByIdResponse.safeParse(await updated.json()).success).toBe(true);
      expect(await t.getJson(`/connectors/${enc('http:orders')}`)).toMatchObject({ actions: ['orders_out'] });

      const refused = await t.api(`/connectors/${enc('http:orders')}`, { method: 'DELETE' });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('Cannot delete connector while there are active channels defined for this connector') });
      expect((await t.api(`/actions/${enc('http:orders_out')}`, { method: 'DELETE' })).status).toBe(204);
      expect((await t.api(`/connectors/${enc('http:orders')}`, { method: 'DELETE' })).status).toBe(204);
      expect((await t.api(`/connectors/${enc('http:orders')}`, { method: 'DELETE' })).status).toBe(404);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('probes for real: a refused port fails with the reason, and a connector made on it is disconnected', async () => {
    const port = await closedPort();
    const probe = await t.api('/connectors_probe', send('POST', { type: 'http', name: 'dead', url: `http://127.0.0.1:${port}/hook` }));
    expect(probe.status).toBe(400);
    expect(await probe.json()).toEqual({ code: 'TEST_FAILED', message: 'econnrefused' });
    const mqtt = await t.api('/connectors_probe', send('POST', { type: 'mqtt', name: 'dead', server: `127.0.0.1:${port}` }));
    expect(await mqtt.json()).toEqual({ code: 'TEST_FAILED', message: 'econnrefused' });

    const created = await t.api('/connectors', send('POST', { type: 'http', name: 'dead', url: `http://127.0.0.1:${port}` }));
    const body = (await created.json()) as Status;
    expect(body).toMatchObject({ status: 'disconnected', status_reason: 'econnrefused' });
    expect(body.node_status).toHaveLength(3);
    const start = await t.api(`/nodes/${enc(NODES[1]!)}/connectors/${enc('http:dead')}/start`, { method: 'POST' });
    expect(start.status).toBe(204);
    expect((await t.api(`/nodes/nope/connectors/${enc('http:dead')}/start`, { method: 'POST' })).status).toBe(404);
    const sourceProbe = await t.api('/sources_probe', send('POST', { type: 'mqtt', name: 's', connector: 'cloud_broker', parameters: { topic: 't/#' } }));
    expect(sourceProbe.status).toBe(400);
    expect(await sourceProbe.json()).toMatchObject({ code: 'TEST_FAILED' });
  });

  it('enables, disables and restarts; a disabled connector refuses start', async () => {
    const id = enc('http:dispatch_service');
    expect((await t.api(`/connectors/${id}/enable/false`, { method: 'PUT' })).status).toBe(204);
    expect(await t.getJson(`/connectors/${id}`)).toMatchObject({ enable: false, status: 'disconnected' });
    expect(await t.getJson(`/actions/${enc('http:webhook_out')}`)).toMatchObject({ status: 'disconnected', status_reason: 'Connector is disabled' });
    const refused = await t.api(`/connectors/${id}/start`, { method: 'POST' });
    expect(await refused.json()).toEqual({ code: 'BAD_REQUEST', message: 'Forbidden operation, connector not enabled' });
    expect((await t.api(`/connectors/${id}/enable/true`, { method: 'PUT' })).status).toBe(204);
    expect((await t.api(`/connectors/${enc('mqtt:cloud_broker')}/start`, { method: 'POST' })).status).toBe(204);
    expect(await t.getJson(`/connectors/${enc('mqtt:cloud_broker')}`)).toMatchObject({ status: 'connected' });

    expect((await t.api(`/actions/${enc('mqtt:alerts_to_cloud')}/enable/false`, { method: 'PUT' })).status).toBe(204);
    expect(await t.getJson(`/actions/${enc('mqtt:alerts_to_cloud')}`)).toMatchObject({ enable: false, status: 'disconnected' });
    expect((await t.api(`/actions/${enc('mqtt:alerts_to_cloud')}/start`, { method: 'POST' })).status).toBe(400);
    expect((await t.api(`/nodes/${enc(NODES[0]!)}/sources/${enc('mqtt:cloud_commands')}/start`, { method: 'POST' })).status).toBe(204);
  });

  it("counts an action's metrics from the rules that call it, per node; stops while disabled, resets to 0", async () => {
    const path = `/actions/${enc('http:webhook_out')}/metrics`;
    const first = await t.getJson<Metrics>(path);
    expect(getActionsByIdMetricsResponse.safeParse(first).success).toBe(true);
    expect(first.node_metrics.map((n) => n.node)).toEqual(NODES);
    const m = first.metrics;
    expect(m.matched).toBeGreaterThan(0);
    expect(m.success! + m.failed! + m.dropped! + m.queuing! + m.inflight!).toBe(m.matched);
    expect(m.rate).toBeGreaterThan(0);

    // Only the enabled rule moves it: `matched` grows by what that rule passed.
    const rule = (await t.getJson<{ metrics: { passed: number } }>(`/rules/fleet_positions_to_webhook/metrics`)).metrics.passed;
    clock.advance(60_000);
    const later = (await t.getJson<Metrics>(path)).metrics;
    const ruleLater = (await t.getJson<{ metrics: { passed: number } }>(`/rules/fleet_positions_to_webhook/metrics`)).metrics.passed;
    expect(later.matched! - m.matched!).toBeGreaterThan(0);
    expect(Math.abs(later.matched! - m.matched! - (ruleLater - rule))).toBeLessThanOrEqual(3);

    await t.api(`/actions/${enc('http:webhook_out')}/enable/false`, { method: 'PUT' });
    clock.advance(60_000);
    const stopped = (await t.getJson<Metrics>(path)).metrics;
    expect(stopped.matched).toBe(later.matched);
    expect(stopped.rate).toBe(0);
    await t.api(`/actions/${enc('http:webhook_out')}/enable/true`, { method: 'PUT' });
    clock.advance(60_000);
    expect((await t.getJson<Metrics>(path)).metrics.matched).toBeGreaterThan(stopped.matched!);

    expect((await t.api(`/actions/${enc('http:webhook_out')}/metrics/reset`, { method: 'PUT' })).status).toBe(204);
    expect((await t.getJson<Metrics>(path)).metrics).toMatchObject({ matched: 0, success: 0, failed: 0 });
    clock.advance(60_000);
    expect((await t.getJson<Metrics>(path)).metrics.matched).toBeGreaterThan(0);
    expect((await t.api(`/actions/${enc('http:nope')}/metrics/reset`, { method: 'PUT' })).status).toBe(404);
  });

  it('counts what a source receives while enabled', async () => {
    const path = `/sources/${enc('mqtt:cloud_commands')}/metrics`;
    const first = await t.getJson<Metrics>(path);
    expect(getSourcesByIdMetricsResponse.safeParse(first).success).toBe(true);
    expect(first.metrics.received).toBeGreaterThan(0);
    clock.advance(60_000);
    expect((await t.getJson<Metrics>(path)).metrics.received).toBeGreaterThan(first.metrics.received!);
    await t.api(`/sources/${enc('mqtt:cloud_commands')}/metrics/reset`, { method: 'PUT' });
    expect((await t.getJson<Metrics>(path)).metrics.received).toBe(0);
  });

  it('refuses to delete an action rules call, naming them, unless asked to take it out of them', async () => {
    const id = enc('http:webhook_out');
    const refused = await t.api(`/actions/${id}`, { method: 'DELETE' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Cannot delete action while active rules are depending on it',
      rules: ['fleet_positions_to_webhook', 'legacy_meter_forward'],
    });
    expect((await t.api(`/actions/${id}?also_delete_dep_actions=true`, { method: 'DELETE' })).status).toBe(204);
    expect(await t.getJson(`/rules/legacy_meter_forward`)).toMatchObject({ actions: [{ function: 'console' }] });
    expect(await t.getJson(`/rules/fleet_positions_to_webhook`)).toMatchObject({ actions: [] });
    expect((await t.api(`/actions/${id}`)).status).toBe(404);
  });

  it('refuses to delete a source a rule selects from', async () => {
    const rule = { id: 'from_cloud', sql: 'SELECT * FROM "$bridges/mqtt:cloud_commands"', actions: [] };
    expect((await t.api('/rules', send('POST', rule))).status).toBe(201);
    const refused = await t.api(`/sources/${enc('mqtt:cloud_commands')}`, { method: 'DELETE' });
    expect(await refused.json()).toMatchObject({ message: 'Cannot delete source while active rules are depending on it', rules: ['from_cloud'] });
    expect((await t.api(`/sources/${enc('mqtt:cloud_commands')}?also_delete_dep_actions=true`, { method: 'DELETE' })).status).toBe(204);
  });

  it('creates an MQTT source and action on a new connector with its password masked and kept', async () => {
    const port = await closedPort();
    const connector = { type: 'mqtt', name: 'edge', server: `127.0.0.1:${port}`, username: 'u', password: 'p@ss', proto_ver: 'v5' };
    expect((await t.api('/connectors', send('POST', connector))).status).toBe(201);
    const edited = await t.api(`/connectors/${enc('mqtt:edge')}`, send('PUT', { server: `127.0.0.1:${port}`, username: 'u', password: '******' }));
    expect(edited.status).toBe(200);
    expect(t.state.connectors.get('mqtt:edge')!.config.password).toBe('p@ss');
    const source = await t.api('/sources', send('POST', { type: 'mqtt', name: 'edge_in', connector: 'edge', parameters: { topic: 'remote/#', qos: 1 } }));
    expect(source.status).toBe(201);
    expect(await source.json()).toMatchObject({ status: 'disconnected', status_reason: 'econnrefused' });
    const action = await t.api('/actions', send('POST', { type: 'mqtt', name: 'edge_out', connector: 'edge', parameters: { topic: 'remote/${topic}', qos: 1, retain: false, payload: '${payload}' } }));
    expect(action.status).toBe(201);
    expect(await t.getJson(`/connectors/${enc('mqtt:edge')}`)).toMatchObject({ actions: ['edge_out'], sources: ['edge_in'], password: '******' });
    expect(await t.getJson<Metrics>(`/actions/${enc('mqtt:edge_out')}/metrics`)).toMatchObject({ metrics: { matched: 0 } });
  });
});
