/** Inviting nodes and reading the broker's invitation tasks. Pure: the texts live in the components. */
import type { ClusterInvitationStatus } from '../../../generated/model';

/**
 * An Erlang node name as the broker takes it: `name@host`, the host a name, an IPv4 or an IPv6
 * address. Nothing else (spaces, a second `@`) could name a node.
 */
const NODE_NAME = /^[A-Za-z0-9_.-]+@[A-Za-z0-9_.:-]+$/;

export type NodeNameProblem = 'required' | 'format' | 'member';

/** Why a typed node name cannot be invited, if it cannot. */
export function nodeNameProblem(typed: string, members: readonly string[]): NodeNameProblem | undefined {
  const name = typed.trim();
  if (name === '') return 'required';
  if (!NODE_NAME.test(name)) return 'format';
  if (members.includes(name)) return 'member';
  return undefined;
}

export type InvitationState = 'in_progress' | 'succeeded' | 'failed';

export interface InvitationRow {
  node: string;
  state: InvitationState;
  startedAt?: string;
  finishedAt?: string;
  reason?: string;
}

/** The broker's three lists as one, the latest started first. */
export function invitationRows(status: ClusterInvitationStatus | undefined): InvitationRow[] {
  const rows: InvitationRow[] = [
    ...(status?.in_progress ?? []).map((i) => ({ node: i.node ?? '', state: 'in_progress' as const, startedAt: i.started_at })),
    ...(status?.succeed ?? []).map((i) => ({ node: i.node ?? '', state: 'succeeded' as const, startedAt: i.started_at, finishedAt: i.finished_at })),
    ...(status?.failed ?? []).map((i) => ({ node: i.node ?? '', state: 'failed' as const, startedAt: i.started_at, finishedAt: i.finished_at, reason: i.reason })),
  ];
  const time = (r: InvitationRow) => (r.startedAt ? Date.parse(r.startedAt) || 0 : 0);
  return rows.sort((a, b) => time(b) - time(a));
}

/** The outcome of the invitation of `node`, once the broker has one. */
export function settledInvitation(rows: readonly InvitationRow[], node: string): InvitationRow | undefined {
  const row = rows.find((r) => r.node === node);
  return row && row.state !== 'in_progress' ? row : undefined;
}
