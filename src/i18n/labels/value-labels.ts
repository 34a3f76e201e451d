import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Display names of the values the broker enumerates (log levels, storage types, node roles,
 * statuses…), shown in selects and tables. Keyed by the value as the broker writes it.
 */
export const VALUE_LABELS: Record<string, MessageDescriptor> = {
  debug: msg`Debug`,
  info: msg`Info`,
  warning: msg`Warning`,
  error: msg`Error`,
  running: msg`Running`,
  stopped: msg`Stopped`,
  core: msg`Core`,
  replicant: msg`Replicant`,
  ram: msg`Memory (RAM)`,
  disc: msg`Disk`,
};

/** Where a value means something else in one field, by field name then value. */
export const FIELD_VALUE_LABELS: Record<string, Record<string, MessageDescriptor>> = {};
