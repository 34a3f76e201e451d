import { useLingui } from '@lingui/react/macro';
import { StatusBadge } from '../../components/StatusBadge';
import { TRACE_STATUS_LABELS, type TraceStatus } from './trace-model';

/** Waiting, running or stopped, in the colours of the console's other states. */
export function TraceStatusBadge({ status }: { status: TraceStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge status={status}>{i18n._(TRACE_STATUS_LABELS[status])}</StatusBadge>;
}
