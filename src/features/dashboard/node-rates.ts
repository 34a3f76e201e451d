/**
 * Each node's messages per second, from two readings of its cumulative counters (`GET /metrics`
 * with `aggregate=false`: one request for every node, rather than one poll per row).
 */
import type { EmqxMgmtApiMetricsNodeMetrics } from '../../generated/model';

export interface NodeRates {
  received: number;
  sent: number;
  dropped: number;
}

export interface CounterReading {
  at: number;
  nodes: readonly EmqxMgmtApiMetricsNodeMetrics[];
}

const COUNTERS = { received: 'messages.received', sent: 'messages.sent', dropped: 'messages.dropped' } as const;

/** Per second between the readings; a node missing from either, or whose counters went back (a restart), has none. */
export function nodeRates(before: CounterReading, after: CounterReading): Map<string, NodeRates> {
  const seconds = (after.at - before.at) / 1000;
  const rates = new Map<string, NodeRates>();
  if (seconds <= 0) return rates;
  const earlier = new Map(before.nodes.map((n) => [n.node, n]));
  for (const now of after.nodes) {
    const then = now.node === undefined ? undefined : earlier.get(now.node);
    if (!then || now.node === undefined) continue;
    const rate = (key: (typeof COUNTERS)[keyof typeof COUNTERS]) => ((now[key] ?? 0) - (then[key] ?? 0)) / seconds;
    const figures = { received: rate(COUNTERS.received), sent: rate(COUNTERS.sent), dropped: rate(COUNTERS.dropped) };
    if (Object.values(figures).every((n) => n >= 0)) rates.set(now.node, figures);
  }
  return rates;
}
