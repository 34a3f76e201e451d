// No Lingui here: the sandbox imports this module outside the console's build.
import type { AuthzWho } from './authz-chain';
import { topicMatches } from './topic-match';

const render = (topic: string, who: AuthzWho) => topic.replaceAll('${clientid}', who.clientid).replaceAll('${username}', who.username);

/** A rule's topic against the one asked for (a filter when subscribing): `eq` is literal, the rest a filter with placeholders. */
export function topicRuleMatches(rule: string | { eq: string }, topic: string, who: AuthzWho): boolean {
  if (typeof rule !== 'string') return rule.eq === topic;
  if (rule.startsWith('eq ')) return rule.slice(3) === topic;
  return topicMatches(render(rule, who), topic);
}

/** The topic authorization sees: a shared subscription's filter without `$share/group/` (or `$queue/`). */
export function realTopic(topic: string): string {
  const shared = /^\$share\/[^/]+\/(.*)$/.exec(topic);
  if (shared) return shared[1]!;
  return topic.startsWith('$queue/') ? topic.slice('$queue/'.length) : topic;
}
