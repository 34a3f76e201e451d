import { chakra, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Hint } from '../../../components/hint/Hint';
import { StatusBadge } from '../../../components/StatusBadge';
import { explainReason, type ReasonContext } from '../../../components/reason/explain-reason';
import { ReasonText } from '../../../components/reason/ReasonText';
import type { BridgeNodeStatus } from '../../../generated/model';
import { resourceStatus, type BridgeStatus } from '../model/bridge';
import { STATUS_LABELS, STATUS_PALETTE } from './status-labels';

export function ResourceStatusBadge({ status }: { status: BridgeStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge status={STATUS_PALETTE[status]}>{i18n._(STATUS_LABELS[status])}</StatusBadge>;
}

interface ResourceStatusProps {
  status: BridgeStatus;
  enable: boolean;
  nodeStatus: readonly BridgeNodeStatus[];
  /** Why the broker could not reach the target, shown with the nodes. */
  reason?: string;
  /** What the status is of (a connector, an action…, and its type), for the reasons' wording. */
  context?: ReasonContext;
}

/**
 * The status of a bridge or connector, and on hover or keyboard focus its status on each node (a
 * cluster may reach the target from some nodes only), each node's reason in plain words with the
 * broker's text under it. The badge is a button so the keyboard gets there.
 */
export function ResourceStatus({ status, enable, nodeStatus, reason, context }: ResourceStatusProps) {
  const { i18n } = useLingui();
  if (!nodeStatus.length) return <ResourceStatusBadge status={status} />;
  const inconsistent = status === 'inconsistent' ? explainReason('inconsistent', context) : undefined;
  const details = (
    <Stack gap="2">
      {inconsistent ? <Text>{i18n._(inconsistent.sentence)}</Text> : null}
      {nodeStatus.map((entry) => {
        const node = entry.node ?? '–';
        const label = i18n._(STATUS_LABELS[resourceStatus({ enable, status: entry.status, status_reason: entry.status_reason })]);
        return (
          <Stack key={node} gap="0.5">
            <Text>
              <Trans>
                {node}: {label}
              </Trans>
            </Text>
            {entry.status_reason ? <ReasonText reason={entry.status_reason} context={context} inline fontSize="xs" /> : null}
          </Stack>
        );
      })}
      {reason && !nodeStatus.some((entry) => entry.status_reason) ? <ReasonText reason={reason} context={context} inline fontSize="xs" /> : null}
    </Stack>
  );
  return (
    <Hint content={details} maxW="sm">
      <chakra.button type="button" display="inline-flex" borderRadius="l2" cursor="help" _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
        <ResourceStatusBadge status={status} />
      </chakra.button>
    </Hint>
  );
}
