import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TopologyContent } from './TopologyContent';

/**
 * The bridge list's Topology tab: the flow graph limited to the rules that send to an action or read
 * from a source, with their other inputs and outputs, and every bridge no rule uses yet. Loaded
 * lazily by the list (the graph's library stays out of the list's bundle), hence the default export.
 */
export function TopologyPanel() {
  const { t } = useLingui();
  return (
    <TopologyContent
      bridgesOnly
      label={t`Flows through the data bridges`}
      isEmpty={(topology) => topology.nodes.length === 0}
      empty={
        <Text color="fg.muted" textAlign="center">
          <Trans>No data bridges yet.</Trans>
        </Text>
      }
    />
  );
}

export default TopologyPanel;
