/**
 * An ExHook server's status as the spec names it (docs/product-spec.md §4: connected, connecting, stopped, error, disabled),
 * read from the broker's status per node. The contract's `disconnected` ("failed to connect and
 * didn't reconnect") is the spec's "stopped".
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ExhookNodeStatus } from '../../generated/model';

export type ExhookStatus = 'connected' | 'connecting' | 'disconnected' | 'disabled' | 'error';

export const EXHOOK_STATUS_LABELS: Record<ExhookStatus, MessageDescriptor> = {
  connected: msg`Connected`,
  connecting: msg`Connecting`,
  disconnected: msg`Stopped`,
  disabled: msg`Disabled`,
  error: msg`Error`,
};

/** StatusBadge's colour keys: green connected, orange connecting, red error, grey stopped or disabled. */
export const EXHOOK_STATUS_PALETTE: Record<ExhookStatus, string> = {
  connected: 'connected',
  connecting: 'connecting',
  disconnected: 'stopped',
  disabled: 'stopped',
  error: 'error',
};

const isStatus = (value: unknown): value is ExhookStatus => typeof value === 'string' && Object.hasOwn(EXHOOK_STATUS_LABELS, value);

/** The worst first: the cluster's status is that of its least healthy node. */
const SEVERITY: readonly ExhookStatus[] = ['error', 'connecting', 'disconnected', 'connected', 'disabled'];

/** One status for the cluster: `disabled` when the server is off, else the least healthy node's. */
export function clusterStatus(enable: boolean | undefined, nodes: readonly ExhookNodeStatus[] | undefined): ExhookStatus | undefined {
  if (enable === false) return 'disabled';
  const known = (nodes ?? []).map((n) => n.status).filter(isStatus);
  return SEVERITY.find((status) => known.includes(status));
}

export function nodeStatus(entry: ExhookNodeStatus): ExhookStatus | undefined {
  return isStatus(entry.status) ? entry.status : undefined;
}
