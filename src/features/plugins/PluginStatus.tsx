import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Hint } from '../../components/hint/Hint';
import { overallStatus, type NodePluginStatus, type NodeStatus } from './plugin-model';

export const STATUS_LABELS: Record<NodePluginStatus, MessageDescriptor> = {
  running: msg`Running`,
  stopped: msg`Stopped`,
  not_installed: msg`Not installed`,
};

const PALETTE: Record<NodePluginStatus | 'mixed', string> = { running: 'green', stopped: 'gray', not_installed: 'gray', mixed: 'orange' };

/**
 * The plugin's status in the cluster. When nodes differ, the badge says how many run it, and its
 * status on each node shows on hover or keyboard focus.
 */
export function PluginStatus({ statuses }: { statuses: NodeStatus[] }) {
  const { i18n, t } = useLingui();
  const overall = overallStatus(statuses);
  if (overall.status !== 'mixed') {
    return (
      <Badge colorPalette={PALETTE[overall.status]} variant="subtle">
        {i18n._(STATUS_LABELS[overall.status])}
      </Badge>
    );
  }
  const stopped = statuses.filter((s) => s.status === 'stopped').length;
  const summary = overall.running > 0 ? t`Running on ${overall.running} of ${overall.total} nodes` : t`Stopped on ${stopped} of ${overall.total} nodes`;
  const details = (
    <Stack gap="0.5">
      <Text fontWeight="semibold">
        <Trans>Status by node</Trans>
      </Text>
      {statuses.map((s) => (
        <Text key={s.node}>
          {s.node}: {i18n._(STATUS_LABELS[s.status])}
        </Text>
      ))}
    </Stack>
  );
  return (
    <Hint content={details}>
      {/* Focusable, so the per-node status is reachable by keyboard too. */}
      <Box as="span" tabIndex={0} display="inline-flex" borderRadius="l2" _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
        <Badge colorPalette={PALETTE.mixed} variant="subtle">
          {summary}
        </Badge>
      </Box>
    </Hint>
  );
}
