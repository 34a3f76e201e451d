/**
 * MQTT topic filters compared with each other: whether some topic exists that both match. The flow
 * graph asks it to tell which Smart Data Hub items see the messages a rule reads.
 */

/** `$share/group/t/#` and EMQX's shorthand `$queue/t/#` subscribe to `t/#`: the group is not part of the topic. */
function withoutShare(filter: string): string {
  if (filter.startsWith('$queue/')) return filter.slice('$queue/'.length);
  if (!filter.startsWith('$share/')) return filter;
  const afterGroup = filter.indexOf('/', '$share/'.length);
  return afterGroup < 0 ? filter : filter.slice(afterGroup + 1);
}

const isWildcard = (level: string) => level === '+' || level === '#';

/**
 * Whether a topic exists that both filters match (`sensor/+/reading` and `sensor/#` do, `meters/#` and
 * `sensor/#` do not). As in MQTT and EMQX, a wildcard first level never matches a topic starting with
 * `$`, so `#` and `$SYS/#` share nothing.
 */
export function filtersOverlap(a: string, b: string): boolean {
  const left = withoutShare(a).split('/');
  const right = withoutShare(b).split('/');
  const [firstLeft = '', firstRight = ''] = [left[0], right[0]];
  if ((firstLeft.startsWith('$') && isWildcard(firstRight)) || (firstRight.startsWith('$') && isWildcard(firstLeft))) return false;

  for (let i = 0; ; i++) {
    const l = left[i];
    const r = right[i];
    // `#` matches what is left, its parent level included (`a/#` matches `a`).
    if (l === '#' || r === '#') return true;
    if (l === undefined || r === undefined) return l === r;
    if (l !== '+' && r !== '+' && l !== r) return false;
  }
}
