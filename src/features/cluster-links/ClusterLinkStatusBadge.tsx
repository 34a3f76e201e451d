import { useLingui } from '@lingui/react/macro';
import { PerNodeStatus } from '../../components/detail/PerNodeStatus';
import { StatusBadge } from '../../components/StatusBadge';
import type { LinkNodeStatus } from './cluster-link-queries';
import { isLinkStatus, LINK_STATUS_LABELS, LINK_STATUS_PALETTE, linkStatus, type ClusterLinkStatus } from './cluster-link-status';

export function ClusterLinkStatusWord({ status }: { status: ClusterLinkStatus | undefined }) {
  const { i18n } = useLingui();
  if (!status) return <StatusBadge status={undefined} />;
  return <StatusBadge status={LINK_STATUS_PALETTE[status]}>{i18n._(LINK_STATUS_LABELS[status])}</StatusBadge>;
}

/** The link's status and, on hover or keyboard focus, its status on each node. */
export function ClusterLinkStatusBadge({ enable, status, nodes }: { enable: boolean | undefined; status: unknown; nodes: readonly LinkNodeStatus[] | undefined }) {
  const { i18n } = useLingui();
  const overall = linkStatus(enable, status);
  if (overall === 'disabled' || !nodes?.length) return <ClusterLinkStatusWord status={overall} />;
  const perNode = nodes.map((entry) => ({ node: entry.node, label: isLinkStatus(entry.status) ? i18n._(LINK_STATUS_LABELS[entry.status]) : entry.status }));
  return <PerNodeStatus badge={<ClusterLinkStatusWord status={overall} />} nodes={perNode} />;
}
