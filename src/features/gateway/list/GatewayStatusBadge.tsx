import { useLingui } from '@lingui/react/macro';
import { PerNodeStatus } from '../../../components/detail/PerNodeStatus';
import { StatusBadge } from '../../../components/StatusBadge';
import type { EmqxGatewayApiGatewayNodeStatus } from '../../../generated/model';
import { formatNumber } from '../../../i18n/format';
import { GATEWAY_STATUS_LABELS, type GatewayStatus } from '../model/gateways';

/** The gateway's status in words and colour; with nodes, their own status and connections on hover or keyboard focus. */
export function GatewayStatusBadge({ status, nodes }: { status: GatewayStatus; nodes?: EmqxGatewayApiGatewayNodeStatus[] }) {
  const { i18n, t } = useLingui();
  const badge = <StatusBadge status={status}>{i18n._(GATEWAY_STATUS_LABELS[status])}</StatusBadge>;
  if (!nodes?.length) return badge;
  const perNode = nodes.map((node) => {
    const state = i18n._(GATEWAY_STATUS_LABELS[node.status ?? 'unloaded']);
    const current = formatNumber(node.current_connections ?? 0, i18n.locale);
    return { node: node.node ?? '', label: t`${state}, ${current} connections` };
  });
  return <PerNodeStatus badge={badge} nodes={perNode} />;
}
