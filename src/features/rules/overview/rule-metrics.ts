import type { RuleEngineMetrics, RuleEngineRuleMetrics } from '../../../generated/model';

/** A rule's counters under the names the console shows. */
export interface RuleCounters {
  matched: number;
  passed: number;
  failed: number;
  exception: number;
  /**
   * SQL that produced no output (a WHERE that failed, an empty FOREACH). EMQX counts it as
   * `failed.no_result` but its API answers it as `failed.unknown` (the only name the contract has).
   */
  noResult: number;
  rate: number;
  rateMax: number;
  rateLast5m: number;
  actions: { total: number; success: number; failed: number; outOfService: number; unknown: number };
}

export interface RuleMetricsView {
  cluster: RuleCounters;
  nodes: ({ node: string } & RuleCounters)[];
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function readCounters(m: RuleEngineMetrics | undefined): RuleCounters {
  const noResult = (m as { 'failed.no_result'?: unknown } | undefined)?.['failed.no_result'];
  return {
    matched: num(m?.matched),
    passed: num(m?.passed),
    failed: num(m?.failed),
    exception: num(m?.['failed.exception']),
    noResult: num(noResult ?? m?.['failed.unknown']),
    rate: num(m?.['matched.rate']),
    rateMax: num(m?.['matched.rate.max']),
    rateLast5m: num(m?.['matched.rate.last5m']),
    actions: {
      total: num(m?.['actions.total']),
      success: num(m?.['actions.success']),
      failed: num(m?.['actions.failed']),
      outOfService: num(m?.['actions.failed.out_of_service']),
      unknown: num(m?.['actions.failed.unknown']),
    },
  };
}

/**
 * The metrics answer, per node and for the cluster. The contract lists a node's counters beside
 * its name, while EMQX 5.8 nests them under `metrics`: both are read.
 */
export function readRuleMetrics(data: RuleEngineRuleMetrics): RuleMetricsView {
  return {
    cluster: readCounters(data.metrics),
    nodes: (data.node_metrics ?? []).map((entry) => {
      const nested = (entry as { metrics?: unknown }).metrics;
      const counters = nested && typeof nested === 'object' ? (nested as RuleEngineMetrics) : entry;
      return { node: String(entry.node ?? ''), ...readCounters(counters) };
    }),
  };
}
