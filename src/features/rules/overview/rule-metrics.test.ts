import { describe, expect, it } from 'vitest';
import type { RuleEngineMetrics } from '../../../generated/model';
import { readCounters, readRuleMetrics } from './rule-metrics';

const counters = {
  matched: 10,
  passed: 7,
  failed: 3,
  'failed.exception': 1,
  'failed.unknown': 2,
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
  it('reads the cluster and the nodes as the contract lists them', () => {
    expect(readRuleMetrics({ id: 'r', metrics: counters, node_metrics: [{ node: 'emqx@a', ...counters }] })).toEqual({
      cluster: read,
      nodes: [{ node: 'emqx@a', ...read }],
    });
  });

  it('reads nodes whose counters the broker nests under metrics', () => {
    const nested = { node: 'emqx@b', metrics: counters } as unknown as { node: string };
    expect(readRuleMetrics({ id: 'r', node_metrics: [nested] }).nodes).toEqual([{ node: 'emqx@b', ...read }]);
  });

  it('takes no result under its own name when the answer has it', () => {
    const answer: RuleEngineMetrics & { 'failed.no_result': number } = { 'failed.unknown': 0, 'failed.no_result': 5 };
    expect(readCounters(answer).noResult).toBe(5);
  });

  it('counts what is missing or not a number as zero', () => {
    expect(readCounters({ matched: Number.NaN }).matched).toBe(0);
    expect(readRuleMetrics({ id: 'r' })).toEqual({ cluster: readCounters(undefined), nodes: [] });
  });
});
