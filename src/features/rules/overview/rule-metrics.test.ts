import { describe, expect, it } from 'vitest';
import type { RuleEngineMetrics, RuleEngineRuleMetrics } from '../../../generated/model';
import { readCounters, readRuleMetrics } from './rule-metrics';

// Typed loosely: the generated metrics type follows whichever document was generated.
const counters: Record<string, number> = {
  matched: 10,
  passed: 7,
  failed: 3,
  'failed.exception': 1,
  'failed.no_result': 2,
  'matched.rate': 1.5,
  'matched.rate.max': 4,
  'matched.rate.last5m': 0.8,
  'actions.total': 14,
  'actions.success': 12,
  'actions.failed': 2,
  'actions.failed.out_of_service': 1,
  'actions.failed.unknown': 1,
};

const read = {
  matched: 10,
  passed: 7,
  failed: 3,
  exception: 1,
  noResult: 2,
  rate: 1.5,
  rateMax: 4,
  rateLast5m: 0.8,
  actions: { total: 14, success: 12, failed: 2, outOfService: 1, unknown: 1 },
};

describe('readRuleMetrics', () => {
  it('reads the cluster and the nodes, their counters nested under metrics as the broker answers', () => {
    const answer = { id: 'r', metrics: counters, node_metrics: [{ node: 'emqx@a', metrics: counters }] } as unknown as RuleEngineRuleMetrics;
    expect(readRuleMetrics(answer)).toEqual({ cluster: read, nodes: [{ node: 'emqx@a', ...read }] });
  });

  it('reads nodes whose counters stand beside the node name, as the published document had them', () => {
    const flat = { id: 'r', node_metrics: [{ node: 'emqx@b', ...counters }] } as unknown as RuleEngineRuleMetrics;
    expect(readRuleMetrics(flat).nodes).toEqual([{ node: 'emqx@b', ...read }]);
  });

  it('takes no result under its own name, and under the old one when that is all there is', () => {
    expect(readCounters({ 'failed.unknown': 0, 'failed.no_result': 5 } as unknown as RuleEngineMetrics).noResult).toBe(5);
    expect(readCounters({ 'failed.unknown': 3 } as unknown as RuleEngineMetrics).noResult).toBe(3);
  });

  it('counts what is missing or not a number as zero', () => {
    expect(readCounters({ matched: Number.NaN }).matched).toBe(0);
    expect(readRuleMetrics({ id: 'r' })).toEqual({ cluster: readCounters(undefined), nodes: [] });
  });
});
