import { chakra, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Hint } from '../hint/Hint';

interface PerNodeStatusProps {
  /** The status for the cluster, as a badge. */
  badge: ReactNode;
  /** Each node's status, in words. */
  nodes: readonly { node: string; label: string }[];
  /** What the cluster's status means, under the list. */
  footnote?: ReactNode;
}

/**
 * A resource's status for the cluster and, on hover or keyboard focus, on each node (one node may
 * reach a remote end another cannot). The badge is a button so the keyboard gets there.
 */
export function PerNodeStatus({ badge, nodes, footnote }: PerNodeStatusProps) {
  const details = (
    <Stack gap="1">
      {nodes.map(({ node, label }) => (
        <Text key={node}>
          <Trans>
            {node}: {label}
          </Trans>
        </Text>
      ))}
      {footnote ? (
        <Text fontSize="xs" mt="1">
          {footnote}
        </Text>
      ) : null}
    </Stack>
  );
  return (
    <Hint content={details} maxW="sm">
      <chakra.button type="button" display="inline-flex" borderRadius="l2" cursor="help" _focusVisible={{ outline: '2px solid', outlineColor: 'focusRing' }}>
        {badge}
      </chakra.button>
    </Hint>
  );
}
