import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The statuses and roles of nodes, listeners, connectors and the like: part of the value catalog
 * (value-labels.ts), and on their own for the screens that show only these (the overview's nodes),
 * which would otherwise load every form's labels before their first paint.
 */
export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  running: msg`Running`,
  stopped: msg`Stopped`,
  // A running node that an evacuation empties (`/load_rebalance/global_status`).
  evacuating: msg`Evacuating`,
  core: msg`Core`,
  replicant: msg`Replicant`,
  connected: msg`Connected`,
  connecting: msg`Connecting`,
  disconnected: msg`Disconnected`,
  inconsistent: msg`Inconsistent`,
  activated: msg`Activated`,
  deactivated: msg`Deactivated`,
  enabled: msg`Enabled`,
  disabled: msg`Disabled`,
  disable: msg`Disabled`,
};

/** A status or role in the user's language; one the catalog lacks as the broker wrote it. */
export function statusLabel(i18n: I18n, value: string): string {
  const label = Object.hasOwn(STATUS_LABELS, value) ? STATUS_LABELS[value] : undefined;
  return label ? i18n._(label) : value;
}
