import { List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { describeNode } from './flow-labels';
import type { Topology } from './topology';

/**
 * The graph in words, one line a rule: "Topic t/# → Rule r1 (Enabled) → Action http:out (Connected)".
 * What a screen reader reads instead of the drawing, and what anyone can read or copy.
 */
export function FlowTextList({ topology, id }: { topology: Topology; id: string }) {
  const { i18n } = useLingui();
  const list = (nodes: Topology['nodes']) => nodes.map((node) => describeNode(i18n, node)).join(', ');
  return (
    <List.Root id={id} gap="1" ps="5" fontSize="sm">
      {topology.paths.map(({ rule, inputs, outputs }) => (
        <List.Item key={rule.id}>{[inputs.length ? list(inputs) : null, describeNode(i18n, rule), outputs.length ? list(outputs) : null].filter(Boolean).join(' → ')}</List.Item>
      ))}
      {topology.unused.length ? (
        <List.Item>
          <Text as="span">
            <Trans>Used by no rule:</Trans> {list(topology.unused)}
          </Text>
        </List.Item>
      ) : null}
    </List.Root>
  );
}
