/**
 * What the broker says about SQL it refuses (a save's or a test's 400), read for the line it names.
 *
 * EMQX 5.8 parses rule SQL with the `rulesql` yecc/leex parser and answers
 * `{"code":"BAD_REQUEST","message":"…"}` with the Erlang reason printed into the message, e.g.
 * `{parse_error,{"1: syntax error before: 'FROM'",[{'SELECT',1},…]}}` (the line, then the tokens
 * it read), `{1,rulesql_parser,["syntax error before: ","'FROM'"]}` (older releases), or
 * `{lex_error,{2,sql_lex,{illegal,"…"}}}`; a save prefixes "Bad Arguments: ".
 */
import type { Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import { readErrorBody } from '../../../api/api-error';

export interface BrokerSqlError {
  /** 1-based, counted as the broker counts: from the first line that is not blank. */
  line?: number;
  /** 1-based, when the message names one ("at line 1, column 26"). */
  column?: number;
  /** The broker's words, without the Erlang wrapping and the token dump. */
  message: string;
  /** The token the parser stopped before, as written in the SQL (`FROM`, `'abc'`). */
  near?: string;
}

const MAX_MESSAGE = 300;

/** The message of an ApiError, an EMQX error body, an Error or a plain string. */
function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return undefined;
  const body = readErrorBody((error as { body?: unknown }).body) ?? readErrorBody(error);
  if (body?.message) return body.message;
  return error instanceof Error ? error.message : undefined;
}

/**
 * The token yecc printed after "syntax error before: ", as written in the SQL. It is quoted and
 * escaped once more each time the reason was printed into a string, so the escapes are dropped and
 * the quotes counted: a keyword is an atom (`'FROM'` → `FROM`), a name or a value a string holding
 * the token's text (`""t/#""` → `"t/#"`, `"'abc'"` → `'abc'`, `"5"` → `5`).
 */
function tokenBefore(printed: string): string | undefined {
  let rest = printed.replace(/\\/g, '');
  // The older reason splits the sentence and the token: ["syntax error before: ","'FROM'"].
  if (rest.startsWith('","')) rest = rest.slice(3);
  if (rest.startsWith("'")) return /^'([^']*)'/.exec(rest)?.[1] || undefined;
  const quotes = /^"+/.exec(rest)?.[0];
  if (quotes) {
    const end = rest.indexOf(quotes, quotes.length);
    const text = end > 0 ? rest.slice(quotes.length, end) : '';
    return text ? (quotes.length > 1 ? `"${text}"` : text) : undefined;
  }
  return /^[^\s",\]}]+/.exec(rest)?.[0];
}

/** Reads a broker's answer about SQL; undefined when there is no message at all. */
export function readBrokerSqlError(error: unknown): BrokerSqlError | undefined {
  const raw = messageOf(error)?.trim();
  if (!raw) return undefined;
  const text = raw.replace(/^Bad Arguments:\s*/i, '');

  // "1: syntax error before: 'FROM'" (5.x) or {1,rulesql_parser,["syntax error before: ","'FROM'"]}.
  const syntax = /syntax error before:\s?/.exec(text);
  if (syntax) {
    const before = text.slice(0, syntax.index);
    const line = Number(/(\d+):\s*$/.exec(before)?.[1] ?? /\{(\d+),\s*\w+,\s*\[\\*"$/.exec(before)?.[1] ?? NaN);
    const near = tokenBefore(text.slice(syntax.index + syntax[0].length));
    return {
      ...(line > 0 ? { line } : {}),
      message: near ? `syntax error before: ${near}` : 'syntax error',
      ...(near ? { near } : {}),
    };
  }

  // {lex_error,{2,sql_lex,{illegal,"…"}}}: characters the lexer cannot read.
  const lex = /lex_error,\s*\{(\d+),\s*\w+,\s*\{illegal,\s*\\?"((?:\\.|[^"\\])*)\\?"/.exec(text);
  if (lex) {
    const chars = (lex[2] ?? '').replace(/\\(.)/g, '$1');
    return { line: Number(lex[1]), message: `illegal characters: ${chars}`, near: chars };
  }

  // "syntax error at line 1, column 26: …" (the console's sandbox) and other messages naming a line.
  const line = /\bline[:\s]+(\d+)(?:,?\s*column[:\s]+(\d+))?/i.exec(text);
  const message = text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
  if (!line) return { message };
  return { line: Number(line[1]), ...(line[2] ? { column: Number(line[2]) } : {}), message };
}

/**
 * The line of the text the error names (1-based), or undefined when it names none. The broker trims
 * blank lines off the start before counting, so they are added back here.
 */
export function documentLine(text: string, error: BrokerSqlError): number | undefined {
  if (!error.line) return undefined;
  const lines = text.split('\n').length;
  const leading = /^[ \r\n]*/.exec(text)?.[0] ?? '';
  const skipped = leading.length === text.length ? 0 : leading.split('\n').length - 1;
  return Math.min(lines, error.line + skipped);
}

/**
 * The range of the document the error names: the token it stopped before when that is on the line,
 * or the token at the column it names, else the whole line from its indentation. Undefined when the error names no line.
 */
export function brokerErrorRange(doc: Text, error: BrokerSqlError): { from: number; to: number } | undefined {
  const number = documentLine(doc.toString(), error);
  if (!number) return undefined;
  const line = doc.line(number);
  if (error.near) {
    // Case aside: the broker prints keywords as it spells them ('FROM'), the user may write `from`.
    const found = new RegExp(`(?<![\\w$])${escapeRegExp(error.near)}(?!\\w)`, 'i').exec(line.text);
    if (found) return { from: line.from + found.index, to: line.from + found.index + error.near.length };
  }
  if (error.column) {
    // The token at the column; past the end of the line (the SQL ended too soon), the last one.
    const at = Math.min(error.column - 1, line.text.trimEnd().length);
    const word = /^(\w+|'[^']*'?|"[^"]*"?|\S)/.exec(line.text.slice(at))?.[0];
    if (word) return { from: line.from + at, to: line.from + at + word.length };
    const last = /(\w+|\S)\s*$/.exec(line.text);
    if (last) return { from: line.from + last.index, to: line.from + last.index + last[1]!.length };
  }
  const indent = /^\s*/.exec(line.text)?.[0].length ?? 0;
  return { from: line.from + Math.min(indent, line.length), to: line.to };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The error as an editor diagnostic at the place it names; undefined when it names none. */
export function brokerErrorDiagnostic(doc: Text, error: BrokerSqlError): Diagnostic | undefined {
  const range = brokerErrorRange(doc, error);
  return range ? { ...range, severity: 'error', source: 'EMQX', message: error.message } : undefined;
}
