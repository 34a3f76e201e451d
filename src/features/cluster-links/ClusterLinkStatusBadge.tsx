import { chakra, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Hint } from '../../components/hint/Hint';
import { StatusBadge } from '../../components/StatusBadge';
import type { LinkNodeStatus } from './cluster-link-queries';
import { isLinkStatus, LINK_STATUS_LABELS, LINK_STATUS_PALETTE, linkStatus, type ClusterLinkStatus } from './cluster-link-status';

export function ClusterLinkStatusWord({ status }: { status: ClusterLinkStatus | undefined }) {
  const { i18n } = useLingui();
  if (!status) return <StatusBadge status={undefined} />;
  return <StatusBadge status={LINK_STATUS_PALETTE[status]}>{i18n._(LINK_STATUS_LABELS[status])}</StatusBadge>;
}

/**
 * The link's status and, on hover or keyboard focus, its status on each node (one node may reach
 * the remote cluster when another cannot). The badge is a button so the keyboard gets there.
 */
export function ClusterLinkStatusBadge({ enable, status, nodes }: { enable: boolean | undefined; status: unknown; nodes: readonly LinkNodeStatus[] | undefined }) {
  const { i18n } = useLingui();
  const overall = linkStatus(enable, status);
  if (overall === 'disabled' || !nodes?.length) return <ClusterLinkStatusWord status={overall} />;
  const details = (
    <Stack gap="1">
      {nodes.map((entry) => {
        const node = entry.node;
        const label = isLinkStatus(entry.status) ? i18n._(LINK_STATUS_LABELS[entry.status]) : entry.status;
        return (
          <Text key={node}>
            <Trans>
              {node}: {label}
            </Trans>
          </Text>
        );
      })}
    </Stack>
  );
  return (
    <Hint content={details} maxW="sm">
      <chakra.button type="button" display="inline-flex" borderRadius="l2" cursor="help" _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
        <ClusterLinkStatusWord status={overall} />
      </chakra.button>
    </Hint>
  );
}
