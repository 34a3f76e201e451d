import { describe, expect, it } from 'vitest';
import { readBridgeMetrics } from './bridge-metrics';

describe('readBridgeMetrics', () => {
  it('reads the cluster and each node, nested under metrics or beside the node name', () => {
    const view = readBridgeMetrics({
      metrics: { matched: 10, success: 9, rate: 1.5 },
      node_metrics: [{ node: 'a@h', metrics: { matched: 4 } }, { node: 'b@h', matched: 6 } as never],
    });
    expect(view.cluster).toEqual({ matched: 10, success: 9, rate: 1.5 });
    expect(view.nodes).toEqual([
      { node: 'a@h', matched: 4 },
      { node: 'b@h', matched: 6 },
    ]);
  });

  it('keeps absent counters absent and an answer without nodes empty', () => {
    expect(readBridgeMetrics({})).toEqual({ cluster: {}, nodes: [] });
  });
});
