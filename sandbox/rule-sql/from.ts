/** The FROM clause's topics of a rule's SQL, for the rule's `from` field and the list's filters. */
const FROM = /\bFROM\s+((?:"[^"]*"\s*,?\s*)+)/i;

export function readFromTopics(sql: string): string[] {
  const list = FROM.exec(sql)?.[1] ?? '';
  return [...list.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '');
}

/** The FROM's topics, or why the SQL cannot be a rule's. */
export function checkRuleSql(sql: string): string[] | string {
  const from = readFromTopics(sql);
  if (!/^\s*(SELECT|FOREACH)\b/i.test(sql)) return 'syntax error at line 1, column 1: a rule starts with SELECT or FOREACH';
  return from.length > 0 ? from : 'syntax error: a rule needs FROM with at least one topic in double quotes';
}
