/**
 * Node maintenance: `/load_rebalance/*` (emqx_node_rebalance_api) and `/node_eviction/status`
 * (emqx_eviction_agent_api), 5.8.1. The processes themselves are in model/rebalance.ts; the node
 * answering "local" questions is the sandbox's first, the one the console talks to.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { emqxError, json, readJson } from '../lib/respond';
import { selfNode } from '../model/cluster-invite';
import { startEvacuation, startRebalance, stopEvacuation, stopRebalance } from '../model/rebalance';
import { evictionStatus, globalStatus, isAvailable, localStatus } from '../model/rebalance-status';
import type { SandboxState } from '../state';
import { API, param } from './api';

type Outcome = { status: number; code: string; message: string } | undefined;

/** `POST /load_rebalance/:node/<action>`: `{}`, or the broker's refusal. */
const nodeAction = (action: string, run: (node: string, body: Record<string, unknown>) => Outcome) =>
  http.post(`${API}/load_rebalance/:node/${action}`, async ({ params, request }) => {
    const read = await readJson(request);
    const refused = run(param(params.node), isJsonObject(read) ? read : {});
    return refused ? emqxError(refused.status, refused.code, refused.message) : json({});
  });

export function rebalanceHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/load_rebalance/status`, () => json(localStatus(state, selfNode(state)))),
    http.get(`${API}/load_rebalance/global_status`, () => json(globalStatus(state))),
    // Public, for load balancers: 503 while the answering node is evacuated or gives in a rebalance.
    http.get(`${API}/load_rebalance/availability_check`, () => (isAvailable(state, selfNode(state)) ? json({}) : emqxError(503, 'NODE_EVACUATING', 'Node Evacuating'))),
    nodeAction('evacuation/start', (node, body) => startEvacuation(state, node, body)),
    nodeAction('evacuation/stop', (node) => stopEvacuation(state, node)),
    nodeAction('start', (node, body) => startRebalance(state, node, body)),
    nodeAction('stop', (node) => stopRebalance(state, node)),
    http.get(`${API}/node_eviction/status`, () => json(evictionStatus(state, selfNode(state)))),
  ];
}
