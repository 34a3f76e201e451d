import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FailureCause } from './connection-failure';
import { reasonCodeDescription } from './reason-codes';

/** A few words for the status line. */
export function failureSummary(cause: FailureCause): MessageDescriptor | string {
  switch (cause.kind) {
    case 'refused':
      return msg`Connection refused`;
    case 'timeout':
      return msg`Connection timed out`;
    case 'closed':
      return msg`Closed before the broker answered`;
    case 'lost':
      return msg`Connection lost`;
    case 'reason':
      return reasonCodeDescription(cause.code, cause.protocolVersion);
    case 'mixed-content':
      return msg`Blocked: ws:// from an https page`;
    case 'worker':
      return msg`The connection worker stopped`;
    case 'error':
      return cause.message;
  }
}
