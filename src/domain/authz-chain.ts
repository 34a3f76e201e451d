// No Lingui here: the sandbox imports this module outside the console's build.
/**
 * The authorization chain's answer to one action, as `emqx_access_control:authorize/3` reaches it: the
 * enabled sources in order, each answering with its first matching rule or passing, then `no_match`.
 * Only the built-in database's rules and the ACL file can be read from outside the broker; a source
 * that asks a server (HTTP, databases, LDAP) is reported as deciding out of sight, never guessed.
 * The sandbox decides with this; the console explains with it.
 */
import { fileRuleVerdict, readAclFile } from './acl-file';
import { topicRuleMatches } from './authz-topic';

export interface AuthzAction {
  type: 'publish' | 'subscribe';
  qos: 0 | 1 | 2;
  /** Publish only. */
  retain?: boolean;
}

export interface AuthzWho {
  clientid: string;
  username: string;
  ip: string;
}

export type Permission = 'allow' | 'deny';

/** A built-in database rule as the API answers it. */
export interface BuiltInRule {
  permission: Permission;
  action: 'publish' | 'subscribe' | 'all';
  topic: string;
  qos?: number[];
  retain?: boolean | 'all';
}

/** Which of the built-in database's lists a rule is in; the broker reads them in this order. */
export type RuleList = 'clients' | 'users' | 'all';
export const RULE_LISTS: readonly RuleList[] = ['clients', 'users', 'all'];

export type AuthzSource =
  | { type: 'built_in_database'; enable: boolean; rules: Record<RuleList, BuiltInRule[]> }
  | { type: 'file'; enable: boolean; rules: string }
  | { type: string; enable: boolean; rules?: undefined };

export type SourceAnswer =
  | { type: string; outcome: 'disabled' }
  | { type: string; outcome: 'no-match' }
  /** A source that asks a server: what it answers is not known here. */
  | { type: string; outcome: 'external' }
  /** The ACL file does not read: the broker would have refused it, so it cannot be evaluated. */
  | { type: string; outcome: 'unreadable' }
  | { type: string; outcome: 'matched'; permission: Permission; rule: MatchedRule };

export type MatchedRule = { list: RuleList; index: number; rule: BuiltInRule } | { line: number; text: string };

export interface ChainAnswer {
  /** One per source, in the chain's order, up to the first that matched. */
  answers: SourceAnswer[];
  /** What applies when no source answers. */
  noMatch: Permission;
}

function builtInRuleMatches(rule: BuiltInRule, action: AuthzAction, topic: string, who: AuthzWho): boolean {
  if (rule.action !== 'all' && rule.action !== action.type) return false;
  if (rule.qos && !rule.qos.includes(action.qos)) return false;
  if (action.type === 'publish' && rule.retain !== undefined && rule.retain !== 'all' && rule.retain !== (action.retain ?? false)) return false;
  return topicRuleMatches(rule.topic, topic, who);
}

function answerOf(source: AuthzSource, action: AuthzAction, topic: string, who: AuthzWho): SourceAnswer {
  const { type } = source;
  if (!source.enable) return { type, outcome: 'disabled' };
  if (source.type === 'built_in_database' && typeof source.rules === 'object') {
    for (const list of RULE_LISTS) {
      const index = source.rules[list].findIndex((rule) => builtInRuleMatches(rule, action, topic, who));
      const rule = source.rules[list][index];
      if (rule) return { type, outcome: 'matched', permission: rule.permission, rule: { list, index, rule } };
    }
    return { type, outcome: 'no-match' };
  }
  if (source.type === 'file' && typeof source.rules === 'string') {
    const rules = readAclFile(source.rules);
    if (!rules) return { type, outcome: 'unreadable' };
    for (const rule of rules) {
      const permission = fileRuleVerdict(rule, action, topic, who);
      if (permission) return { type, outcome: 'matched', permission, rule: { line: rule.line, text: rule.text } };
    }
    return { type, outcome: 'no-match' };
  }
  return { type, outcome: 'external' };
}

/** `topic` is the real topic: a shared subscription's filter without its `$share/group/` (see realTopic). */
export function evaluateChain(sources: readonly AuthzSource[], who: AuthzWho, action: AuthzAction, topic: string, noMatch: Permission): ChainAnswer {
  const answers: SourceAnswer[] = [];
  for (const source of sources) {
    const answer = answerOf(source, action, topic, who);
    answers.push(answer);
    if (answer.outcome === 'matched') break;
  }
  return { answers, noMatch };
}

/** The broker's verdict where every external source passes (the sandbox's servers have no rules). */
export function verdictOf({ answers, noMatch }: ChainAnswer): Permission {
  const matched = answers.find((a) => a.outcome === 'matched');
  return matched?.outcome === 'matched' ? matched.permission : noMatch;
}
