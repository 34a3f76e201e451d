/**
 * Completion for EMQX rule SQL that knows where the cursor is: inside FROM's quotes it offers the
 * sources (`$events/…`, `$bridges/…`, topics); in SELECT, WHERE, FOREACH, DO and INCASE the
 * selected event's fields and the built-in functions; at the start the two kinds of statement.
 */
import { pickedCompletion, type Completion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { syntaxTree } from '@codemirror/language';
import { Facet, type EditorState } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { i18n } from '@lingui/core';
import { SQL_FUNCTIONS, type SqlFunction } from './functions';

/** A place rules read from, as offered inside FROM's quotes. */
export interface SqlSource {
  /** What goes between the quotes: `$events/client_connected`, `$bridges/mqtt:in`, `t/#`. */
  value: string;
  /** A short name shown beside it (the event's title). */
  label?: string;
  /** A line on what it is (the event's description), already in the user's language. */
  description?: string;
}

export interface SqlCompletionOptions {
  /** The selected event's fields (`/rule_events` `columns`), offered in expressions. */
  fields: readonly string[];
  /** Offered in FROM. */
  sources: readonly SqlSource[];
}

const NO_OPTIONS: SqlCompletionOptions = { fields: [], sources: [] };

/** What the editor completes from; the last value given wins (the editor screen sets one). */
export const sqlCompletionOptions = Facet.define<SqlCompletionOptions, SqlCompletionOptions>({
  combine: (values) => values[values.length - 1] ?? NO_OPTIONS,
});

/** The fields a message published to a topic carries (`FROM "t/#"`), as EMQX 5.8 names them. */
export const MESSAGE_FIELDS: readonly string[] = [
  'id',
  'clientid',
  'username',
  'payload',
  'peerhost',
  'topic',
  'qos',
  'flags',
  'headers',
  'pub_props',
  'timestamp',
  'publish_received_at',
  'node',
];

/**
 * The field names of a `/rule_events` item's `columns`: the broker sends a list of names, the
 * contract types it as an object (whose keys are then the names).
 */
export function fieldsOfColumns(columns: unknown): string[] {
  if (Array.isArray(columns)) return columns.filter((c): c is string => typeof c === 'string');
  if (typeof columns === 'object' && columns !== null) return Object.keys(columns);
  return [];
}

export type SqlClause = 'select' | 'from' | 'where' | 'foreach' | 'do' | 'incase';
const CLAUSES = new Set<string>(['select', 'from', 'where', 'foreach', 'do', 'incase']);

/** Where the cursor is, as completion cares. */
export type CompletionPlace =
  | { kind: 'start' }
  /** Between FROM's quotes; `from` is where the text after the opening quote starts. */
  | { kind: 'source'; from: number }
  | { kind: 'clause'; clause: SqlClause }
  /** In a comment, a string outside FROM, or after a dot of a path: nothing to offer. */
  | { kind: 'none' };

export function completionPlace(state: EditorState, pos: number): CompletionPlace {
  const tree = syntaxTree(state);
  const inner = tree.resolveInner(pos, -1);
  if (/Comment/.test(inner.name)) return { kind: 'none' };
  let clause: SqlClause | undefined;
  // The clause is the last section keyword of the statement before the cursor, at its top level
  // (a keyword in brackets is not one), and not the word being typed.
  const statement = findStatement(tree.topNode, pos);
  for (let child = statement?.firstChild; child && child.from < pos; child = child.nextSibling) {
    if (child.name === 'Keyword' && child.to < pos) {
      const word = state.sliceDoc(child.from, child.to).toLowerCase();
      if (CLAUSES.has(word)) clause = word as SqlClause;
    }
  }
  if (inner.name === 'String') {
    const text = state.sliceDoc(inner.from, inner.to);
    const closed = text.length > 1 && text.endsWith(text[0]!);
    if (closed && pos === inner.to) return clause ? { kind: 'clause', clause } : { kind: 'start' };
    return clause === 'from' ? { kind: 'source', from: inner.from + 1 } : { kind: 'none' };
  }
  return clause ? { kind: 'clause', clause } : { kind: 'start' };
}

type Node = ReturnType<typeof syntaxTree>['topNode'];

/** The statement holding the cursor, or the last one before it (the cursor may sit in trailing space). */
function findStatement(script: Node, pos: number): Node | undefined {
  let found: Node | undefined;
  for (let child = script.firstChild; child && child.from < pos; child = child.nextSibling) {
    if (child.name === 'Statement') found = child;
  }
  // A `;` ends its statement: the cursor after it starts the next one.
  if (found && found.to <= pos && found.lastChild?.name === ';') return undefined;
  return found;
}

const KEYWORDS: Record<SqlClause | 'start', readonly string[]> = {
  start: ['SELECT', 'FOREACH'],
  select: ['FROM', 'AS', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'AND', 'OR', 'NOT', 'IN', 'DIV'],
  foreach: ['AS', 'DO', 'INCASE', 'FROM'],
  do: ['AS', 'INCASE', 'FROM', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END'],
  incase: ['FROM', 'AND', 'OR', 'NOT', 'IN'],
  from: ['WHERE'],
  where: ['AND', 'OR', 'NOT', 'IN', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'DIV'],
};

const keywordOption = (label: string): Completion => ({ label, type: 'keyword', boost: -10 });

/** The functions, one option per name: overloads share it, each signature told in its info. */
const FUNCTION_OPTIONS: readonly Completion[] = (() => {
  const byName = new Map<string, SqlFunction[]>();
  for (const f of SQL_FUNCTIONS) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  return [...byName].map(([name, overloads]) => ({
    label: name,
    type: 'function',
    detail: overloads.length > 1 ? `${overloads[0]!.signature} …` : overloads[0]!.signature,
    // Read when shown, so it is in the language of the moment.
    info: () => functionInfo(overloads),
    apply: applyFunction,
  }));
})();

/** Each signature in code, with its line of description. */
export function functionInfo(overloads: readonly SqlFunction[]): HTMLElement {
  const info = document.createElement('div');
  for (const f of overloads) {
    const signature = info.appendChild(document.createElement('code'));
    signature.textContent = f.signature;
    info.appendChild(document.createElement('div')).textContent = i18n._(f.description);
  }
  return info;
}

/** `name(|)`, the cursor between the brackets; only the name when a bracket already follows. */
function applyFunction(view: EditorView, completion: Completion, from: number, to: number) {
  const bracketFollows = view.state.sliceDoc(to, to + 1) === '(';
  const insert = bracketFollows ? completion.label : `${completion.label}()`;
  view.dispatch({
    changes: { from, to, insert },
    selection: { anchor: from + insert.length - (bracketFollows ? 0 : 1) },
    scrollIntoView: true,
    userEvent: 'input.complete',
    annotations: pickedCompletion.of(completion),
  });
}

const sourceOption = (source: SqlSource, quoted: boolean): Completion => ({
  label: quoted ? `"${source.value}"` : source.value,
  type: 'namespace',
  detail: source.label,
  info: source.description,
});

/** The completion source of the rule SQL editor; reads fields and sources from `sqlCompletionOptions`. */
export function emqxSqlCompletion(context: CompletionContext): CompletionResult | null {
  const { state, pos } = context;
  const place = completionPlace(state, pos);
  const options = state.facet(sqlCompletionOptions);
  if (place.kind === 'none') return null;
  if (place.kind === 'source') {
    return { from: place.from, options: options.sources.map((s) => sourceOption(s, false)), validFor: /^[^"'\s,]*$/ };
  }
  const word = context.matchBefore(/[A-Za-z_][\w]*$/);
  // After a dot the cursor is inside a path (payload.a.|), whose keys nobody knows in advance.
  if (state.sliceDoc((word?.from ?? pos) - 1, word?.from ?? pos) === '.') return null;
  if (!word && !context.explicit) return null;
  const from = word?.from ?? pos;
  if (place.kind === 'start') return { from, options: KEYWORDS.start.map(keywordOption), validFor: /^\w*$/ };
  const keywords = KEYWORDS[place.clause].map(keywordOption);
  if (place.clause === 'from') {
    return { from, options: [...options.sources.map((s) => sourceOption(s, true)), ...keywords], validFor: /^\w*$/ };
  }
  const fields: Completion[] = options.fields.map((label) => ({ label, type: 'property', boost: 10 }));
  return { from, options: [...fields, ...FUNCTION_OPTIONS, ...keywords], validFor: /^\w*$/ };
}
