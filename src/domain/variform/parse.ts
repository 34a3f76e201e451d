/**
 * EMQX's Variform, the expression language of message transformation operations (emqx_variform_scan.xrl
 * and emqx_variform_parser.yrl, as in 5.8.1): a variable path (`payload.a.b`, `user_property.k`), a
 * call (`concat([topic, '/', clientid])`, `maps.get(...)`) or `true`/`false` at the root; strings,
 * numbers and arrays only as arguments. No operators. The console checks an expression as it is
 * typed with it; the sandbox parses what it evaluates with it. Errors are worded as the broker's.
 */

export type VariformExpr =
  | { kind: 'var'; path: string }
  | { kind: 'call'; name: string; args: VariformExpr[]; from: number; to: number }
  | { kind: 'str'; value: string }
  | { kind: 'int'; value: number }
  | { kind: 'float'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'array'; items: VariformExpr[] };

type TokenKind = 'ident' | 'str' | 'int' | 'float' | 'bool' | '(' | ')' | '[' | ']' | ',' | 'end';

interface Token {
  kind: TokenKind;
  text: string;
  from: number;
}

/** Where and why an expression does not read: `message` is the broker's reason text. */
export class VariformSyntaxError extends Error {
  constructor(
    message: string,
    readonly from: number,
    readonly to: number,
  ) {
    super(message);
  }
}

const PATTERNS: [TokenKind, RegExp][] = [
  ['float', /^[+-]?[0-9]+\.[0-9]+(?:[eE][+-]?[0-9]+)?/],
  ['int', /^[+-]?[0-9]+/],
  ['ident', /^[a-zA-Z][-a-zA-Z0-9_.]*/],
  ['str', /^'[^']*'|^"[^"]*"/],
];

function scan(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const space = /^[\s]+/.exec(rest);
    if (space) {
      i += space[0].length;
      continue;
    }
    if ('()[],'.includes(rest[0]!)) {
      tokens.push({ kind: rest[0] as TokenKind, text: rest[0]!, from: i });
      i += 1;
      continue;
    }
    const found = PATTERNS.map(([kind, re]) => [kind, re.exec(rest)?.[0]] as const).find(([, text]) => text !== undefined);
    if (!found) {
      // The scanner's own error term, as the broker prints it.
      const line = source.slice(0, i).split('\n').length;
      throw new VariformSyntaxError(`{${line},emqx_variform_scan,{illegal,${JSON.stringify(rest[0])}}}`, i, i + 1);
    }
    const [kind, text] = found;
    tokens.push({ kind: kind === 'ident' && (text === 'true' || text === 'false') ? 'bool' : kind, text: text!, from: i });
    i += text!.length;
  }
  tokens.push({ kind: 'end', text: '', from: source.length });
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private get peek(): Token {
    return this.tokens[this.i]!;
  }

  private fail(): never {
    const t = this.peek;
    throw new VariformSyntaxError(`syntax error before: ${t.text}`, t.from, t.from + Math.max(1, t.text.length));
  }

  private is(kind: TokenKind): boolean {
    return this.peek.kind === kind;
  }

  private take(kind: TokenKind): Token {
    if (this.peek.kind !== kind) this.fail();
    return this.tokens[this.i++]!;
  }

  root(): VariformExpr {
    const t = this.peek;
    // 5.8.1 takes no constant other than a boolean as the whole expression.
    const expr = t.kind === 'bool' ? (this.i++, { kind: 'bool' as const, value: t.text === 'true' }) : t.kind === 'ident' ? this.callOrVar() : this.fail();
    if (this.peek.kind !== 'end') this.fail();
    return expr;
  }

  private callOrVar(): VariformExpr {
    const name = this.take('ident');
    if (!this.is('(')) return { kind: 'var', path: name.text };
    this.i++;
    const args = this.is(')') ? [] : this.args();
    const close = this.take(')');
    return { kind: 'call', name: name.text, args, from: name.from, to: close.from + 1 };
  }

  private args(): VariformExpr[] {
    const args = [this.arg()];
    while (this.peek.kind === ',') {
      this.i++;
      args.push(this.arg());
    }
    return args;
  }

  private arg(): VariformExpr {
    const t = this.peek;
    switch (t.kind) {
      case 'ident':
        return this.callOrVar();
      case '[': {
        this.i++;
        const items = this.args();
        this.take(']');
        return { kind: 'array', items };
      }
      case 'str':
        this.i++;
        return { kind: 'str', value: t.text.slice(1, -1) };
      case 'int':
        this.i++;
        return { kind: 'int', value: Number(t.text) };
      case 'float':
        this.i++;
        return { kind: 'float', value: Number(t.text) };
      case 'bool':
        this.i++;
        return { kind: 'bool', value: t.text === 'true' };
      default:
        return this.fail();
    }
  }
}

/** The expression's tree, or a `VariformSyntaxError` with the broker's reason. */
export function parseVariform(source: string): VariformExpr {
  return new Parser(scan(source)).root();
}

/** Every call in the expression, outermost first (the console checks their names and arities). */
export function variformCalls(expr: VariformExpr): Extract<VariformExpr, { kind: 'call' }>[] {
  if (expr.kind === 'call') return [expr, ...expr.args.flatMap(variformCalls)];
  if (expr.kind === 'array') return expr.items.flatMap(variformCalls);
  return [];
}
