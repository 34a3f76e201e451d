import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BridgeStatus, Direction } from '../model/bridge';

/** Every status a bridge or connector shows, in the order the status filter offers them. */
export const BRIDGE_STATUSES: readonly BridgeStatus[] = ['connected', 'connecting', 'disconnected', 'inconsistent', 'disabled', 'error'];

export const STATUS_LABELS: Record<BridgeStatus, MessageDescriptor> = {
  connected: msg`Connected`,
  connecting: msg`Connecting`,
  disconnected: msg`Disconnected`,
  inconsistent: msg`Inconsistent`,
  disabled: msg`Disabled`,
  error: msg`Error`,
};

/** StatusBadge's colour keys: a status that differs between nodes warns like one still connecting. */
export const STATUS_PALETTE: Record<BridgeStatus, string> = {
  connected: 'connected',
  connecting: 'connecting',
  disconnected: 'disconnected',
  inconsistent: 'connecting',
  disabled: 'stopped',
  error: 'error',
};

/** Egress: an action, what rules send out. Ingress: a source, what comes in for rules to read. */
export const DIRECTION_LABELS: Record<Direction, MessageDescriptor> = {
  egress: msg`Egress`,
  ingress: msg`Ingress`,
};
