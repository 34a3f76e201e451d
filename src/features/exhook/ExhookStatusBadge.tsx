import { useLingui } from '@lingui/react/macro';
import { PerNodeStatus } from '../../components/detail/PerNodeStatus';
import { StatusBadge } from '../../components/StatusBadge';
import { explainReason } from '../../components/reason/explain-reason';
import type { ExhookNodeStatus } from '../../generated/model';
import { clusterStatus, EXHOOK_STATUS_LABELS, EXHOOK_STATUS_PALETTE, nodeStatus, type ExhookStatus } from './exhook-status';

export function ExhookStatusWord({ status }: { status: ExhookStatus | undefined }) {
  const { i18n } = useLingui();
  if (!status) return <StatusBadge status={undefined} />;
  return <StatusBadge status={EXHOOK_STATUS_PALETTE[status]}>{i18n._(EXHOOK_STATUS_LABELS[status])}</StatusBadge>;
}

/** The server's status for the cluster and, on hover or keyboard focus, on each node. */
export function ExhookStatusBadge({ enable, nodes }: { enable: boolean | undefined; nodes: readonly ExhookNodeStatus[] | undefined }) {
  const { i18n } = useLingui();
  const status = clusterStatus(enable, nodes);
  // What the cluster's status means, in plain words, once (the API gives no reason).
  const explained = status && status !== 'connected' && status !== 'disabled' ? explainReason(status, { kind: 'exhook' }) : undefined;
  if (!nodes?.length) return <ExhookStatusWord status={status} />;
  const perNode = nodes.map((entry) => {
    const own = nodeStatus(entry);
    return { node: entry.node ?? '–', label: own ? i18n._(EXHOOK_STATUS_LABELS[own]) : (entry.status ?? '–') };
  });
  return <PerNodeStatus badge={<ExhookStatusWord status={status} />} nodes={perNode} footnote={explained ? i18n._(explained.sentence) : undefined} />;
}
