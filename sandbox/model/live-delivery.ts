/**
 * The rule engine at work on simulated traffic. Rules made through the API have no traffic profile
 * (their counters would stay at 0); instead, a few simulated messages per second are published on
 * each topic filter their FROM names, run through the rule's SQL, and handed to its outputs: an
 * HTTP action really sends its request (templates applied as the broker applies them), so an
 * endpoint sees the messages arrive and the rule's and action's counters move as on a broker.
 */
import { renderHttpRequest, type HttpRequestTemplate } from '../../src/domain/emqx-template';
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { runRuleTest } from '../rule-sql/rule-test';
import type { SandboxState } from '../state';
import { observeRules } from './bridge-metrics';
import { sendHttp, type SendResult } from './bridge-probe';
import { bridgeId } from './bridges';
import type { RuleRecord } from './rules';

/** Counters of what the simulated traffic did, counted on the first node (where the simulated client is connected). */
export interface LiveRuleCounters {
  matched: number;
  passed: number;
  noResult: number;
  exception: number;
  total: number;
  success: number;
  failed: number;
  outOfService: number;
  /** When the last messages matched (epoch ms), for the rate. */
  recent: number[];
}

export interface LiveActionCounters {
  failed: number;
  /** Requests sent and not answered yet. */
  inflight: number;
}

export const MESSAGES_PER_TICK = 2;
export const TICK_MS = 1000;
const RATE_WINDOW_MS = 10_000;

export const newLiveRuleCounters = (): LiveRuleCounters => ({ matched: 0, passed: 0, noResult: 0, exception: 0, total: 0, success: 0, failed: 0, outOfService: 0, recent: [] });

/** Messages per second over the last 10 s. */
export function liveRate(counters: LiveRuleCounters, now: number): number {
  counters.recent = counters.recent.filter((t) => now - t < RATE_WINDOW_MS);
  return counters.recent.length / (RATE_WINDOW_MS / 1000);
}

/** Topic filters of the FROM a simulated client can publish on (not events, sources or shared subscriptions). */
export function simulatedTopics(rule: RuleRecord): string[] {
  return rule.from.filter((f) => !f.startsWith('$')).map((filter) => filter.split('/').map((level) => (level === '+' ? 'sim' : level === '#' ? 'sim' : level)).join('/'));
}

/** Simulated rules: made through the API (no profile), enabled, with a topic to publish on. */
const simulated = (rule: RuleRecord): boolean => rule.traffic.profile === undefined && rule.enable && simulatedTopics(rule).length > 0;

let sequence = 0;

function simulatedMessage(topic: string, now: number): JsonObject {
  sequence += 1;
  const temp = Math.round((20 + 5 * Math.sin(sequence / 7)) * 10) / 10;
  return { topic, clientid: `sandbox-sim-${(sequence % 3) + 1}`, username: 'sim', qos: 1, payload: JSON.stringify({ seq: sequence, temp, hum: 40 + (sequence % 20) }), timestamp: now };
}

export type Send = (request: Parameters<typeof sendHttp>[0]) => Promise<SendResult>;

/** Hands one output to one of the rule's outputs; resolves with whether it succeeded. */
async function deliver(state: SandboxState, output: Json, target: Json, send: Send): Promise<'success' | 'failed' | 'out_of_service'> {
  // Republish and console outputs act inside the broker: they succeed.
  if (typeof target !== 'string') return 'success';
  const action = state.actions.get(target);
  if (!action || action.config.enable === false) return 'out_of_service';
  if (action.type !== 'http') return 'success';
  const connector = state.connectors.get(bridgeId('http', String(action.config.connector)));
  if (!connector || connector.config.enable === false || typeof connector.config.url !== 'string') return 'out_of_service';
  const parameters = (isJsonObject(action.config.parameters) ? action.config.parameters : {}) as HttpRequestTemplate;
  const headers = isJsonObject(connector.config.headers) ? (connector.config.headers as Record<string, string>) : undefined;
  const request = renderHttpRequest({ url: connector.config.url, headers }, parameters, output);
  const live = (action.metrics.live ??= { failed: 0, inflight: 0 });
  live.inflight += 1;
  const result = await send(request);
  live.inflight -= 1;
  if (!result.ok) live.failed += 1;
  return result.ok ? 'success' : 'failed';
}

/**
 * One message through one rule, as the rule engine takes it: its SQL, then each output handed to
 * each of the rule's outputs. The requests sent are pushed onto `work`.
 */
export function fireRule(state: SandboxState, rule: RuleRecord, message: JsonObject, work: Promise<void>[], send: Send = sendHttp): void {
  const now = state.now();
  const counters = (rule.live ??= newLiveRuleCounters());
  const result = runRuleTest(rule.sql, message, { now: state.now, node: state.nodes[0]?.name ?? 'emqx@127.0.0.1' });
  counters.matched += 1;
  counters.recent.push(now);
  if (result.status === 400) {
    counters.exception += 1;
    return;
  }
  if (result.status === 412) {
    counters.noResult += 1;
    return;
  }
  counters.passed += 1;
  const outputs = Array.isArray(result.output) ? result.output : [result.output];
  for (const output of outputs) {
    for (const target of rule.actions) {
      counters.total += 1;
      work.push(
        deliver(state, output, target, send).then((outcome) => {
          if (outcome === 'success') counters.success += 1;
          else {
            counters.failed += 1;
            if (outcome === 'out_of_service') counters.outOfService += 1;
          }
        }),
      );
    }
  }
}

/** One round: each simulated rule gets a few messages; resolves once every request was answered. */
export async function deliverTick(state: SandboxState, send: Send = sendHttp): Promise<void> {
  const now = state.now();
  const work: Promise<void>[] = [];
  for (const rule of state.rules.values()) {
    if (!simulated(rule)) continue;
    rule.live ??= newLiveRuleCounters();
    // The actions follow the rule's `passed` from here: what it passes now is theirs.
    for (const target of rule.actions) {
      const action = typeof target === 'string' ? state.actions.get(target) : undefined;
      if (action && action.config.enable !== false) observeRules(action.metrics, target as string, state.rules.values(), state.nodes, now);
    }
    const topics = simulatedTopics(rule);
    for (let i = 0; i < MESSAGES_PER_TICK; i++) fireRule(state, rule, simulatedMessage(topics[i % topics.length]!, now), work, send);
  }
  await Promise.all(work);
}

/** Runs a round every second until stopped; a round still sending does not hold the next one up. */
export function startLiveDelivery(state: SandboxState, send: Send = sendHttp): () => void {
  const timer = setInterval(() => void deliverTick(state, send).catch((error: unknown) => console.error('[sandbox] live delivery', error)), TICK_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}

