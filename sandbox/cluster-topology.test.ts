import { describe, expect, it } from 'vitest';
import { clusterTopology, RLOG_STREAMS } from './model/cluster-topology';
import { invite } from './model/cluster-invite';
import { createSandboxState } from './state';

describe('cluster topology', () => {
  it('answers each core node with the replicants that follow its log', () => {
    const state = createSandboxState();
    expect(clusterTopology(state)).toEqual([
      { core_node: 'emqx@node1.emqx.io', replicant_nodes: [{ node: 'emqx@node3.emqx.io', streams: RLOG_STREAMS }] },
      { core_node: 'emqx@node2.emqx.io', replicant_nodes: [] },
    ]);
  });

  it('adds a core node once its invitation has completed', () => {
    let now = Date.parse('2026-11-29T08:00:00Z');
    const state = createSandboxState({ now: () => now });
    expect('error' in invite(state, 'emqx@node4.emqx.io')).toBe(false);
    expect(clusterTopology(state).map((c) => c.core_node)).not.toContain('emqx@node4.emqx.io');
    now += 60_000;
    expect(clusterTopology(state).map((c) => c.core_node)).toContain('emqx@node4.emqx.io');
  });
});
