import { SimpleGrid } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { useGetMonitorCurrentNodesByNode } from '../../generated/endpoints/metrics/metrics';
import { Stat } from './Stat';

const LIVE_REFRESH_MS = 5_000;

const LABELS = {
  connections: msg`Connections`,
  liveConnections: msg`Live connections`,
  incoming: msg`Incoming messages per second`,
  outgoing: msg`Outgoing messages per second`,
  dropped: msg`Dropped messages per second`,
  subscriptions: msg`Subscriptions`,
};

/** One node's share of the cluster's live numbers (`/monitor_current/nodes/{node}`), every five seconds. */
export function NodeLiveStats({ node }: { node: string }) {
  const current = useGetMonitorCurrentNodesByNode(node, { query: { refetchInterval: pollEvery(LIVE_REFRESH_MS) }, request: { background: true, silentStatuses: [404] } });
  const live = current.data;
  const stale = useStaleSince(current);
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4">
      <Stat label={LABELS.connections} value={live?.connections} staleSince={stale} />
      <Stat label={LABELS.liveConnections} value={live?.live_connections} staleSince={stale} />
      <Stat label={LABELS.subscriptions} value={live?.subscriptions} staleSince={stale} />
      <Stat label={LABELS.incoming} value={live?.received_msg_rate} staleSince={stale} />
      <Stat label={LABELS.outgoing} value={live?.sent_msg_rate} staleSince={stale} />
      <Stat label={LABELS.dropped} value={live?.dropped_msg_rate} staleSince={stale} />
    </SimpleGrid>
  );
}
