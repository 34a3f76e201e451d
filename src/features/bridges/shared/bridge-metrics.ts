import type { BridgeMetrics, BridgeNodeMetrics } from '../../../generated/model';
import type { Metrics } from '../model/bridge';

/** A bridge's counters, for the cluster and each node, as the broker sent them (absent ones stay absent). */
export interface BridgeMetricsView {
  cluster: Metrics;
  nodes: ({ node: string } & Metrics)[];
}

const asMetrics = (value: unknown): Metrics => (value && typeof value === 'object' ? (value as Metrics) : {});

/**
 * The metrics answer of an action or a source. EMQX nests a node's counters under `metrics`
 * (as the contract says); a node entry with its counters beside its name is read too.
 */
export function readBridgeMetrics(data: { metrics?: BridgeMetrics; node_metrics?: BridgeNodeMetrics[] }): BridgeMetricsView {
  return {
    cluster: asMetrics(data.metrics),
    nodes: (data.node_metrics ?? []).map((entry) => {
      const { node, metrics, ...beside } = entry as BridgeNodeMetrics & Record<string, unknown>;
      return { ...asMetrics(metrics ?? beside), node: String(node ?? '') };
    }),
  };
}
