/**
 * What the console can conclude about one action from the chain it can read and the client's cache:
 * a cached answer comes first (the broker does not ask the sources again until it expires), then the
 * first source that matches, or the first source whose answer is out of sight, or the no-match setting.
 */
import type { AuthzAction, ChainAnswer, Permission } from '../../../domain/authz-chain';
import { topicMatches } from '../../../domain/topic-match';
import type { EmqxAuthzCache, EmqxMgmtApiClientsAuthzCache } from '../../../generated/model';

export type ChainConclusion =
  | { kind: 'rule'; permission: Permission; source: number }
  /** An external source (or an unreadable file) is asked before any readable rule matches. */
  | { kind: 'unknown'; source: number }
  | { kind: 'no-match'; permission: Permission };

export function concludeChain({ answers, noMatch }: ChainAnswer): ChainConclusion {
  const source = answers.findIndex((a) => a.outcome === 'matched' || a.outcome === 'external' || a.outcome === 'unreadable');
  const answer = answers[source];
  if (!answer) return { kind: 'no-match', permission: noMatch };
  return answer.outcome === 'matched' ? { kind: 'rule', permission: answer.permission, source } : { kind: 'unknown', source };
}

/** The client's cache entry for exactly this action and topic, when the cache is on and the topic not excluded from it. */
export function cachedAnswer(entries: readonly EmqxMgmtApiClientsAuthzCache[] | undefined, settings: EmqxAuthzCache | undefined, action: AuthzAction, topic: string) {
  if (settings?.enable === false || (settings?.excludes ?? []).some((filter) => topicMatches(filter, topic))) return undefined;
  return entries?.find(
    ({ access, topic: cached }) =>
      cached === topic &&
      access?.action_type === action.type &&
      access.qos === action.qos &&
      (action.type === 'subscribe' || (access.retain ?? false) === (action.retain ?? false)),
  );
}
