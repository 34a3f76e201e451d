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
      if (!node) return nodeNotFound();
      const latest = readLatest(request);
      if (latest instanceof Response) return latest;
      return json(monitorSeries(state, [node], latest));
    }),

    http.get(`${API}/monitor_current`, () => json(monitorCurrent(state, state.nodes))),

    http.get(`${API}/monitor_current/nodes/:node`, ({ params }) => {
      const node = findNode(state, param(params.node));
      if (!node) return nodeNotFound();
      return json({ ...monitorCurrent(state, [node]), node_uptime: state.now() - node.bootAt });
    }),
  ];
}
