import type { RuleEngineMetrics, RuleEngineRuleMetrics } from '../../../generated/model';

/** A rule's counters under the names the console shows. */
export interface RuleCounters {
  matched: number;
  passed: number;
  failed: number;
  exception: number;
  /**
   * SQL that produced no output (a WHERE that failed, an empty FOREACH): `failed.no_result` in
   * EMQX 5.8's answer (emqx_rule_engine_api ?METRICS_VAL); the published document called it
   * `failed.unknown`, which is still read when that is all there is.
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
  // Read by name, whichever of the two names the generated type has.
  const loose = m as Record<string, unknown> | undefined;
  return {
    matched: num(m?.matched),
    passed: num(m?.passed),
    failed: num(m?.failed),
    exception: num(m?.['failed.exception']),
    noResult: num(loose?.['failed.no_result'] ?? loose?.['failed.unknown']),
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
 * The metrics answer, per node and for the cluster. EMQX 5.8 nests a node's counters under
 * `metrics` (emqx_rule_engine_api:format_metrics/2); counters beside the node name, as the published
 * document had them, are read too.
 */
export function readRuleMetrics(data: RuleEngineRuleMetrics): RuleMetricsView {
  return {
    cluster: readCounters(data.metrics),
    nodes: (data.node_metrics ?? []).map((entry) => {
      const nested = (entry as { metrics?: unknown }).metrics;
      const counters = (nested && typeof nested === 'object' ? nested : entry) as RuleEngineMetrics;
      return { node: String(entry.node ?? ''), ...readCounters(counters) };
    }),
  };
}
