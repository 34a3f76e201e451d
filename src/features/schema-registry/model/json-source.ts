/**
 * A strict JSON reader that keeps where each value is. `JSON.parse` says only that a text is wrong
 * (and each browser words where differently); this one names the first fault and its offset, and
 * the Avro and JSON schema checks point at the value they are about.
 */
import type { SourceProblem } from './source-problem';

interface Span {
  from: number;
  to: number;
}

export interface JsonEntry {
  key: string;
  keySpan: Span;
  value: JsonNode;
}

export type JsonNode = Span &
  (
    | { kind: 'object'; entries: JsonEntry[] }
    | { kind: 'array'; items: JsonNode[] }
    | { kind: 'string'; value: string }
    | { kind: 'number'; value: number }
    | { kind: 'boolean'; value: boolean }
    | { kind: 'null' }
  );

export type JsonRead = { ok: true; node: JsonNode } | { ok: false; problem: SourceProblem };

class Stop extends Error {
  constructor(readonly problem: SourceProblem) {
    super(problem.code);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

class Reader {
  at = 0;
  constructor(readonly text: string) {}

  fail(code: SourceProblem['code'], from = this.at, values?: SourceProblem['values']): never {
    const to = Math.min(this.text.length, from + 1);
    throw new Stop({ from, to, code, ...(values ? { values } : {}) });
  }

  /** A character as a message names it: a visible one as itself. */
  shown(at = this.at): string {
    const c = this.text[at] ?? '';
    return /\s/.test(c) ? JSON.stringify(c) : c;
  }

  blank(): void {
    while (this.at < this.text.length && ' \t\n\r'.includes(this.text[this.at]!)) this.at++;
  }

  unexpected(): never {
    if (this.at >= this.text.length) this.fail('json.unexpected-end');
    if (this.text[this.at] === "'") this.fail('json.single-quote');
    this.fail('json.unexpected-character', this.at, { character: this.shown() });
  }

  value(): JsonNode {
    this.blank();
    const from = this.at;
    const c = this.text[this.at];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return { kind: 'string', value: this.string(), from, to: this.at };
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const [word, node] of [
      ['true', { kind: 'boolean', value: true }],
      ['false', { kind: 'boolean', value: false }],
      ['null', { kind: 'null' }],
    ] as const) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length;
        return { ...node, from, to: this.at };
      }
    }
    this.unexpected();
  }

  number(): JsonNode {
    const from = this.at;
    NUMBER.lastIndex = from;
    const match = NUMBER.exec(this.text);
    if (!match) this.fail('json.bad-number');
    this.at += match[0].length;
    // "01", "1.", "1e": the number stops early and what follows cannot continue it.
    if (/[0-9.eE+-]/.test(this.text[this.at] ?? '')) this.fail('json.bad-number', from);
    return { kind: 'number', value: Number(match[0]), from, to: this.at };
  }

  string(): string {
    const start = this.at++;
    let out = '';
    for (;;) {
      if (this.at >= this.text.length) this.fail('json.unterminated-string', start);
      const c = this.text[this.at]!;
      if (c === '"') {
        this.at++;
        return out;
      }
      if (c === '\n') this.fail('json.unterminated-string', start);
      if (c < ' ') this.fail('json.control-character');
      if (c === '\\') {
        const e = this.text[this.at + 1] ?? '';
        if (e === 'u') {
          const hex = this.text.slice(this.at + 2, this.at + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('json.bad-escape');
          out += String.fromCharCode(parseInt(hex, 16));
          this.at += 6;
          continue;
        }
        if (!(e in ESCAPES)) this.fail('json.bad-escape');
        out += ESCAPES[e];
        this.at += 2;
        continue;
      }
      out += c;
      this.at++;
    }
  }

  object(): JsonNode {
    const from = this.at++;
    const entries: JsonEntry[] = [];
    this.blank();
    if (this.text[this.at] === '}') {
      this.at++;
      return { kind: 'object', entries, from, to: this.at };
    }
    for (;;) {
      this.blank();
      if (this.text[this.at] !== '"') {
        if (this.text[this.at] === "'") this.fail('json.single-quote');
        if (this.at >= this.text.length) this.fail('json.unexpected-end');
        this.fail('json.expected-key', this.at, { character: this.shown() });
      }
      const keyFrom = this.at;
      const key = this.string();
      const keySpan = { from: keyFrom, to: this.at };
      if (entries.some((e) => e.key === key)) this.fail('json.duplicate-key', keyFrom, { key });
      this.blank();
      if (this.text[this.at] !== ':') {
        if (this.at >= this.text.length) this.fail('json.unexpected-end');
        this.fail('json.expected-colon', this.at, { character: this.shown() });
      }
      this.at++;
      entries.push({ key, keySpan, value: this.value() });
      this.blank();
      const c = this.text[this.at];
      if (c === '}') {
        this.at++;
        return { kind: 'object', entries, from, to: this.at };
      }
      if (c !== ',') {
        if (this.at >= this.text.length) this.fail('json.unexpected-end');
        this.fail('json.expected-comma', this.at, { character: this.shown(), close: '}' });
      }
      const comma = this.at++;
      this.blank();
      if (this.text[this.at] === '}') this.fail('json.trailing-comma', comma);
    }
  }

  array(): JsonNode {
    const from = this.at++;
    const items: JsonNode[] = [];
    this.blank();
    if (this.text[this.at] === ']') {
      this.at++;
      return { kind: 'array', items, from, to: this.at };
    }
    for (;;) {
      items.push(this.value());
      this.blank();
      const c = this.text[this.at];
      if (c === ']') {
        this.at++;
        return { kind: 'array', items, from, to: this.at };
      }
      if (c !== ',') {
        if (this.at >= this.text.length) this.fail('json.unexpected-end');
        this.fail('json.expected-comma', this.at, { character: this.shown(), close: ']' });
      }
      const comma = this.at++;
      this.blank();
      if (this.text[this.at] === ']') this.fail('json.trailing-comma', comma);
    }
  }
}

/** Reads `text` as one JSON value; the first fault stops it. */
export function readJson(text: string): JsonRead {
  const reader = new Reader(text);
  reader.blank();
  if (reader.at >= text.length) return { ok: false, problem: { from: 0, to: 0, code: 'source.empty' } };
  try {
    const node = reader.value();
    reader.blank();
    if (reader.at < text.length) reader.fail('json.trailing-text');
    return { ok: true, node };
  } catch (error) {
    if (error instanceof Stop) return { ok: false, problem: error.problem };
    throw error;
  }
}

/** The value of `key` in an object node. */
export const member = (node: JsonNode, key: string): JsonNode | undefined => (node.kind === 'object' ? node.entries.find((e) => e.key === key)?.value : undefined);

/** The span a problem about the whole of `node` marks: its first character (an object's `{`). */
export const opening = (node: JsonNode): Span => ({ from: node.from, to: Math.min(node.to, node.from + 1) });
