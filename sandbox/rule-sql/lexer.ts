/**
 * Tokens of EMQX rule SQL: identifiers (keywords are identifiers the parser recognises, in any case),
 * numbers, strings in single or double quotes (FROM takes the double-quoted ones), and operators.
 */
import { syntaxError, type Position } from './errors';

export type TokenKind = 'ident' | 'number' | 'string' | 'op' | 'eof';

export interface Token extends Position {
  kind: TokenKind;
  /** The identifier or operator as written, the number's text, or the string's content unquoted. */
  value: string;
  /** The quote a string was written with. */
  quote?: "'" | '"';
  /** Offsets in the source, for the text of a field without an alias. */
  start: number;
  end: number;
}

/** Longest first, so `>=` is not read as `>` then `=`. */
const OPERATORS = ['=~', '!=', '<>', '>=', '<=', '=', '>', '<', '+', '-', '*', '/', '(', ')', ',', '.', '[', ']'];

const IDENT_START = /[A-Za-z_$]/;
const IDENT_PART = /[A-Za-z0-9_$]/;
const NUMBER = /^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/;

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const here = (at: number): Position => ({ line, column: at - lineStart + 1 });

  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\n') {
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    // `--` comments run to the end of the line.
    if (source.startsWith('--', i)) {
      while (i < source.length && source[i] !== '\n') i++;
      continue;
    }
    const start = i;
    const pos = here(start);
    if (IDENT_START.test(ch)) {
      while (i < source.length && IDENT_PART.test(source[i]!)) i++;
      tokens.push({ kind: 'ident', value: source.slice(start, i), ...pos, start, end: i });
      continue;
    }
    const number = NUMBER.exec(source.slice(i));
    if (number) {
      i += number[0].length;
      tokens.push({ kind: 'number', value: number[0], ...pos, start, end: i });
      continue;
    }
    if (ch === "'" || ch === '"') {
      const { value, next, lines } = readString(source, i, pos);
      // A string may span lines; keep the line count right for what follows it.
      if (lines.count > 0) {
        line += lines.count;
        lineStart = lines.lastStart;
      }
      i = next;
      tokens.push({ kind: 'string', value, quote: ch, ...pos, start, end: i });
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (!op) throw syntaxError(`unexpected character '${ch}'`, pos);
    i += op.length;
    tokens.push({ kind: 'op', value: op, ...pos, start, end: i });
  }
  tokens.push({ kind: 'eof', value: '', ...here(i), start: i, end: i });
  return tokens;
}

/** A quoted string from `at`; the quote doubled or after a backslash stands for itself. */
function readString(source: string, at: number, pos: Position): { value: string; next: number; lines: { count: number; lastStart: number } } {
  const quote = source[at]!;
  let value = '';
  let i = at + 1;
  const lines = { count: 0, lastStart: 0 };
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\\' && i + 1 < source.length) {
      const escaped = source[i + 1]!;
      value += { n: '\n', t: '\t', r: '\r' }[escaped] ?? escaped;
      i += 2;
      continue;
    }
    if (ch === quote) {
      if (source[i + 1] === quote) {
        value += quote;
        i += 2;
        continue;
      }
      return { value, next: i + 1, lines };
    }
    if (ch === '\n') {
      lines.count++;
      lines.lastStart = i + 1;
    }
    value += ch;
    i++;
  }
  throw syntaxError(`the string opened here is not closed with ${quote}`, pos);
}
