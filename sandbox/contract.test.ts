/**
 * Every stateful GET answer parses with the generated zod response schema: the sandbox must not
 * drift from the contract. Where a schema is stricter than the broker's real data, the sandbox's
 * data is adjusted, and the deliberate exceptions are listed in README.md.
 */
import type { ZodType } from 'zod';
import { getMqttAutoSubscribeResponse } from '../src/generated/zod/auto-subscribe/auto-subscribe.zod';
import { getAlarmsResponse } from '../src/generated/zod/alarms/alarms.zod';
import { getClientsByClientidResponse, getClientsByClientidSubscriptionsResponse, getClientsResponse } from '../src/generated/zod/clients/clients.zod';
import {
  getConfigsAlarmResponse,
  getConfigsBrokerResponse,
  getConfigsDashboardResponse,
  getConfigsGlobalZoneResponse,
  getConfigsLogResponse,
  getConfigsResponse,
  getConfigsSysmonResponse,
  getConfigsSysTopicsResponse,
} from '../src/generated/zod/configs/configs.zod';
import { getUsersResponse, postLoginResponse } from '../src/generated/zod/dashboard/dashboard.zod';
import { getListenersByIdResponse, getListenersResponse } from '../src/generated/zod/listeners/listeners.zod';
import {
  getMetricsResponse,
  getMonitorCurrentNodesByNodeResponse,
  getMonitorCurrentResponse,
  getMonitorNodesByNodeResponse,
  getMonitorResponse,
  getStatsResponse,
} from '../src/generated/zod/metrics/metrics.zod';
import { getOpentelemetryResponse, getPrometheusResponse } from '../src/generated/zod/monitor/monitor.zod';
import {
  getMqttDelayedMessagesByNodeAndMsgidResponse,
  getMqttDelayedMessagesResponse,
  getMqttDelayedResponse,
  getMqttTopicRewriteResponse,
} from '../src/generated/zod/mqtt/mqtt.zod';
import { getNodesByNodeMetricsResponse, getNodesByNodeResponse, getNodesByNodeStatsResponse, getNodesResponse } from '../src/generated/zod/nodes/nodes.zod';
import { getMqttRetainerMessageByTopicResponse, getMqttRetainerMessagesResponse, getMqttRetainerResponse } from '../src/generated/zod/retainer/retainer.zod';
import { getSlowSubscriptionsSettingsResponse } from '../src/generated/zod/slow-subscriptions/slow-subscriptions.zod';
import { getSubscriptionsResponse } from '../src/generated/zod/subscriptions/subscriptions.zod';
import { getTopicsByTopicResponse, getTopicsResponse } from '../src/generated/zod/topics/topics.zod';
import { startTestSandbox, type TestSandbox } from './test-support';

const node = encodeURIComponent('emqx@node2.emqx.io');
const client = encodeURIComponent('sensor/line-1 #7');
const offline = 'conn_state=disconnected&limit=3';

const cases: [string, ZodType][] = [
  ['/nodes', getNodesResponse],
  [`/nodes/${node}`, getNodesByNodeResponse],
  [`/nodes/${node}/stats`, getNodesByNodeStatsResponse],
  [`/nodes/${node}/metrics`, getNodesByNodeMetricsResponse],
  ['/stats', getStatsResponse],
  ['/stats?aggregate=true', getStatsResponse],
  ['/metrics', getMetricsResponse],
  ['/metrics?aggregate=true', getMetricsResponse],
  ['/monitor?latest=600', getMonitorResponse],
  [`/monitor/nodes/${node}?latest=600`, getMonitorNodesByNodeResponse],
  ['/monitor_current', getMonitorCurrentResponse],
  [`/monitor_current/nodes/${node}`, getMonitorCurrentNodesByNodeResponse],
  ['/clients?limit=500', getClientsResponse],
  [`/clients?${offline}`, getClientsResponse],
  [`/clients/${client}`, getClientsByClientidResponse],
  [`/clients/${client}/subscriptions`, getClientsByClientidSubscriptionsResponse],
  ['/topics?limit=200', getTopicsResponse],
  [`/topics/${encodeURIComponent('factory/line-1/cmd/#')}`, getTopicsByTopicResponse],
  ['/mqtt/retainer/messages?limit=1000', getMqttRetainerMessagesResponse],
  [`/mqtt/retainer/message/${encodeURIComponent('building 7/room 101/temperature')}`, getMqttRetainerMessageByTopicResponse],
  ['/alarms?activated=true', getAlarmsResponse],
  ['/alarms?activated=false', getAlarmsResponse],
  ['/configs/global_zone', getConfigsGlobalZoneResponse],
  ['/configs/log', getConfigsLogResponse],
  ['/configs/sys_topics', getConfigsSysTopicsResponse],
  ['/configs/alarm', getConfigsAlarmResponse],
  ['/configs/sysmon', getConfigsSysmonResponse],
  ['/configs/broker', getConfigsBrokerResponse],
  ['/configs/dashboard', getConfigsDashboardResponse],
  ['/configs?key=mqtt', getConfigsResponse],
  ['/mqtt/retainer', getMqttRetainerResponse],
  ['/mqtt/topic_rewrite', getMqttTopicRewriteResponse],
  ['/mqtt/auto_subscribe', getMqttAutoSubscribeResponse],
  ['/mqtt/delayed', getMqttDelayedResponse],
  ['/mqtt/delayed/messages?limit=100', getMqttDelayedMessagesResponse],
  ['/mqtt/delayed/messages?page=2&limit=5', getMqttDelayedMessagesResponse],
  ['/slow_subscriptions/settings', getSlowSubscriptionsSettingsResponse],
  ['/prometheus', getPrometheusResponse],
  ['/opentelemetry', getOpentelemetryResponse],
  ['/listeners', getListenersResponse],
  ...['tcp', 'ssl', 'ws', 'wss'].map((type): [string, ZodType] => [`/listeners/${encodeURIComponent(`${type}:default`)}`, getListenersByIdResponse]),
  ['/users', getUsersResponse],
];

function expectValid(schema: ZodType, body: unknown, label: string): void {
  const result = schema.safeParse(body);
  if (!result.success) console.error(label, JSON.stringify(result.error.issues.slice(0, 5), null, 2));
  expect(result.success, label).toBe(true);
}

describe('sandbox responses match the generated zod schemas', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it('POST /login', async () => {
    const res = await t.api('/login', { method: 'POST', token: null, body: JSON.stringify({ username: 'admin', password: 'public' }) });
    expectValid(postLoginResponse, await res.json(), 'POST /login');
  });

  it.each(cases)('GET %s', async (path, schema) => {
    expectValid(schema, await t.getJson(path), `GET ${path}`);
  });

  // The published document types GET /subscriptions as a bare array; scripts/openapi/corrections.ts pages it as the broker does.
  it('GET /subscriptions (a full page)', async () => {
    const body = await t.getJson<{ data: unknown[]; meta: unknown }>('/subscriptions?limit=1000');
    expect(body.data.length).toBe(1000);
    expectValid(getSubscriptionsResponse, body, 'GET /subscriptions');
  });

  // A message's id is drawn with the seed: read one from the list, then GET it.
  it('GET /mqtt/delayed/messages/{node}/{msgid}', async () => {
    const { data } = await t.getJson<{ data: { node: string; msgid: number }[] }>('/mqtt/delayed/messages?limit=1');
    const first = data[0];
    expect(first).toBeDefined();
    const path = `/mqtt/delayed/messages/${encodeURIComponent(first?.node ?? '')}/${first?.msgid ?? ''}`;
    expectValid(getMqttDelayedMessagesByNodeAndMsgidResponse, await t.getJson(path), `GET ${path}`);
  });

  it('fills every metric and stat key of the schema', async () => {
    const metrics = await t.getJson<Record<string, unknown>>(`/nodes/${node}/metrics`);
    expect(Object.keys(getNodesByNodeMetricsResponse.shape).filter((k) => !(k in metrics))).toEqual([]);
    const stats = await t.getJson<Record<string, unknown>>(`/nodes/${node}/stats`);
    expect(Object.keys(getNodesByNodeStatsResponse.shape).filter((k) => !(k in stats))).toEqual([]);
    const current = await t.getJson<Record<string, unknown>>(`/monitor_current/nodes/${node}`);
    // One node's answer leaves out the cluster-only gauges (emqx_dashboard_monitor_api:maybe_reject_cluster_only_metrics/2).
    const clusterOnly = ['subscriptions_durable', 'disconnected_durable_sessions', 'subscriptions_ram'];
    expect(Object.keys(getMonitorCurrentNodesByNodeResponse.shape).filter((k) => !clusterOnly.includes(k) && !(k in current))).toEqual([]);
  });
});
