/**
 * The FROM of rule SQL as the editor needs it for the data source picker and the test panel: the
 * quoted sources it reads, and the SQL with another source written in (the rule list reads FROM
 * here too). Whole-statement parsing (form mode) is the SQL layer's; this only looks at FROM's list
 * of quoted names.
 */

/** FROM followed by one or more quoted names separated by commas (EMQX takes double and single quotes). */
const NAME = `(?:"(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*')`;
const FROM_LIST = new RegExp(`\\bFROM(\\s+)(${NAME}(?:\\s*,\\s*${NAME})*)`, 'i');

/** A quoted name in SQL: "…" or '…' (EMQX takes both), with the quotes' own escapes undone. */
const QUOTED = /"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/y;

/**
 * The sources FROM names, in order (`t/#`, `$events/client_connected`, `$bridges/mqtt:in`). Only
 * the first FROM followed by quoted names counts, so a `FOREACH … FROM` or a "from" inside a string
 * in SELECT does not.
 */
export function fromSources(sql: string): string[] {
  const from = /\bFROM\s+(?=["'])/gi;
  for (let match = from.exec(sql); match; match = from.exec(sql)) {
    const names: string[] = [];
    let at = from.lastIndex;
    for (;;) {
      QUOTED.lastIndex = at;
      const quoted = QUOTED.exec(sql);
      if (!quoted) break;
      names.push((quoted[1] ?? quoted[2] ?? '').replace(/\\(.)/g, '$1'));
      const comma = /\s*,\s*/y;
      comma.lastIndex = QUOTED.lastIndex;
      if (!comma.exec(sql)) break;
      at = comma.lastIndex;
    }
    if (names.length) return names;
  }
  return [];
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
