import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Hint } from '../../../components/hint/Hint';
import { StatusBadge } from '../../../components/StatusBadge';
import type { EmqxGatewayApiGatewayNodeStatus } from '../../../generated/model';
import { formatNumber } from '../../../i18n/format';
import { GATEWAY_STATUS_LABELS, type GatewayStatus } from '../model/gateways';

/** The gateway's status in words and colour; with nodes, their own status on hover or keyboard focus. */
export function GatewayStatusBadge({ status, nodes }: { status: GatewayStatus; nodes?: EmqxGatewayApiGatewayNodeStatus[] }) {
  const { i18n, t } = useLingui();
  const badge = <StatusBadge status={status}>{i18n._(GATEWAY_STATUS_LABELS[status])}</StatusBadge>;
  if (!nodes?.length) return badge;
  const perNode = (
    <Stack gap="1">
      {nodes.map((node) => {
        const nodeStatus = node.status ?? 'unloaded';
        const current = formatNumber(node.current_connections ?? 0, i18n.locale);
        return (
          <Text key={node.node} fontSize="xs">
            {node.node}: {i18n._(GATEWAY_STATUS_LABELS[nodeStatus])}, {t`${current} connections`}
          </Text>
        );
      })}
    </Stack>
  );
  return (
    <Hint content={perNode}>
      <Box as="span" display="inline-flex" tabIndex={0} aria-label={t`${i18n._(GATEWAY_STATUS_LABELS[status])}, status on each node`} borderRadius="l2" _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
        {badge}
      </Box>
    </Hint>
  );
}
