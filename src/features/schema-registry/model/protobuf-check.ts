/**
 * A Protobuf schema's source (a `.proto` file, proto2 or proto3), read far enough to find the first
 * mistake a person makes by hand: an unknown `syntax`, a missing `;` or `=`, a brace never closed or
 * closed twice, a malformed message, enum, oneof, map or service, a field number out of range or
 * used twice, `required` in proto3, a proto3 enum that does not start at zero. Type names are not
 * resolved (imports may define them): the broker compiles the file and has the last word.
 */
import type { SourceProblem } from './source-problem';

type TokenKind = 'name' | 'number' | 'string' | 'symbol' | 'end';

interface Token {
  kind: TokenKind;
  text: string;
  from: number;
  to: number;
}

class Stop extends Error {
  constructor(readonly problem: SourceProblem) {
    super(problem.code);
  }
}

function fail(at: { from: number; to: number }, code: SourceProblem['code'], values?: SourceProblem['values']): never {
  throw new Stop({ from: at.from, to: at.to, code, ...(values ? { values } : {}) });
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /(?:0[xX][0-9A-Fa-f]+|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)/y;
const SYMBOLS = '{}[]()<>;=,.:-+/';

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const c = text[at]!;
    if (/\s/.test(c)) {
      at++;
    } else if (text.startsWith('//', at)) {
      while (at < text.length && text[at] !== '\n') at++;
    } else if (text.startsWith('/*', at)) {
      const end = text.indexOf('*/', at + 2);
      if (end < 0) fail({ from: at, to: at + 2 }, 'proto.unclosed-comment');
      at = end + 2;
    } else if (c === '"' || c === "'") {
      const from = at++;
      while (at < text.length && text[at] !== c && text[at] !== '\n') at += text[at] === '\\' ? 2 : 1;
      if (at >= text.length || text[at] !== c) fail({ from, to: from + 1 }, 'proto.unterminated-string');
      at++;
      tokens.push({ kind: 'string', text: text.slice(from, at), from, to: at });
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[at + 1] ?? ''))) {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(text)!;
      tokens.push({ kind: 'number', text: match[0], from: at, to: at + match[0].length });
      at += match[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      NAME.lastIndex = at;
      const match = NAME.exec(text)!;
      tokens.push({ kind: 'name', text: match[0], from: at, to: at + match[0].length });
      at += match[0].length;
    } else if (SYMBOLS.includes(c)) {
      tokens.push({ kind: 'symbol', text: c, from: at, to: at + 1 });
      at++;
    } else {
      fail({ from: at, to: at + 1 }, 'proto.unexpected-character', { character: c });
    }
  }
  tokens.push({ kind: 'end', text: '', from: text.length, to: text.length });
  return tokens;
}

/** The largest field number Protobuf allows (2^29 - 1). */
const MAX_FIELD_NUMBER = 536_870_911;
const LABELS = new Set(['repeated', 'optional', 'required']);
const MAP_KEY_TYPES = new Set(['int32', 'int64', 'uint32', 'uint64', 'sint32', 'sint64', 'fixed32', 'fixed64', 'sfixed32', 'sfixed64', 'bool', 'string']);

/** A block being read: what it is and where it opened, so an unclosed one is named at its start. */
interface Block {
  kind: string;
  name: string;
  open: Token;
}

class ProtoParser {
  private at = 0;
  private syntax: 'proto2' | 'proto3' = 'proto2';

  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.at + offset, this.tokens.length - 1)]!;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.at++;
    return token;
  }

  private is(text: string, offset = 0): boolean {
    const token = this.peek(offset);
    return (token.kind === 'symbol' || token.kind === 'name') && token.text === text;
  }

  private unexpected(token: Token, block?: Block): never {
    if (token.kind === 'end') {
      if (block) fail(block.open, 'proto.unclosed-block', { kind: block.kind, name: block.name });
      fail(token, 'proto.unexpected-end');
    }
    return fail(token, 'proto.unexpected-token', { token: token.text });
  }

  /** Not what was expected here: at the end of the text, the block left open is what is wrong. */
  private wrong(token: Token, block: Block | undefined, code: SourceProblem['code'], values: SourceProblem['values'] = {}): never {
    if (token.kind === 'end' && block) this.unexpected(token, block);
    return fail(token, code, { ...values, token: token.text });
  }

  private expect(text: string, block?: Block): Token {
    if (!this.is(text)) this.wrong(this.peek(), block, 'proto.expected', { expected: text });
    return this.next();
  }

  private name(block?: Block): Token {
    if (this.peek().kind !== 'name') this.wrong(this.peek(), block, 'proto.expected-name');
    return this.next();
  }

  private string(block?: Block): Token {
    if (this.peek().kind !== 'string') this.wrong(this.peek(), block, 'proto.expected-string');
    return this.next();
  }

  /** `a.b.c`, or a type name with a leading dot (`.pkg.Type`). */
  private dotted(block?: Block, leadingDot = false): Token {
    const first = this.peek();
    if (leadingDot && this.is('.')) this.next();
    let last = this.name(block);
    while (this.is('.')) {
      this.next();
      last = this.name(block);
    }
    return { kind: 'name', text: '', from: first.from, to: last.to };
  }

  private integer(block?: Block): { value: number; token: Token } {
    const negative = this.is('-');
    if (negative || this.is('+')) this.next();
    const token = this.peek();
    if (token.kind !== 'number' || !/^(0[xX][0-9A-Fa-f]+|\d+)$/.test(token.text)) this.wrong(token, block, 'proto.expected-number');
    this.next();
    const value = Number(token.text.startsWith('0') && token.text.length > 1 && !/[xX]/.test(token.text) ? parseInt(token.text, 8) : token.text);
    return { value: negative ? -value : value, token };
  }

  /** A constant after `=`: a name, a signed number, strings, or an aggregate `{ … }`. */
  private constant(block?: Block): void {
    const token = this.peek();
    if (this.is('{')) return this.skipAggregate(block);
    if (this.is('-') || this.is('+')) {
      this.next();
      const number = this.peek();
      if (number.kind !== 'number' && !(number.kind === 'name' && /^(inf|nan)$/.test(number.text))) this.wrong(number, block, 'proto.expected-number');
      this.next();
      return;
    }
    if (token.kind === 'number') return void this.next();
    if (token.kind === 'string') {
      while (this.peek().kind === 'string') this.next();
      return;
    }
    if (token.kind === 'name') return void this.dotted(block);
    return this.unexpected(token, block);
  }

  private skipAggregate(block?: Block): void {
    const open = this.next();
    const inner: Block = { kind: 'option', name: '', open };
    let depth = 1;
    while (depth > 0) {
      const token = this.next();
      if (token.kind === 'end') this.unexpected(token, block ?? inner);
      if (token.text === '{' && token.kind === 'symbol') depth++;
      if (token.text === '}' && token.kind === 'symbol') depth--;
    }
  }

  /** `name`, `(custom.option)`, `(custom).field`. */
  private optionName(block?: Block): void {
    if (this.is('(')) {
      this.next();
      this.dotted(block, true);
      this.expect(')', block);
    } else {
      this.name(block);
    }
    while (this.is('.')) {
      this.next();
      if (this.is('(')) {
        this.next();
        this.dotted(block, true);
        this.expect(')', block);
      } else this.name(block);
    }
  }

  private option(block?: Block): void {
    this.next();
    this.optionName(block);
    this.expect('=', block);
    this.constant(block);
    this.expect(';', block);
  }

  /** `[deprecated = true, (my.opt) = 1]` after a field or an enum value. */
  private fieldOptions(block: Block): void {
    if (!this.is('[')) return;
    this.next();
    for (;;) {
      this.optionName(block);
      this.expect('=', block);
      this.constant(block);
      if (this.is(',')) {
        this.next();
        continue;
      }
      this.expect(']', block);
      return;
    }
  }

  /** `reserved 2, 15, 9 to 11, 40 to max;` or `reserved "foo", "bar";`; `extensions 100 to 199;`. */
  private ranges(block: Block): void {
    this.next();
    if (this.peek().kind === 'string') {
      this.next();
      while (this.is(',')) {
        this.next();
        this.string(block);
      }
    } else {
      for (;;) {
        this.integer(block);
        if (this.is('to')) {
          this.next();
          if (this.is('max')) this.next();
          else this.integer(block);
        }
        if (!this.is(',')) break;
        this.next();
      }
      this.fieldOptions(block);
    }
    this.expect(';', block);
  }

  private fieldNumber(numbers: Map<number, Token>, block: Block): void {
    const { value, token } = this.integer(block);
    if (value < 1 || value > MAX_FIELD_NUMBER || (value >= 19_000 && value <= 19_999)) fail(token, 'proto.bad-field-number', { number: token.text });
    if (numbers.has(value)) fail(token, 'proto.duplicate-field-number', { number: value });
    numbers.set(value, token);
  }

  private declare(names: Set<string>, name: Token): void {
    if (names.has(name.text)) fail(name, 'proto.duplicate-name', { name: name.text });
    names.add(name.text);
  }

  /** `[label] type name = number [options];`, or a proto2 group `[label] group Name = number { … }`. */
  private field(numbers: Map<number, Token>, names: Set<string>, block: Block, labelled = true): void {
    if (labelled && this.peek().kind === 'name' && LABELS.has(this.peek().text) && (this.peek(1).kind === 'name' || this.is('.', 1))) {
      const label = this.next();
      if (label.text === 'required' && this.syntax === 'proto3') fail(label, 'proto.required-in-proto3');
    }
    if (this.is('group') && this.peek(1).kind === 'name') {
      this.next();
      const name = this.name(block);
      this.declare(names, name);
      this.expect('=', block);
      this.fieldNumber(numbers, block);
      this.fieldOptions(block);
      return this.messageBody({ kind: 'group', name: name.text, open: this.expect('{', block) });
    }
    this.dotted(block, true);
    const name = this.name(block);
    this.declare(names, name);
    this.expect('=', block);
    this.fieldNumber(numbers, block);
    this.fieldOptions(block);
    this.expect(';', block);
  }

  private mapField(numbers: Map<number, Token>, names: Set<string>, block: Block): void {
    this.next();
    this.expect('<', block);
    const key = this.name(block);
    if (!MAP_KEY_TYPES.has(key.text)) fail(key, 'proto.unexpected-token', { token: key.text });
    this.expect(',', block);
    this.dotted(block, true);
    this.expect('>', block);
    const name = this.name(block);
    this.declare(names, name);
    this.expect('=', block);
    this.fieldNumber(numbers, block);
    this.fieldOptions(block);
    this.expect(';', block);
  }

  /** Reads a block's members up to its closing brace; stray semicolons are allowed, the end of the source is not. */
  private body(block: Block, member: (token: Token) => void): void {
    for (;;) {
      const token = this.peek();
      if (token.kind === 'end') this.unexpected(token, block);
      if (this.is('}')) return void this.next();
      if (this.is(';')) this.next();
      else member(token);
    }
  }

  /** `keyword Name {`: the name declared among its siblings, the block opened. */
  private named(kind: string, names: Set<string>): Block {
    this.next();
    const name = this.name();
    this.declare(names, name);
    return { kind, name: name.text, open: this.expect('{') };
  }

  private message(names: Set<string>): void {
    this.messageBody(this.named(this.peek().text, names));
  }

  private messageBody(block: Block): void {
    const numbers = new Map<number, Token>();
    const names = new Set<string>();
    this.body(block, (token) => {
      const keyword = token.kind === 'name' ? token.text : '';
      // Followed by a name, a keyword declares; otherwise it is a field's type (`reserved = 1` is not proto).
      const declaration = this.peek(1).kind === 'name';
      if ((keyword === 'message' || keyword === 'enum') && declaration) {
        if (keyword === 'message') this.message(names);
        else this.enumeration(names);
      } else if (keyword === 'option' && (this.peek(1).kind === 'name' || this.is('(', 1))) this.option(block);
      else if ((keyword === 'reserved' || keyword === 'extensions') && !declarationFollows(this.peek(1))) this.ranges(block);
      else if (keyword === 'oneof' && declaration) this.oneof(numbers, names);
      else if (keyword === 'extend' && (declaration || this.is('.', 1))) this.extend();
      else if (keyword === 'map' && this.is('<', 1)) this.mapField(numbers, names, block);
      else if (token.kind === 'name' || this.is('.')) this.field(numbers, names, block);
      else this.unexpected(token, block);
    });
  }

  private oneof(numbers: Map<number, Token>, names: Set<string>): void {
    const block = this.named('oneof', names);
    this.body(block, (token) => {
      if (this.is('option') && (this.peek(1).kind === 'name' || this.is('(', 1))) this.option(block);
      // Fields of a oneof carry no label; they number within the message.
      else if (token.kind === 'name' || this.is('.')) this.field(numbers, names, block, false);
      else this.unexpected(token, block);
    });
  }

  private enumeration(names: Set<string>): void {
    const block = this.named('enum', names);
    const values = new Set<string>();
    let first = true;
    this.body(block, () => {
      if (this.is('option') && !this.is('=', 1)) this.option(block);
      else if (this.is('reserved') && !this.is('=', 1)) this.ranges(block);
      else {
        const value = this.name(block);
        this.declare(values, value);
        this.expect('=', block);
        const number = this.integer(block);
        if (first && this.syntax === 'proto3' && number.value !== 0) fail(number.token, 'proto.first-enum-value-not-zero');
        first = false;
        this.fieldOptions(block);
        this.expect(';', block);
      }
    });
  }

  private service(names: Set<string>): void {
    const block = this.named('service', names);
    this.body(block, (token) => {
      if (this.is('option')) this.option(block);
      else if (this.is('rpc')) this.rpc(block);
      else this.unexpected(token, block);
    });
  }

  private rpc(service: Block): void {
    this.next();
    const name = this.name(service);
    for (const part of ['request', 'response']) {
      if (part === 'response') this.expect('returns', service);
      this.expect('(', service);
      if (this.is('stream') && (this.peek(1).kind === 'name' || this.is('.', 1))) this.next();
      this.dotted(service, true);
      this.expect(')', service);
    }
    if (this.is(';')) return void this.next();
    const block: Block = { kind: 'rpc', name: name.text, open: this.expect('{', service) };
    this.body(block, (token) => {
      if (this.is('option')) this.option(block);
      else this.unexpected(token, block);
    });
  }

  private extend(): void {
    this.next();
    this.dotted(undefined, true);
    const block: Block = { kind: 'extend', name: '', open: this.expect('{') };
    const numbers = new Map<number, Token>();
    const names = new Set<string>();
    this.body(block, () => this.field(numbers, names, block));
  }

  file(): void {
    const names = new Set<string>();
    let first = true;
    for (;;) {
      const token = this.peek();
      if (token.kind === 'end') return;
      if (this.is('syntax') && this.is('=', 1)) {
        if (!first) fail(token, 'proto.syntax-not-first');
        this.next();
        this.next();
        const value = this.string();
        const version = value.text.slice(1, -1);
        if (version !== 'proto2' && version !== 'proto3') fail(value, 'proto.bad-syntax', { syntax: version });
        this.syntax = version;
        this.expect(';');
      } else if (this.is(';')) {
        this.next();
      } else if (this.is('import')) {
        this.next();
        if ((this.is('weak') || this.is('public')) && this.peek(1).kind === 'string') this.next();
        this.string();
        this.expect(';');
      } else if (this.is('package')) {
        this.next();
        this.dotted();
        this.expect(';');
      } else if (this.is('option')) {
        this.option();
      } else if (this.is('message')) {
        this.message(names);
      } else if (this.is('enum')) {
        this.enumeration(names);
      } else if (this.is('service')) {
        this.service(names);
      } else if (this.is('extend')) {
        this.extend();
      } else {
        this.unexpected(token);
      }
      first = false;
    }
  }
}

/** `reserved foo = 1;` is a field of type `reserved`; `reserved 1 to 5;` and `reserved "a";` are not. */
const declarationFollows = (token: Token): boolean => token.kind === 'name' && token.text !== 'max' && token.text !== 'to';

/** The first mistake in the file, or none. */
export function checkProtobufSchema(source: string): SourceProblem[] {
  try {
    new ProtoParser(tokenize(source)).file();
    return [];
  } catch (error) {
    if (error instanceof Stop) return [error.problem];
    throw error;
  }
}
