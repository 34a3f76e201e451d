/** MQTT topic rules (OASIS MQTT 5.0 §4.7), enough for the filters the management API offers. */
import { topicMatches as matchesFilter } from '../../src/domain/topic-match';

const SHARE = /^\$share\/([^/#+]+)\/(.+)$/;

/** `$share/g1/a/b` → `{ group: 'g1', filter: 'a/b' }`; plain filters have no group. */
export function splitShare(topic: string): { group?: string; filter: string } {
  const m = SHARE.exec(topic);
  return m ? { group: m[1], filter: m[2] ?? '' } : { filter: topic };
}

export function isValidFilter(topic: string): boolean {
  const { filter } = splitShare(topic);
  // A `$share/` prefix without a group and a filter is not a shared subscription but a typo.
  if (filter === '' || (topic.startsWith('$share/') && filter === topic)) return false;
  if (filter.length > 65535 || filter.includes('\u0000')) return false;
  const levels = filter.split('/');
  return levels.every((level, i) => {
    if (level.includes('#')) return level === '#' && i === levels.length - 1;
    if (level.includes('+')) return level === '+';
    return true;
  });
}

export const isValidName = (topic: string): boolean => topic !== '' && !topic.includes('#') && !topic.includes('+') && !topic.includes('\u0000');

/** Does topic `name` match `filter` (a shared subscription's filter read without its group)? */
export function topicMatches(filter: string, name: string): boolean {
  return matchesFilter(splitShare(filter).filter, name);
}
