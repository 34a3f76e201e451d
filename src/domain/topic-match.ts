// No Lingui here: the sandbox imports this module outside the console's build.
/**
 * Does `topic` match `filter`, as the broker's `emqx_topic:match` decides: `+` is one level, `#` the
 * rest (the parent level included), and a wildcard at the first level does not match a `$`-topic.
 * Shared by the console (the WebSocket client's filter, the rule test's verdict) and the sandbox.
 */
export function topicMatches(filter: string, topic: string): boolean {
  const levels = filter.split('/');
  const names = topic.split('/');
  if (topic.startsWith('$') && (levels[0] === '+' || levels[0] === '#')) return false;
  for (let i = 0; i < levels.length; i++) {
    const level = levels[i];
    if (level === '#') return i === levels.length - 1;
    if (i >= names.length) return false;
    if (level !== '+' && level !== names[i]) return false;
  }
  return levels.length === names.length;
}
