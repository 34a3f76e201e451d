/**
 * The evacuation and rebalance forms: drafts as typed, the broker's rules checked as the user types
 * (emqx_node_rebalance_api's fields: rates are positive integers, relative thresholds above 1,
 * waits in whole seconds), and the request bodies. Empty fields are left out: the broker's
 * defaults apply (500 per second, 60 s, 1000 and 1.1).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoadRebalanceRebalanceEvacuationStart, LoadRebalanceRebalanceStart } from '../../generated/model';

export interface PacingDraft {
  connEvictRate: string;
  sessEvictRate: string;
  waitHealthCheck: string;
  waitTakeover: string;
}

export interface EvacuationDraft extends PacingDraft {
  /** Where the sessions go; none ticked lets the broker spread them over every other node. */
  migrateTo: string[];
  redirectTo: string;
}

export interface RebalanceDraft extends PacingDraft {
  coordinator: string;
  nodes: string[];
  absConnThreshold: string;
  relConnThreshold: string;
  absSessThreshold: string;
  relSessThreshold: string;
}

export type MaintenanceErrors = Partial<Record<keyof EvacuationDraft | keyof RebalanceDraft, MessageDescriptor>>;

// Placeholders the empty fields show: what the broker uses when they are left out.
export const BROKER_DEFAULTS = { rate: '500', wait: '60', absThreshold: '1000', relThreshold: '1.1' } as const;

const emptyPacing = (): PacingDraft => ({ connEvictRate: '', sessEvictRate: '', waitHealthCheck: '', waitTakeover: '' });

export const emptyEvacuation = (): EvacuationDraft => ({ ...emptyPacing(), migrateTo: [], redirectTo: '' });

export const emptyRebalance = (coordinator: string, nodes: string[]): RebalanceDraft => ({
  ...emptyPacing(),
  coordinator,
  nodes,
  absConnThreshold: '',
  relConnThreshold: '',
  absSessThreshold: '',
  relSessThreshold: '',
});

const isWhole = (text: string, min: number): boolean => /^\d+$/.test(text.trim()) && Number(text) >= min;

function checkPacing(draft: PacingDraft, errors: MaintenanceErrors): void {
  const rate = msg`Enter a whole number of at least 1`;
  const seconds = msg`Enter whole seconds (0 or more)`;
  if (draft.connEvictRate.trim() && !isWhole(draft.connEvictRate, 1)) errors.connEvictRate = rate;
  if (draft.sessEvictRate.trim() && !isWhole(draft.sessEvictRate, 1)) errors.sessEvictRate = rate;
  if (draft.waitHealthCheck.trim() && !isWhole(draft.waitHealthCheck, 0)) errors.waitHealthCheck = seconds;
  if (draft.waitTakeover.trim() && !isWhole(draft.waitTakeover, 0)) errors.waitTakeover = seconds;
}

export function validateEvacuation(draft: EvacuationDraft): MaintenanceErrors {
  const errors: MaintenanceErrors = {};
  checkPacing(draft, errors);
  // The broker sends it to MQTT 5 clients as the server to reconnect to: host and port, or a list.
  if (draft.redirectTo.trim() && /\s/.test(draft.redirectTo.trim())) errors.redirectTo = msg`Enter a server address without spaces, such as mqtt.example.com:1883`;
  return errors;
}

export function validateRebalance(draft: RebalanceDraft): MaintenanceErrors {
  const errors: MaintenanceErrors = {};
  checkPacing(draft, errors);
  if (draft.nodes.length < 2) errors.nodes = msg`Choose at least two nodes to balance between`;
  const absolute = msg`Enter a whole number of at least 1`;
  const relative = msg`Enter a number greater than 1, such as 1.1`;
  if (draft.absConnThreshold.trim() && !isWhole(draft.absConnThreshold, 1)) errors.absConnThreshold = absolute;
  if (draft.absSessThreshold.trim() && !isWhole(draft.absSessThreshold, 1)) errors.absSessThreshold = absolute;
  const isRelative = (text: string) => /^\d+(\.\d+)?$/.test(text.trim()) && Number(text) > 1;
  if (draft.relConnThreshold.trim() && !isRelative(draft.relConnThreshold)) errors.relConnThreshold = relative;
  if (draft.relSessThreshold.trim() && !isRelative(draft.relSessThreshold)) errors.relSessThreshold = relative;
  return errors;
}

const optionalNumber = (text: string): number | undefined => (text.trim() ? Number(text) : undefined);
const optionalSeconds = (text: string): string | undefined => (text.trim() ? `${Number(text)}s` : undefined);

function pacingBody(draft: PacingDraft) {
  return {
    conn_evict_rate: optionalNumber(draft.connEvictRate),
    sess_evict_rate: optionalNumber(draft.sessEvictRate),
    wait_health_check: optionalSeconds(draft.waitHealthCheck),
    wait_takeover: optionalSeconds(draft.waitTakeover),
  };
}

const defined = <T extends object>(body: T): T => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T;

export function evacuationBody(draft: EvacuationDraft): LoadRebalanceRebalanceEvacuationStart {
  return defined({
    ...pacingBody(draft),
    // `nonempty_list`: no targets chosen means leaving the field out.
    migrate_to: draft.migrateTo.length ? draft.migrateTo : undefined,
    redirect_to: draft.redirectTo.trim() || undefined,
  });
}

export function rebalanceBody(draft: RebalanceDraft, allNodes: readonly string[]): LoadRebalanceRebalanceStart {
  const everyNode = allNodes.length === draft.nodes.length && allNodes.every((n) => draft.nodes.includes(n));
  return defined({
    ...pacingBody(draft),
    nodes: everyNode ? undefined : draft.nodes,
    abs_conn_threshold: optionalNumber(draft.absConnThreshold),
    rel_conn_threshold: optionalNumber(draft.relConnThreshold),
    abs_sess_threshold: optionalNumber(draft.absSessThreshold),
    rel_sess_threshold: optionalNumber(draft.relSessThreshold),
  });
}
