/**
 * The FROM of rule SQL as the editor needs it for the data source picker and the test panel: the
 * quoted sources it reads, and the SQL with another source written in. Whole-statement parsing
 * (form mode) is the SQL layer's; this only looks at FROM's list of double-quoted names.
 */

/** FROM followed by one or more double-quoted names separated by commas. */
const FROM_LIST = /\bFROM(\s+)("(?:[^"\\]|\\.)*"(?:\s*,\s*"(?:[^"\\]|\\.)*")*)/i;

/** The sources FROM names, in order (`t/#`, `$events/client_connected`, `$bridges/mqtt:in`). */
export function fromSources(sql: string): string[] {
  const list = FROM_LIST.exec(sql)?.[2] ?? '';
  return [...list.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? '');
}

const quote = (source: string) => `"${source.replace(/(["\\])/g, '\\$1')}"`;

/**
 * The SQL reading from `source` instead: FROM's list is replaced; a statement without a FROM list
 * gets one (before WHERE when it has one); empty SQL becomes `SELECT * FROM "source"`.
 */
export function withFromSource(sql: string, source: string): string {
  if (sql.trim() === '') return `SELECT\n  *\nFROM\n  ${quote(source)}`;
  const match = FROM_LIST.exec(sql);
  if (match) return `${sql.slice(0, match.index)}FROM${match[1]}${quote(source)}${sql.slice(match.index + match[0].length)}`;
  const bareFrom = /\bFROM\b\s*/i.exec(sql);
  if (bareFrom) return `${sql.slice(0, bareFrom.index)}FROM\n  ${quote(source)}\n${sql.slice(bareFrom.index + bareFrom[0].length)}`.trimEnd();
  const where = /\bWHERE\b/i.exec(sql);
  if (where) return `${sql.slice(0, where.index)}FROM\n  ${quote(source)}\n${sql.slice(where.index)}`;
  return `${sql.trimEnd()}\nFROM\n  ${quote(source)}`;
}
