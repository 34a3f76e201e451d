import type { RuleEngineRuleCreation, RuleEngineRuleInfo } from '../../../generated/model';

/**
 * The rule as PUT /rules/{id} takes it: the broker replaces the whole rule with the body, so what
 * is not sent (actions, description, metadata) would be lost. Only `enable` changes.
 */
export function withEnable(rule: RuleEngineRuleInfo, enable: boolean): RuleEngineRuleCreation {
  const { sql, actions, description, metadata, name } = rule;
  return { sql, actions, description, metadata, name, enable };
}

/**
 * A new rule with the same SQL, outputs and description under `id` (POST /rules takes the id in its
 * body; the broker makes one up without it). It starts disabled: a copy that ran at once would
 * repeat every output of the original (a second republish, a second write to each sink).
 * The broker writes the copy's own metadata (its creation time).
 */
export function copyOf(rule: RuleEngineRuleInfo, id: string): RuleEngineRuleCreation & { id: string } {
  const { sql, actions, description, name } = rule;
  return { id, sql, actions, description, name, enable: false };
}
