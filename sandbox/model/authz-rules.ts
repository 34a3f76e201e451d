/**
 * The built-in database authorization source's rules (EMQX's `emqx_acl` Mnesia table): a list per
 * client ID, a list per username, and one list for everyone. Rules are stored as the broker
 * answers them, with the QoS and retain defaults filled in.
 */
import { isJsonObject } from '../lib/json';

export type RulePermission = 'allow' | 'deny';
export type RuleAction = 'publish' | 'subscribe' | 'all';

export interface AuthzRule {
  permission: RulePermission;
  action: RuleAction;
  topic: string;
  qos: number[];
  /** Only publish rules (and `all`) carry the retain flag; subscribe rules have none. */
  retain?: boolean | 'all';
}

export interface AuthzRules {
  /** Insertion order is the listing order. */
  clients: Map<string, AuthzRule[]>;
  users: Map<string, AuthzRule[]>;
  all: AuthzRule[];
}

export type RuleKind = 'clients' | 'users';

/** The field naming the owner of a rule list in each listing. */
export const WHO_FIELD = { clients: 'clientid', users: 'username' } as const satisfies Record<RuleKind, string>;

export const emptyAuthzRules = (): AuthzRules => ({ clients: new Map(), users: new Map(), all: [] });

const PERMISSIONS: readonly string[] = ['allow', 'deny'];
const ACTIONS: readonly string[] = ['publish', 'subscribe', 'all'];

/** One rule as the broker stores it, or why it refuses it ("bad rule schema"). */
export function parseRule(value: unknown): AuthzRule | { error: string } {
  if (!isJsonObject(value)) return { error: 'A rule must be an object' };
  const { permission, action, topic, qos, retain } = value;
  if (typeof permission !== 'string' || !PERMISSIONS.includes(permission)) return { error: `Invalid permission: ${String(permission)}` };
  if (typeof action !== 'string' || !ACTIONS.includes(action)) return { error: `Invalid action: ${String(action)}` };
  if (typeof topic !== 'string' || topic === '') return { error: 'A rule needs a topic' };
  const qosList = qos === undefined ? [0, 1, 2] : qos;
  if (!Array.isArray(qosList) || !qosList.every((q) => q === 0 || q === 1 || q === 2)) return { error: `Invalid QoS: ${JSON.stringify(qos)}` };
  if (retain !== undefined && typeof retain !== 'boolean' && retain !== 'all') return { error: `Invalid retain: ${JSON.stringify(retain)}` };
  const rule: AuthzRule = { permission: permission as RulePermission, action: action as RuleAction, topic, qos: [...new Set(qosList as number[])].sort() };
  if (action !== 'subscribe') rule.retain = retain ?? 'all';
  return rule;
}

/** A whole list of rules, refused as a whole when one rule is bad or there are more than `maxRules`. */
export function parseRules(value: unknown, maxRules: number): AuthzRule[] | { error: string } {
  const list = value === undefined ? [] : value;
  if (!Array.isArray(list)) return { error: 'rules must be a list' };
  if (list.length > maxRules) return { error: `Too many rules: ${list.length} is more than max_rules ${maxRules}` };
  const rules: AuthzRule[] = [];
  for (const item of list) {
    const rule = parseRule(item);
    if ('error' in rule) return rule;
    rules.push(rule);
  }
  return rules;
}

/** The owner and rules of one entry of a POST or PUT body, or why it is refused. */
export function parseEntry(kind: RuleKind, value: unknown, maxRules: number): { who: string; rules: AuthzRule[] } | { error: string } {
  const field = WHO_FIELD[kind];
  if (!isJsonObject(value)) return { error: `Bad ${field} or bad rule schema` };
  const who = value[field];
  if (typeof who !== 'string' || who === '') return { error: `Bad ${field}: it must not be empty` };
  const rules = parseRules(value.rules, maxRules);
  return Array.isArray(rules) ? { who, rules } : rules;
}

/** Copies out, so a caller mutating a response leaves the state alone. */
export const ruleView = (rule: AuthzRule): AuthzRule => ({ ...rule, qos: [...rule.qos] });
