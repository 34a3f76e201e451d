/**
 * Node maintenance: `/load_rebalance/*` (emqx_node_rebalance_api) and `/node_eviction/status`
 * (emqx_eviction_agent_api), 5.8.1. The processes themselves are in model/rebalance.ts; the node
 * answering "local" questions is the sandbox's first, the one the console talks to.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { emqxError, json, readJson } from '../lib/respond';
import { selfNode } from '../model/cluster-invite';
import { evictionStatus, globalStatus, isAvailable, localStatus, startEvacuation, startRebalance, stopEvacuation, stopRebalance } from '../model/rebalance';
import type { SandboxState } from '../state';
import { API, param } from './api';

type Outcome = { status: number; code: string; message: string } | undefined;
const answer = (refused: Outcome): Response => (refused ? emqxError(refused.status, refused.code, refused.message) : json({}));

async function body(request: Request): Promise<Record<string, unknown>> {
  const read = await readJson(request).catch(() => undefined);
  return isJsonObject(read) ? read : {};
}

export function rebalanceHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/load_rebalance/status`, () => json(localStatus(state, selfNode(state)))),
    http.get(`${API}/load_rebalance/global_status`, () => json(globalStatus(state))),
    // Public, for load balancers: 503 while the answering node is evacuated or gives in a rebalance.
    http.get(`${API}/load_rebalance/availability_check`, () =>
      isAvailable(state, selfNode(state)) ? json({}) : emqxError(503, 'NODE_EVACUATING', 'Node Evacuating'),
    ),
    http.post(`${API}/load_rebalance/:node/evacuation/start`, async ({ params, request }) => answer(startEvacuation(state, param(params.node), await body(request)))),
    http.post(`${API}/load_rebalance/:node/evacuation/stop`, ({ params }) => answer(stopEvacuation(state, param(params.node)))),
    http.post(`${API}/load_rebalance/:node/start`, async ({ params, request }) => answer(startRebalance(state, param(params.node), await body(request)))),
    http.post(`${API}/load_rebalance/:node/stop`, ({ params }) => answer(stopRebalance(state, param(params.node)))),
    http.get(`${API}/node_eviction/status`, () => json(evictionStatus(state, selfNode(state)))),
  ];
}
