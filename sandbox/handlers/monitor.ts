/** The dashboard's monitor: `/monitor`, `/monitor/nodes/{node}`, `/monitor_current[/nodes/{node}]`. */
import { http, type HttpHandler } from 'msw';
import { badRequest, json } from '../lib/respond';
import { monitorCurrent, monitorSeries } from '../model/monitor';
import { findNode, type SandboxState } from '../state';
import { API, param } from './api';
import { nodeNotFound } from './nodes';

/** `latest` in seconds; `undefined` for everything the broker keeps, a Response when malformed. */
function readLatest(request: Request): number | undefined | Response {
  const raw = new URL(request.url).searchParams.get('latest');
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) return badRequest('latest must be a positive integer');
  return Number(raw);
}

export function monitorHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/monitor`, ({ request }) => {
      const latest = readLatest(request);
      if (latest instanceof Response) return latest;
      return json(monitorSeries(state, state.nodes, latest));
    }),

    http.get(`${API}/monitor/nodes/:node`, ({ params, request }) => {
      const node = findNode(state, param(params.node));
      if (!node) return nodeNotFound(param(params.node));
      const latest = readLatest(request);
      if (latest instanceof Response) return latest;
      return json(monitorSeries(state, [node], latest));
    }),

    // emqx_dashboard_monitor:adjust_synthetic_cluster_metrics/1: the cluster's answer also counts
    // the subscriptions held in memory apart (`subscriptions_ram`; `subscriptions` adds durable ones).
    http.get(`${API}/monitor_current`, () => {
      const current = monitorCurrent(state, state.nodes);
      return json({ ...current, subscriptions_ram: current.subscriptions, subscriptions: current.subscriptions + current.subscriptions_durable });
    }),

    // One node's answer leaves out the cluster-only gauges (emqx_dashboard_monitor_api:
    // maybe_reject_cluster_only_metrics/2) and adds its uptime in milliseconds (emqx_sys:uptime/0).
    http.get(`${API}/monitor_current/nodes/:node`, ({ params }) => {
      const node = findNode(state, param(params.node));
      if (!node) return nodeNotFound(param(params.node));
      const { subscriptions_durable: _durable, disconnected_durable_sessions: _disconnected, ...current } = monitorCurrent(state, [node]);
      return json({ ...current, node_uptime: state.now() - node.bootAt });
    }),
  ];
}
