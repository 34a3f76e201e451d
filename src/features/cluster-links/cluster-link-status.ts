/**
 * A link's status as the console shows it: the broker's (`connected`, `connecting`,
 * `disconnected`, `inconsistent` when the nodes disagree), or `disabled` for a link turned off
 * (the broker has no resource for it then, and answers `inconsistent` in the list).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ClusterLinkStatus = 'connected' | 'connecting' | 'disconnected' | 'inconsistent' | 'disabled';

export const LINK_STATUS_LABELS: Record<ClusterLinkStatus, MessageDescriptor> = {
  connected: msg`Connected`,
  connecting: msg`Connecting`,
  disconnected: msg`Disconnected`,
  inconsistent: msg`Inconsistent`,
  disabled: msg`Disabled`,
};

/** StatusBadge's colour keys: green connected, orange connecting, red when nodes disagree, grey otherwise. */
export const LINK_STATUS_PALETTE: Record<ClusterLinkStatus, string> = {
  connected: 'connected',
  connecting: 'connecting',
  disconnected: 'disconnected',
  inconsistent: 'error',
  disabled: 'stopped',
};

export const isLinkStatus = (value: unknown): value is ClusterLinkStatus => typeof value === 'string' && Object.hasOwn(LINK_STATUS_LABELS, value);

/** One status for the link: `disabled` when it is off, else the broker's summary. */
export function linkStatus(enable: boolean | undefined, status: unknown): ClusterLinkStatus | undefined {
  if (enable === false) return 'disabled';
  return isLinkStatus(status) ? status : undefined;
}
