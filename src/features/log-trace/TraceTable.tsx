import { HStack, IconButton, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Eye, Square, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { RowAction } from '../../components/RowAction';
import { DataTable, type Column } from '../../components/DataTable';
import { WriteAction } from '../../components/WriteAction';
import type { TraceTrace } from '../../generated/model';
import { formatBytes, formatDateTime } from '../../i18n/format';
import { DownloadTraceButton } from './DownloadTraceButton';
import { conditionOf, isActive, logSizes, statusOf, TRACE_TYPE_LABELS } from './trace-model';
import { TraceStatusBadge } from './TraceStatusBadge';

const totalSize = (trace: TraceTrace) => logSizes(trace).reduce((sum, { size }) => sum + size, 0);

interface TraceTableProps {
  label: string;
  traces: TraceTrace[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  empty: ReactNode;
  emptyAction?: ReactNode;
  /** The trace a stop or delete is on its way for. */
  busy: string | undefined;
  onStop: (name: string) => void;
  onDelete: (name: string) => void;
  /** When the traces were read, if the list's poll is failing. */
  staleSince?: number;
}

/** Traces with what they follow, their window, status and log size per node, and what can be done with each. */
export function TraceTable({ label, traces, loading, error, onRetry, empty, emptyAction, busy, onStop, onDelete, staleSince }: TraceTableProps) {
  const { t, i18n } = useLingui();
  const columns: Column<TraceTrace>[] = [
    {
      id: 'name',
      header: t`Name`,
      cell: (trace) => (
        <ChakraLink asChild color="fg.link" fontFamily="mono" fontSize="sm">
          <Link to="/log-trace/detail/$id" params={{ id: trace.name }}>
            {trace.name}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'type', header: t`Type`, cell: (trace) => i18n._(TRACE_TYPE_LABELS[trace.type]) },
    {
      id: 'condition',
      header: t`Condition`,
      cell: (trace) => (
        <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
          {conditionOf(trace)}
        </Text>
      ),
    },
    { id: 'start', header: t`Start time`, sortValue: (trace) => Date.parse(String(trace.start_at)), cell: (trace) => formatDateTime(trace.start_at, i18n.locale) },
    { id: 'end', header: t`End time`, sortValue: (trace) => Date.parse(String(trace.end_at)), cell: (trace) => formatDateTime(trace.end_at, i18n.locale) },
    { id: 'status', header: t`Status`, cell: (trace) => <TraceStatusBadge status={statusOf(trace)} /> },
    {
      id: 'size',
      header: t`Log size`,
      numeric: true,
      sortValue: (trace) => totalSize(trace),
      // The sum on one line; each node's part is on the trace's page and in the hint.
      cell: (trace) => (
        <Text as="span" title={logSizes(trace).map(({ node, size }) => `${node}: ${formatBytes(size, i18n.locale)}`).join('\n')}>
          {formatBytes(totalSize(trace), i18n.locale)}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (trace) => {
        const nodes = logSizes(trace).map((s) => s.node);
        return (
          <HStack gap="1">
            <IconButton asChild size="xs" variant="ghost" aria-label={t`View ${trace.name}`} title={t`View ${trace.name}`}>
              <Link to="/log-trace/detail/$id" params={{ id: trace.name }}>
                <Eye />
              </Link>
            </IconButton>
            {isActive(statusOf(trace)) ? (
              <WriteAction>
                <IconButton size="xs" variant="ghost" aria-label={t`Stop ${trace.name}`} title={t`Stop ${trace.name}`} loading={busy === trace.name} onClick={() => onStop(trace.name)}>
                  <Square />
                </IconButton>
              </WriteAction>
            ) : null}
            <DownloadTraceButton name={trace.name} nodes={nodes} compact />
            <RowAction label={t`Delete ${trace.name}`} danger onClick={() => onDelete(trace.name)}>
              <Trash2 />
            </RowAction>
          </HStack>
        );
      },
    },
  ];
  return <DataTable label={label} columns={columns} rows={traces} rowKey={(trace) => trace.name} loading={loading} error={error} onRetry={onRetry} empty={empty} emptyAction={emptyAction} staleSince={staleSince} />;
}
