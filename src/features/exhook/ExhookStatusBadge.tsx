import { chakra, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Hint } from '../../components/hint/Hint';
import { StatusBadge } from '../../components/StatusBadge';
import { explainReason } from '../../components/reason/explain-reason';
import type { ExhookNodeStatus } from '../../generated/model';
import { clusterStatus, EXHOOK_STATUS_LABELS, EXHOOK_STATUS_PALETTE, nodeStatus, type ExhookStatus } from './exhook-status';

export function ExhookStatusWord({ status }: { status: ExhookStatus | undefined }) {
  const { i18n } = useLingui();
  if (!status) return <StatusBadge status={undefined} />;
  return <StatusBadge status={EXHOOK_STATUS_PALETTE[status]}>{i18n._(EXHOOK_STATUS_LABELS[status])}</StatusBadge>;
}

/**
 * The server's status for the cluster and, on hover or keyboard focus, on each node (a node may
 * reach the gRPC server when another cannot). The badge is a button so the keyboard gets there.
 */
export function ExhookStatusBadge({ enable, nodes }: { enable: boolean | undefined; nodes: readonly ExhookNodeStatus[] | undefined }) {
  const { i18n } = useLingui();
  const status = clusterStatus(enable, nodes);
  // What the cluster's status means, in plain words, once (the API gives no reason).
  const explained = status && status !== 'connected' && status !== 'disabled' ? explainReason(status, { kind: 'exhook' }) : undefined;
  if (!nodes?.length) return <ExhookStatusWord status={status} />;
  const details = (
    <Stack gap="1">
      {nodes.map((entry) => {
        const node = entry.node ?? '–';
        const own = nodeStatus(entry);
        const label = own ? i18n._(EXHOOK_STATUS_LABELS[own]) : (entry.status ?? '–');
        return (
          <Text key={node}>
            <Trans>
              {node}: {label}
            </Trans>
          </Text>
        );
      })}
      {explained ? (
        <Text fontSize="xs" mt="1">
          {i18n._(explained.sentence)}
        </Text>
      ) : null}
    </Stack>
  );
  return (
    <Hint content={details} maxW="sm">
      <chakra.button type="button" display="inline-flex" borderRadius="l2" cursor="help" _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
        <ExhookStatusWord status={status} />
      </chakra.button>
    </Hint>
  );
}
