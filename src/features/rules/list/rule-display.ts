import type { RuleEngineRuleInfo, RuleEngineRuleInfoActionsItem } from '../../../generated/model';
import { fromSources } from '../editor/sql-from';

/** One entry of a rule's FROM, as the list shows it. */
export type RuleSource =
  | { kind: 'topic'; topic: string }
  /** `$events/client_connected` → event `client_connected`. */
  | { kind: 'event'; event: string; value: string }
  /** `$bridges/mqtt:in` (5.8 also names ingress sources `$sources/…`) → the source id `mqtt:in`. */
  | { kind: 'source'; id: string; value: string };

const EVENT_PREFIX = '$events/';
const SOURCE_PREFIXES = ['$bridges/', '$sources/'];

export function classifySource(value: string): RuleSource {
  if (value.startsWith(EVENT_PREFIX)) return { kind: 'event', event: value.slice(EVENT_PREFIX.length), value };
  const prefix = SOURCE_PREFIXES.find((p) => value.startsWith(p));
  if (prefix) return { kind: 'source', id: value.slice(prefix.length), value };
  return { kind: 'topic', topic: value };
}

/** What a rule reads from: the broker's `from` field, else the SQL's FROM. */
export function ruleSources(rule: Pick<RuleEngineRuleInfo, 'from' | 'sql'>): RuleSource[] {
  const from = Array.isArray(rule.from) ? rule.from : fromSources(rule.sql ?? '');
  return from.map(classifySource);
}

/** One output of a rule, as the list shows it. */
export type RuleOutput =
  | { kind: 'console' }
  | { kind: 'republish'; topic: string }
  /** An action or sink of data integration, referenced by its id `type:name`. */
  | { kind: 'action'; id: string; type: string; name: string }
  /** A user-provided function `module:function`. */
  | { kind: 'function'; name: string };

export function describeOutput(action: RuleEngineRuleInfoActionsItem): RuleOutput {
  if (typeof action === 'string') {
    const colon = action.indexOf(':');
    return colon < 0 ? { kind: 'action', id: action, type: '', name: action } : { kind: 'action', id: action, type: action.slice(0, colon), name: action.slice(colon + 1) };
  }
  if (action.function === 'console') return { kind: 'console' };
  if (action.function === 'republish') {
    const args = action.args as { topic?: unknown } | undefined;
    return { kind: 'republish', topic: typeof args?.topic === 'string' ? args.topic : '' };
  }
  return { kind: 'function', name: String(action.function ?? '') };
}
