/**
 * Nodes invited into the sandbox's cluster (`/cluster/{node}/invite_async`, `/cluster/invitation`,
 * `/cluster/{node}/force_leave`). An invitation takes a few seconds of the sandbox clock, then the
 * node joins as a running core node with no clients. Joined nodes are kept apart from the seeded
 * three (`state.nodes`): only the node listing (`/nodes`, `/nodes/{node}…`, `/cluster`) shows them,
 * so the seeded clients, listeners, plugins and traffic stay exactly as other screens expect.
 */
import type { EmqxMgmtApiNodesNodeInfo } from '../../src/generated/model';
import { createRng } from '../lib/prng';
import { rfc3339 } from '../lib/time';
import type { SandboxNode } from '../seed/cluster';
import type { SandboxState } from '../state';
import { createProfile } from './traffic';

/** How long an invitation takes on the sandbox clock before the node has joined (or failed to). */
export const JOIN_DELAY_MS = 2_000;

/** The ekka cluster name the broker reports by default. */
export const CLUSTER_NAME = 'emqxcl';

export interface Invitation {
  node: string;
  startedAt: number;
  finishedAt?: number;
  /** Set once finished: why it failed, as the broker formats the Erlang reason. */
  failure?: string;
}

export interface JoinedNode {
  node: SandboxNode;
  /** A joined node stays running unless a test stops it (the broker lists a stopped core node too). */
  status: 'running' | 'stopped';
}

export interface ClusterState {
  /** The last invitation per node, as the broker keeps its async invitation tasks. */
  invitations: Map<string, Invitation>;
  joined: JoinedNode[];
}

export const emptyClusterState = (): ClusterState => ({ invitations: new Map(), joined: [] });

/** `name@host`, one `@` and both parts non-empty: what the broker's path validator takes. */
export function isNodeName(name: string): boolean {
  const parts = name.split('@');
  return parts.length === 2 && parts.every((p) => p !== '');
}

/**
 * Hosts under `.invalid` (RFC 2606: never resolvable) cannot be reached: their invitation fails the
 * way the broker reports an unreachable node. Every other name answers and joins.
 */
const unreachable = (name: string): boolean => /\.invalid$/i.test(name.split('@')[1] ?? '');

const inCluster = (state: SandboxState, name: string): boolean => state.nodes.some((n) => n.name === name) || state.cluster.joined.some((j) => j.node.name === name);

/** The node answering requests: the first seeded one, as `/status` and `/cluster` `self` say. */
export const selfNode = (state: SandboxState): string => state.nodes[0]?.name ?? '';

/** Starts an invitation, or says why the broker would refuse it. */
export function invite(state: SandboxState, name: string): { error: string } | Invitation {
  settleInvitations(state);
  if (!isNodeName(name)) return { error: 'Bad node name' };
  if (name === selfNode(state)) return { error: "Can't invite self" };
  const running = state.cluster.invitations.get(name);
  if (running && running.finishedAt === undefined) return { error: 'The invitation task already created for this node' };
  const invitation: Invitation = { node: name, startedAt: state.now() };
  state.cluster.invitations.set(name, invitation);
  return invitation;
}

function newNode(name: string, now: number): SandboxNode {
  // Seeded by the name: the same node looks the same each time it joins.
  const rng = createRng([...name].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 17));
  return {
    name,
    role: 'core',
    bootAt: now - 30_000,
    weight: 0,
    memoryTotal: 8 * 2 ** 30,
    memoryUsed: Math.round(8 * 2 ** 30 * 0.12),
    cpus: 4,
    received: createProfile(rng, 0),
    fanout: 0,
    dropRatio: 0,
    load: createProfile(rng, 0.3, 1.4),
    connectsBeforeStart: 0,
  };
}

/** Finishes the invitations whose time has come: the node joins, or the invitation fails. */
export function settleInvitations(state: SandboxState): void {
  const now = state.now();
  for (const invitation of state.cluster.invitations.values()) {
    if (invitation.finishedAt !== undefined || now < invitation.startedAt + JOIN_DELAY_MS) continue;
    invitation.finishedAt = invitation.startedAt + JOIN_DELAY_MS;
    invitation.failure = join(state, invitation.node, invitation.finishedAt);
  }
}

/** The node joins now, or the reason it cannot (as the broker formats the Erlang term). */
export function join(state: SandboxState, name: string, at = state.now()): string | undefined {
  if (unreachable(name)) return '{badrpc,nodedown}';
  if (inCluster(state, name)) return `{already_in_cluster,'${name}'}`;
  state.cluster.joined.push({ node: newNode(name, at), status: 'running' });
  return undefined;
}

/** `GET /cluster/invitation`: the tasks by outcome, times in RFC 3339. */
export function invitationStatus(state: SandboxState) {
  settleInvitations(state);
  const all = [...state.cluster.invitations.values()];
  const finished = (i: Invitation) => ({ node: i.node, started_at: rfc3339(i.startedAt), finished_at: rfc3339(i.finishedAt ?? i.startedAt) });
  return {
    succeed: all.filter((i) => i.finishedAt !== undefined && i.failure === undefined).map(finished),
    in_progress: all.filter((i) => i.finishedAt === undefined).map((i) => ({ node: i.node, started_at: rfc3339(i.startedAt) })),
    failed: all.filter((i) => i.failure !== undefined).map((i) => ({ ...finished(i), reason: i.failure ?? '' })),
  };
}

/** A joined node that is running, for the per-node endpoints (`/nodes/{node}`, `…/stats`, `…/metrics`). */
export function runningJoinedNode(state: SandboxState, name: string): SandboxNode | undefined {
  settleInvitations(state);
  return state.cluster.joined.find((j) => j.node.name === name && j.status === 'running')?.node;
}

/** The broker lists a stopped core node with its name, status and role only. */
export const stoppedNodeInfo = (name: string): EmqxMgmtApiNodesNodeInfo => ({ node: name, node_status: 'stopped', role: 'core' });

/** Joined nodes as `GET /nodes` lists them, after the seeded ones. */
export function joinedNodesInfo(state: SandboxState, info: (node: SandboxNode) => EmqxMgmtApiNodesNodeInfo): EmqxMgmtApiNodesNodeInfo[] {
  settleInvitations(state);
  return state.cluster.joined.map((j) => (j.status === 'running' ? info(j.node) : stoppedNodeInfo(j.node.name)));
}

/** `GET /cluster`: the running nodes, as the broker's `emqx:running_nodes()`. */
export function clusterInfo(state: SandboxState) {
  settleInvitations(state);
  const running = state.cluster.joined.filter((j) => j.status === 'running').map((j) => j.node.name);
  return { name: CLUSTER_NAME, nodes: [...state.nodes.map((n) => n.name), ...running], self: selfNode(state) };
}

/**
 * Forces a node out of the cluster. The broker refuses for the node answering the request and for a
 * node that is not a member. It also forces out a running node; the sandbox does so for the nodes
 * invited through the API (running or stopped), but keeps its three seeded nodes: their clients,
 * listeners, plugins and traffic are what every other screen shows.
 */
export function forceLeave(state: SandboxState, name: string): { error: string; status: 400 | 404 } | undefined {
  settleInvitations(state);
  if (name === selfNode(state)) return { error: "Can't leave self", status: 400 };
  if (state.nodes.some((n) => n.name === name)) return { error: 'The sandbox keeps its seeded nodes: only invited nodes can be forced to leave', status: 400 };
  const index = state.cluster.joined.findIndex((j) => j.node.name === name);
  if (index < 0) return { error: 'node_not_in_cluster', status: 404 };
  state.cluster.joined.splice(index, 1);
  return undefined;
}
