/**
 * Reads an ACL file the way the broker's `file:consult` would (Erlang terms, each ended by a dot)
 * and says where it is wrong, before the broker refuses the whole file on save.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface AclProblem {
  from: number;
  to: number;
  /** With its values: read it with `i18n._(message)`. */
  message: MessageDescriptor;
}

type Term =
  | { kind: 'atom'; name: string; from: number; to: number }
  | { kind: 'tuple' | 'list'; items: Term[]; from: number; to: number }
  | { kind: 'string' | 'binary' | 'number'; from: number; to: number };

class Stop extends Error {
  constructor(readonly problem: AclProblem) {
    super('acl syntax');
  }
}

const ATOM_START = /[a-z]/;
const ATOM_CHAR = /[A-Za-z0-9_@]/;

class Reader {
  at = 0;
  constructor(readonly text: string) {}

  /** The character at the reading point ('' past the end). */
  peek(): string {
    return this.text[this.at] ?? '';
  }

  fail(message: MessageDescriptor, from = this.at, to = Math.min(this.text.length, from + 1)): never {
    throw new Stop({ from, to: Math.max(to, from), message });
  }

  /** Skips blanks and `%` comments; true when something is left. */
  skip(): boolean {
    const { text } = this;
    while (this.at < text.length) {
      const c = this.peek();
      if (c === '%') {
        while (this.at < text.length && this.peek() !== '\n') this.at++;
      } else if (/\s/.test(c)) this.at++;
      else return true;
    }
    return false;
  }

  quoted(quote: string): void {
    const start = this.at++;
    while (this.at < this.text.length && this.peek() !== quote) {
      if (this.peek() === '\\') this.at++;
      this.at++;
    }
    if (this.at >= this.text.length) this.fail(msg`This text is never closed with its quote.`, start, start + 1);
    this.at++;
  }

  term(): Term {
    if (!this.skip()) this.fail(msg`The file ends in the middle of a rule.`, Math.max(0, this.text.length - 1), this.text.length);
    const from = this.at;
    const c = this.peek();
    if (c === '{' || c === '[') return this.sequence(c === '{' ? '}' : ']', c === '{' ? 'tuple' : 'list');
    if (c === '"') {
      this.quoted('"');
      return { kind: 'string', from, to: this.at };
    }
    if (c === "'") {
      this.quoted("'");
      return { kind: 'atom', name: this.text.slice(from + 1, this.at - 1), from, to: this.at };
    }
    if (this.text.startsWith('<<', this.at)) {
      this.at += 2;
      this.skip();
      if (this.peek() === '"') this.quoted('"');
      this.skip();
      if (!this.text.startsWith('>>', this.at)) this.fail(msg`A binary is written <<"text">>.`, from, this.at + 1);
      this.at += 2;
      return { kind: 'binary', from, to: this.at };
    }
    const number = /^-?\d+(\.\d+)?([eE][-+]?\d+)?/.exec(this.text.slice(this.at));
    if (number) {
      this.at += number[0].length;
      return { kind: 'number', from, to: this.at };
    }
    if (ATOM_START.test(c)) {
      while (this.at < this.text.length && ATOM_CHAR.test(this.peek())) this.at++;
      return { kind: 'atom', name: this.text.slice(from, this.at), from, to: this.at };
    }
    if (/[A-Z_]/.test(c)) {
      let end = this.at;
      while (end < this.text.length && ATOM_CHAR.test(this.text[end] ?? '')) end++;
      const word = this.text.slice(from, end);
      // Erlang reads a capitalised word as a variable, which a rules file cannot hold.
      this.fail(msg`${word} starts with a capital letter: put it in single quotes or write it in lower case.`, from, end);
    }
    this.fail(msg`Unexpected character "${c}".`, from, from + 1);
  }

  sequence(close: string, kind: 'tuple' | 'list'): Term {
    const from = this.at++;
    const items: Term[] = [];
    this.skip();
    if (this.peek() === close) {
      this.at++;
      return { kind, items, from, to: this.at };
    }
    for (;;) {
      items.push(this.term());
      // Braces go in as values: in a message's text they would be read as placeholders.
      const bracket = this.text[from] ?? '';
      if (!this.skip()) this.fail(msg`This ${bracket} is never closed.`, from, from + 1);
      const c = this.peek();
      if (c === ',') {
        this.at++;
        continue;
      }
      if (c === close) {
        this.at++;
        return { kind, items, from, to: this.at };
      }
      this.fail(msg`Expected a comma or ${close} here.`);
    }
  }
}

const PERMISSIONS = new Set(['allow', 'deny']);

/** The broker takes `{allow | deny, all}` or `{allow | deny, Who, Action, Topics}`. */
function ruleShape(term: Term): AclProblem | undefined {
  const [full, short] = ['{allow | deny, Who, Action, Topics}', '{allow | deny, all}'];
  const shape = msg`A rule is ${full} or ${short}.`;
  if (term.kind !== 'tuple') return { from: term.from, to: term.to, message: shape };
  const [permission] = term.items;
  if (!permission || permission.kind !== 'atom' || !PERMISSIONS.has(permission.name)) {
    const at = permission ?? term;
    return { from: at.from, to: at.to, message: msg`A rule starts with allow or deny.` };
  }
  const size = term.items.length;
  if (size === 2) {
    const who = term.items[1]!;
    const [allowAll, denyAll] = ['{allow, all}', '{deny, all}'];
    return who.kind === 'atom' && who.name === 'all' ? undefined : { from: who.from, to: who.to, message: msg`A rule of two terms is ${allowAll} or ${denyAll}.` };
  }
  return size === 4 ? undefined : { from: term.from, to: term.to, message: shape };
}

/** The first problem of each rule, in order; none for a file the broker reads. */
export function checkAcl(text: string): AclProblem[] {
  const reader = new Reader(text);
  const problems: AclProblem[] = [];
  while (reader.skip()) {
    try {
      const term = reader.term();
      if (!reader.skip() || reader.peek() !== '.') reader.fail(msg`Each rule ends with a dot.`, term.to - 1, term.to);
      reader.at++;
      const shape = ruleShape(term);
      if (shape) problems.push(shape);
    } catch (error) {
      if (!(error instanceof Stop)) throw error;
      problems.push(error.problem);
      // Read on from the next rule: past the next dot that ends a line or the file.
      const next = /\.\s*(\n|$)/g;
      next.lastIndex = Math.max(reader.at, error.problem.from);
      const found = next.exec(text);
      if (!found) break;
      reader.at = found.index + 1;
    }
  }
  return problems;
}

/** 1-based line of an offset, for messages read out beside the editor. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === '\n') line++;
  return line;
}
