/** `/status`, `/nodes`, `/nodes/{node}/stats|metrics`, `/stats` and `/metrics`. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { json, notFound } from '../lib/respond';
import { VERSION } from '../seed/cluster';
import { joinedNodesInfo, runningJoinedNode } from '../model/cluster-invite';
import { gauges } from '../model/gauges';
import { advanceMaintenance } from '../model/rebalance';
import { aggregateMetrics, nodeMetrics } from '../model/metrics';
import { aggregateStats, nodeInfo, nodeStats } from '../model/node-info';
import { findNode, type SandboxState } from '../state';
import { API, param } from './api';

/** emqx_utils_api:with_node/2's answer for a name that is no running node (the name as sent). */
export const nodeNotFound = (node: string): Response => notFound(`Node not found: ${node}`);

const aggregate = (request: Request): boolean => new URL(request.url).searchParams.get('aggregate') === 'true';

export function nodeHandlers(state: SandboxState): HttpHandler[] {
  return [
    // Public, like the broker's: load balancers and start-up scripts poll it.
    http.get(`${API}/status`, ({ request }) => {
      const node = state.nodes[0]?.name ?? '';
      if (new URL(request.url).searchParams.get('format') === 'json') {
        return json({ node_name: node, rel_vsn: VERSION, broker_status: 'started', app_status: 'running' });
      }
      return HttpResponse.text(`Node ${node} is started\nemqx is running`);
    }),

    http.get(`${API}/nodes`, () => {
      // An evacuation drains the node whether or not someone watches its progress.
      advanceMaintenance(state);
      const g = gauges(state);
      return json([...state.nodes.map((n) => nodeInfo(state, n, g)), ...joinedNodesInfo(state, (n) => nodeInfo(state, n, g))]);
    }),

    http.get(`${API}/nodes/:node`, ({ params }) => {
      const node = findNode(state, param(params.node)) ?? runningJoinedNode(state, param(params.node));
      return node ? json(nodeInfo(state, node)) : nodeNotFound(param(params.node));
    }),

    http.get(`${API}/nodes/:node/stats`, ({ params }) => {
      const node = findNode(state, param(params.node)) ?? runningJoinedNode(state, param(params.node));
      return node ? json({ node: node.name, ...nodeStats(state, node) }) : nodeNotFound(param(params.node));
    }),

    http.get(`${API}/nodes/:node/metrics`, ({ params }) => {
      const node = findNode(state, param(params.node)) ?? runningJoinedNode(state, param(params.node));
      return node ? json({ node: node.name, ...nodeMetrics(state, node) }) : nodeNotFound(param(params.node));
    }),

    http.get(`${API}/stats`, ({ request }) => {
      const g = gauges(state);
      const perNode = state.nodes.map((n) => nodeStats(state, n, g));
      if (aggregate(request)) return json(aggregateStats(perNode));
      return json(state.nodes.map((n, i) => ({ node: n.name, ...perNode[i] })));
    }),

    http.get(`${API}/metrics`, ({ request }) => {
      const perNode = state.nodes.map((n) => nodeMetrics(state, n));
      if (aggregate(request)) return json(aggregateMetrics(perNode));
      return json(state.nodes.map((n, i) => ({ node: n.name, ...perNode[i] })));
    }),
  ];
}
