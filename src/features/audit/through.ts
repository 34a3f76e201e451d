import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GetAuditFrom } from '../../generated/model';

/** How a change reached the broker (the entry's `from`), as the filter and the entries name it. */
export const AUDIT_THROUGH = ['dashboard', 'rest_api', 'cli', 'erlang_console'] as const satisfies readonly GetAuditFrom[];

const LABELS: Record<string, MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  rest_api: msg`REST API`,
  cli: msg`Command line`,
  erlang_console: msg`Erlang console`,
};

/** A value the broker adds later reads as it is sent. */
export function throughLabel(from: string | undefined, translate: (m: MessageDescriptor) => string): string {
  if (from === undefined) return '–';
  return LABELS[from] ? translate(LABELS[from]) : from;
}
