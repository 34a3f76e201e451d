/**
 * A built-in database authorization rule as the forms edit it, the checks on it (docs/product-spec.md §5: client
 * ID, username, permission, action and topic each required), and its conversion to and from the
 * 5.8.1 `rule_item`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmqxAuthzApiMnesiaRuleItem } from '../../../generated/model';

export const PERMISSIONS = ['allow', 'deny'] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const ACTIONS = ['publish', 'subscribe', 'all'] as const;
export type Action = (typeof ACTIONS)[number];
export const QOS_LEVELS = [0, 1, 2] as const;
/** The retain flag a publish must carry for the rule to apply: any, retained only, or not retained. */
export const RETAINS = ['all', 'true', 'false'] as const;
export type Retain = (typeof RETAINS)[number];

/** What the broker puts in a topic when it checks a client: its username and its client ID. */
export const PLACEHOLDERS = ['${username}', '${clientid}'] as const;

export const PERMISSION_LABELS: Record<Permission, MessageDescriptor> = { allow: msg`Allow`, deny: msg`Deny` };
export const ACTION_LABELS: Record<Action, MessageDescriptor> = { publish: msg`Publish`, subscribe: msg`Subscribe`, all: msg`Publish and subscribe` };
export const RETAIN_LABELS: Record<Retain, MessageDescriptor> = { all: msg`Retained or not`, true: msg`Retained only`, false: msg`Not retained only` };

export interface RuleDraft {
  /** Keeps a line's inputs in place while lines are added, removed and moved. */
  key: number;
  permission: Permission;
  action: Action;
  topic: string;
  qos: number[];
  retain: Retain;
}

export type RuleProblems = Partial<Record<'topic' | 'qos', MessageDescriptor>>;

let lastKey = 0;
const nextKey = () => ++lastKey;

export const emptyRule = (): RuleDraft => ({ key: nextKey(), permission: 'allow', action: 'publish', topic: '', qos: [...QOS_LEVELS], retain: 'all' });

const isPermission = (value: unknown): value is Permission => (PERMISSIONS as readonly unknown[]).includes(value);
const isAction = (value: unknown): value is Action => (ACTIONS as readonly unknown[]).includes(value);

export function fromRuleItem(item: EmqxAuthzApiMnesiaRuleItem): RuleDraft {
  // Documented as a boolean, shown as text in the document's own examples: both are read.
  const retain = String(item.retain ?? 'all');
  return {
    key: nextKey(),
    permission: isPermission(item.permission) ? item.permission : 'allow',
    action: isAction(item.action) ? item.action : 'publish',
    topic: item.topic,
    qos: item.qos ? QOS_LEVELS.filter((q) => item.qos?.includes(q)) : [...QOS_LEVELS],
    retain: retain === 'true' || retain === 'false' ? retain : 'all',
  };
}

/** The rule as the contract takes it; a subscription has no retain flag to match. */
export function toRuleItem(draft: RuleDraft): EmqxAuthzApiMnesiaRuleItem {
  const item: EmqxAuthzApiMnesiaRuleItem = { permission: draft.permission, action: draft.action, topic: draft.topic.trim(), qos: [...draft.qos].sort() };
  if (draft.action !== 'subscribe') item.retain = draft.retain === 'all' ? 'all' : draft.retain === 'true';
  return item;
}

export function ruleProblems(draft: RuleDraft): RuleProblems {
  const problems: RuleProblems = {};
  if (!draft.topic.trim()) problems.topic = msg`Topic is required`;
  if (draft.qos.length === 0) problems.qos = msg`Choose at least one QoS`;
  return problems;
}

export const hasProblems = (drafts: readonly RuleDraft[]): boolean => drafts.some((d) => Object.keys(ruleProblems(d)).length > 0);

/** Two lists hold the same rules in the same order (keys aside): nothing to save. */
export function sameRules(a: readonly RuleDraft[], b: readonly RuleDraft[]): boolean {
  return JSON.stringify(a.map(toRuleItem)) === JSON.stringify(b.map(toRuleItem));
}

/** `text` with `insert` put at `at` (the caret), or at the end when the caret is unknown. */
export function insertAt(text: string, insert: string, at: number | null | undefined): { text: string; caret: number } {
  const index = at === null || at === undefined || at > text.length ? text.length : at;
  return { text: text.slice(0, index) + insert + text.slice(index), caret: index + insert.length };
}
