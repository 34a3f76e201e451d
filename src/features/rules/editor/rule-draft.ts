/**
 * The rule as the editor holds it, and the bodies of `POST /rules` (which takes the id in its body;
 * the broker makes one up without it) and `PUT /rules/{id}` (which replaces the whole rule, so the
 * name and metadata the editor does not show go back as they came).
 */
import type { RuleEngineRuleCreation, RuleEngineRuleInfo } from '../../../generated/model';
import { readBrokerSqlError } from '../sql/broker-error';
import { outputsToActions, readOutputs, type RuleOutput } from './outputs/outputs';

export interface RuleDraft {
  id: string;
  description: string;
  enable: boolean;
  sql: string;
  outputs: RuleOutput[];
}

/** What EMQX's own editor starts from: every field of every message. */
export const NEW_RULE: RuleDraft = { id: '', description: '', enable: true, sql: 'SELECT\n  *\nFROM\n  "t/#"', outputs: [] };

export function draftOf(rule: RuleEngineRuleInfo): RuleDraft {
  return { id: rule.id, description: rule.description ?? '', enable: rule.enable !== false, sql: rule.sql, outputs: readOutputs(rule.actions) };
}

function settingsOf(draft: RuleDraft): RuleEngineRuleCreation {
  return { sql: draft.sql, actions: outputsToActions(draft.outputs), enable: draft.enable, description: draft.description };
}

export function createBody(draft: RuleDraft): RuleEngineRuleCreation & { id?: string } {
  const id = draft.id.trim();
  return { ...(id ? { id } : {}), ...settingsOf(draft) };
}

export function updateBody(draft: RuleDraft, loaded: RuleEngineRuleInfo): RuleEngineRuleCreation {
  return { ...settingsOf(draft), ...(loaded.name !== undefined ? { name: loaded.name } : {}), ...(loaded.metadata !== undefined ? { metadata: loaded.metadata } : {}) };
}

/**
 * Whether a refused save is about the SQL (shown at its line in the editor) rather than the rule
 * (an id in use), which is shown by the save button.
 */
export function isSqlRefusal(error: unknown): boolean {
  const read = readBrokerSqlError(error);
  if (!read) return false;
  return read.line !== undefined || read.near !== undefined || /\b(sql|syntax|parse|lex|select|foreach|from|where)\b/i.test(read.message);
}
