/**
 * The cluster (`/cluster`, `/cluster/topology`, `/cluster/{node}/invite`, `…/invite_async`, `/cluster/invitation`,
 * `…/force_leave`): invitations that complete on the sandbox clock, and nodes that join and leave.
 * See model/cluster-invite.ts for what the sandbox does where the broker would touch real nodes.
 */
import { http, type HttpHandler } from 'msw';
import { badRequest, emptyOk, json, noContent, notFound, readJson } from '../lib/respond';
import { clusterInfo, forceLeave, invitationStatus, invite, isNodeName, join, selfNode } from '../model/cluster-invite';
import { clusterTopology } from '../model/cluster-topology';
import type { SandboxState } from '../state';
import { API, param } from './api';

/** The broker's least and default wait for a synchronous invitation. */
const MIN_INVITE_TIMEOUT_MS = 5_000;

export function clusterHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/cluster`, () => json(clusterInfo(state))),

    http.get(`${API}/cluster/topology`, () => json(clusterTopology(state))),

    http.get(`${API}/cluster/invitation`, () => json(invitationStatus(state))),

    http.put(`${API}/cluster/:node/invite_async`, ({ params }) => {
      const started = invite(state, param(params.node));
      return 'error' in started ? badRequest(started.error) : emptyOk();
    }),

    // The broker waits for the join: the sandbox's node joins at once.
    http.put(`${API}/cluster/:node/invite`, async ({ params, request }) => {
      const node = param(params.node);
      if (!isNodeName(node)) return badRequest('Bad node name');
      const body = await readJson(request);
      const timeout = typeof body === 'object' && body !== null && 'timeout' in body ? body.timeout : MIN_INVITE_TIMEOUT_MS;
      if (typeof timeout !== 'number' || !Number.isInteger(timeout)) return badRequest('timeout must be an integer');
      if (timeout < MIN_INVITE_TIMEOUT_MS) return badRequest('timeout cannot be less than 5000ms');
      if (node === selfNode(state)) return badRequest('Cannot invite self');
      const failure = join(state, node);
      return failure === undefined ? emptyOk() : badRequest(failure);
    }),

    http.delete(`${API}/cluster/:node/force_leave`, ({ params }) => {
      const refused = forceLeave(state, param(params.node));
      if (!refused) return noContent();
      return refused.status === 404 ? notFound(refused.error) : badRequest(refused.error);
    }),
  ];
}
