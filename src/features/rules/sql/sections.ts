/**
 * Form mode: a rule's SQL as its sections and back, read with the editor's own parser (the Lezer
 * tree of the EMQX dialect), so the form and the editor never disagree on where a section starts.
 *
 * EMQX has two statements: `SELECT fields FROM topics [WHERE condition]` and `FOREACH array
 * [DO fields] [INCASE condition] FROM topics [WHERE condition]`. Each section's text is kept as
 * written (only its indentation is normalised); the keywords and the layout are printed the way the
 * EMQX dashboard writes SQL, a keyword on its line and its text indented below it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parseEmqxSql } from './emqx-sql';

export interface SqlSections {
  kind: 'select' | 'foreach';
  /** SELECT's fields (`kind: 'select'`). */
  select: string;
  /** FOREACH's array, DO's fields and INCASE's condition (`kind: 'foreach'`). */
  foreach: string;
  do: string;
  incase: string;
  /** The topics and sources FROM reads, without their quotes. */
  from: string[];
  where: string;
}

export type UnrepresentableCode = 'comment' | 'syntax' | 'multiline-string' | 'several-statements' | 'leading-text' | 'order' | 'from' | 'trailing-text';

export type ParsedSections =
  | { representable: true; sections: SqlSections }
  /** The text mode stays authoritative; `reason` says why, read it with `i18n._(reason)`. */
  | { representable: false; code: UnrepresentableCode; reason: MessageDescriptor };

export const EMPTY_SECTIONS: SqlSections = { kind: 'select', select: '', foreach: '', do: '', incase: '', from: [], where: '' };

const REASONS: Record<UnrepresentableCode, MessageDescriptor> = {
  comment: msg`The SQL has comments, which the form cannot keep.`,
  syntax: msg`The SQL has an unclosed bracket or quote, or characters EMQX SQL does not use.`,
  'multiline-string': msg`A quoted text in the SQL spans several lines.`,
  'several-statements': msg`The text holds more than one statement.`,
  'leading-text': msg`The SQL does not start with SELECT or FOREACH.`,
  order: msg`The sections are not in EMQX's order: SELECT, FROM, WHERE or FOREACH, DO, INCASE, FROM, WHERE.`,
  from: msg`FROM must list topics or sources in double quotes, separated by commas.`,
  'trailing-text': msg`The SQL ends with text the form cannot hold, such as a semicolon.`,
};

type Keyword = 'select' | 'foreach' | 'do' | 'incase' | 'from' | 'where';
const SECTION_KEYWORDS = new Set<string>(['select', 'foreach', 'do', 'incase', 'from', 'where']);
/** The orders EMQX's grammar accepts, each keyword at most once. */
const ORDERS: Record<SqlSections['kind'], readonly Keyword[]> = {
  select: ['select', 'from', 'where'],
  foreach: ['foreach', 'do', 'incase', 'from', 'where'],
};

interface Token {
  name: string;
  from: number;
  to: number;
}

const fail = (code: UnrepresentableCode): ParsedSections => ({ representable: false, code, reason: REASONS[code] });

/** Lines without trailing blanks, the blank ones at both ends dropped, the common indentation removed. */
function sectionText(raw: string): string {
  const lines = raw.split('\n').map((line) => line.trimEnd());
  // Text on the keyword's own line has no indentation of its own to compare.
  const inline = lines[0] !== '' ? lines.shift()!.trimStart() : (lines.shift(), undefined);
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  if (inline === undefined) while (lines.length && lines[0] === '') lines.shift();
  const indents = lines.filter((line) => line !== '').map((line) => line.length - line.trimStart().length);
  const indent = indents.length ? Math.min(...indents) : 0;
  const body = lines.map((line) => line.slice(indent));
  return (inline === undefined ? body : [inline, ...body]).join('\n');
}

const unquote = (text: string) => text.slice(1, -1);

/** The sections of a statement, or why the form cannot hold it. */
export function parseSections(sql: string): ParsedSections {
  if (sql.trim() === '') return { representable: true, sections: { ...EMPTY_SECTIONS, from: [] } };
  const tree = parseEmqxSql(sql);

  let problem: UnrepresentableCode | undefined;
  let statements = 0;
  tree.iterate({
    enter: (node) => {
      if (problem) return false;
      const text = () => sql.slice(node.from, node.to);
      if (/Comment/.test(node.name)) problem = 'comment';
      else if (node.type.isError || node.name === 'QuotedIdentifier') problem = 'syntax';
      else if (node.name === 'String') {
        const value = text();
        if (value.length < 2 || !value.endsWith(value[0]!)) problem = 'syntax';
        else if (value.includes('\n')) problem = 'multiline-string';
      } else if (node.name === 'Statement' && node.node.parent?.name === 'Script') statements++;
      return undefined;
    },
  });
  if (problem) return fail(problem);
  if (statements !== 1) return fail('several-statements');

  const statement = tree.topNode.getChild('Statement')!;
  const tokens: Token[] = [];
  for (let child = statement.firstChild; child; child = child.nextSibling) tokens.push({ name: child.name, from: child.from, to: child.to });
  if (tokens.some((t) => t.name === ';')) return fail('trailing-text');

  const word = (t: Token) => sql.slice(t.from, t.to).toLowerCase();
  const starts = tokens.flatMap((t, i) => (t.name === 'Keyword' && SECTION_KEYWORDS.has(word(t)) ? [{ keyword: word(t) as Keyword, index: i }] : []));
  const first = starts[0];
  if (!first || first.index !== 0 || (first.keyword !== 'select' && first.keyword !== 'foreach')) return fail('leading-text');
  const kind = first.keyword;
  const order = ORDERS[kind];
  let last = -1;
  for (const { keyword } of starts) {
    const at = order.indexOf(keyword);
    if (at <= last) return fail('order');
    last = at;
  }

  const sections: SqlSections = { ...EMPTY_SECTIONS, kind, from: [] };
  for (const [n, { keyword, index }] of starts.entries()) {
    const next = starts[n + 1];
    const body = tokens.slice(index + 1, next?.index ?? tokens.length);
    if (keyword === 'from') {
      // "a", "b": strings in double quotes (EMQX reads single-quoted text as a value, not a topic).
      for (const [i, t] of body.entries()) {
        const ok = i % 2 === 0 ? t.name === 'String' && sql[t.from] === '"' : t.name === 'Punctuation' && sql.slice(t.from, t.to) === ',';
        if (!ok) return fail('from');
      }
      if (body.length % 2 === 0 && body.length > 0) return fail('from');
      sections.from = body.filter((t) => t.name === 'String').map((t) => unquote(sql.slice(t.from, t.to)));
    } else {
      const end = next ? tokens[next.index]!.from : sql.length;
      sections[keyword] = sectionText(sql.slice(tokens[index]!.to, end));
    }
  }
  return { representable: true, sections };
}

const indented = (text: string) => text.split('\n').map((line) => (line ? `  ${line}` : line)).join('\n');
const section = (keyword: string, text: string) => (text.trim() ? `${keyword}\n${indented(text.trim())}` : keyword);

/**
 * The statement of some sections, in the canonical layout. Empty optional sections (WHERE, DO,
 * INCASE, an empty FROM) are left out; an empty SELECT statement is no text at all. The fields'
 * text goes in as given: a field holding a section keyword of its own (`a FROM b`) makes a
 * statement that reads back differently, which `parseSections` of the result shows.
 */
export function printSections(sections: SqlSections): string {
  const { kind, from, where } = sections;
  const topics = from.map((t) => t.trim()).filter(Boolean);
  if (kind === 'select' && !sections.select.trim() && !topics.length && !where.trim()) return '';
  const parts =
    kind === 'select'
      ? [section('SELECT', sections.select)]
      : [section('FOREACH', sections.foreach), ...(sections.do.trim() ? [section('DO', sections.do)] : []), ...(sections.incase.trim() ? [section('INCASE', sections.incase)] : [])];
  if (topics.length) parts.push(section('FROM', topics.map((t) => `"${t}"`).join(', ')));
  if (where.trim()) parts.push(section('WHERE', where));
  return parts.join('\n');
}
