/** The rule fields a template most often names (a message's, and its client's). */
export const RULE_FIELDS = ['clientid', 'username', 'topic', 'payload', 'qos', 'id', 'timestamp', 'peerhost', 'node', 'flags.retain', 'pub_props'];

/**
 * What the suggestion list offers for `text`: when it ends in an open `${` (or `${cli`), the text
 * completed with each matching field; otherwise the text followed by each placeholder.
 */
export function placeholderSuggestions(text: string): string[] {
  const open = /\$\{([\w.]*)$/.exec(text);
  if (open) {
    const head = text.slice(0, open.index);
    return RULE_FIELDS.filter((f) => f.startsWith(open[1] ?? '')).map((f) => `${head}\${${f}}`);
  }
  return RULE_FIELDS.map((f) => `${text}\${${f}}`);
}
