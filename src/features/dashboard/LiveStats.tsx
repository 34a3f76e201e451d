import { SimpleGrid } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useCapability } from '../../api/capabilities';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { useGetAlarms } from '../../generated/endpoints/alarms/alarms';
import { useGetMetrics, useGetMonitorCurrent } from '../../generated/endpoints/metrics/metrics';
import { Stat } from './Stat';

const LIVE_REFRESH_MS = 2_000;
/** The totals since start change as fast but matter less: as often as the metrics screen reads them (the same query). */
const TOTALS_REFRESH_MS = 10_000;

// Labels made once: a card's props stay the same unless its number changes.
const LABELS = {
  connections: msg`Connections`,
  liveConnections: msg`Live connections`,
  subscriptions: msg`Subscriptions`,
  sharedSubscriptions: msg`Shared subscriptions`,
  incoming: msg`Incoming messages per second`,
  outgoing: msg`Outgoing messages per second`,
  dropped: msg`Dropped messages per second`,
  alarms: msg`Active alarms`,
  topics: msg`Topics`,
  retained: msg`Retained messages`,
  receivedTotal: msg`Messages received since start`,
  sentTotal: msg`Messages sent since start`,
};

/**
 * The cluster's live numbers, polled every two seconds while the tab is visible (the totals every ten
 * seconds, the alarm count with the header's badge). The polls live here, not in the overview
 * around it, so a new answer re-renders these cards and nothing else. While a poll fails, its cards
 * say since when their numbers are (`useStaleSince`).
 * GET /monitor_current's `*_rate` figures are messages per second (the broker divides the change
 * since its last sample by the time between; its document's "per 10 seconds" is wrong).
 */
export function LiveStats() {
  // Polling runs in the background: it never moves the progress bar.
  const current = useGetMonitorCurrent({ query: { refetchInterval: pollEvery(LIVE_REFRESH_MS) }, request: { background: true } });
  // Not every broker has alarms: the card waits for the probe, and goes when it finds none.
  const hasAlarms = useCapability('alarms');
  const alarms = useGetAlarms({ activated: true, limit: 1 }, { query: { enabled: hasAlarms === true } });
  const metrics = useGetMetrics({ aggregate: true }, { query: { refetchInterval: pollEvery(TOTALS_REFRESH_MS) }, request: { background: true } });
  const live = current.data;
  const liveStale = useStaleSince(current);
  const alarmsStale = useStaleSince(alarms);
  const totalsStale = useStaleSince(metrics);
  // With aggregate=true the broker answers one object for the cluster, not one per node.
  const clusterMetrics = metrics.data && !Array.isArray(metrics.data) ? metrics.data : undefined;

  // Clients and subscriptions; messages per second (as the charts below) and alarms; what is stored and totals since start.
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      <Stat label={LABELS.connections} value={live?.connections} to="/connections" staleSince={liveStale} />
      <Stat label={LABELS.liveConnections} value={live?.live_connections} staleSince={liveStale} />
      <Stat label={LABELS.subscriptions} value={live?.subscriptions} to="/subscriptions/subscription" staleSince={liveStale} />
      <Stat label={LABELS.sharedSubscriptions} value={live?.shared_subscriptions} staleSince={liveStale} />
      <Stat label={LABELS.incoming} value={live?.received_msg_rate} staleSince={liveStale} />
      <Stat label={LABELS.outgoing} value={live?.sent_msg_rate} staleSince={liveStale} />
      <Stat label={LABELS.dropped} value={live?.dropped_msg_rate} to="/dropped-messages" staleSince={liveStale} />
      {hasAlarms === false ? null : <Stat label={LABELS.alarms} value={alarms.data?.meta?.count} to="/alarm/current-alarm" staleSince={alarmsStale} />}
      <Stat label={LABELS.topics} value={live?.topics} to="/subscriptions/topics" staleSince={liveStale} />
      <Stat label={LABELS.retained} value={live?.retained_msg_count} to="/retained" staleSince={liveStale} />
      <Stat label={LABELS.receivedTotal} value={clusterMetrics?.['messages.received']} staleSince={totalsStale} />
      <Stat label={LABELS.sentTotal} value={clusterMetrics?.['messages.sent']} staleSince={totalsStale} />
    </SimpleGrid>
  );
}
