/**
 * A recursive-descent parser for the common subset of EMQX rule SQL. Precedence, loosest first:
 * OR, AND, NOT, comparisons (=, !=, <>, >, <, >=, <=, =~), + and -, *, /, div and mod, unary minus.
 * Anything else is a syntax error that names its line and column.
 */
import type { BinaryOp, Expr, Field, Statement, Step } from './ast';
import { syntaxError } from './errors';
import { tokenize, type Token } from './lexer';
import { checkFromEntry } from './topic-match';

const KEYWORDS = new Set(['select', 'from', 'where', 'foreach', 'do', 'incase', 'as', 'and', 'or', 'not', 'case', 'when', 'then', 'else', 'end', 'div', 'mod']);
const COMPARISONS = new Set(['=', '!=', '<>', '>', '<', '>=', '<=', '=~']);

const describe = (t: Token): string => (t.kind === 'eof' ? 'the end of the SQL' : t.kind === 'string' ? `${t.quote}${t.value}${t.quote}` : `'${t.value}'`);

class Parser {
  private i = 0;

  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
    private readonly withFrom: boolean,
  ) {}

  private get peek(): Token {
    return this.tokens[this.i]!;
  }

  private next(): Token {
    const t = this.tokens[this.i]!;
    if (t.kind !== 'eof') this.i++;
    return t;
  }

  private isKeyword(word: string, t = this.peek): boolean {
    return t.kind === 'ident' && t.value.toLowerCase() === word;
  }

  private isOp(op: string, t = this.peek): boolean {
    return t.kind === 'op' && t.value === op;
  }

  private fail(expected: string, t = this.peek): never {
    throw syntaxError(`expected ${expected}, found ${describe(t)}`, t);
  }

  private keyword(word: string): Token {
    return this.isKeyword(word) ? this.next() : this.fail(word.toUpperCase());
  }

  private op(op: string): Token {
    return this.isOp(op) ? this.next() : this.fail(`'${op}'`);
  }

  private accept(word: string): boolean {
    if (!this.isKeyword(word)) return false;
    this.next();
    return true;
  }

  statement(): Statement {
    if (!this.withFrom && this.isKeyword('foreach')) throw syntaxError('foreach_not_allowed', this.peek);
    const statement = this.isKeyword('foreach') ? this.foreach() : this.isKeyword('select') ? this.select() : this.fail('SELECT or FOREACH');
    if (this.peek.kind !== 'eof') this.fail(statement.where ? 'the end of the SQL' : 'WHERE or the end of the SQL');
    return statement;
  }

  private select(): Statement {
    this.keyword('select');
    const fields = this.fields();
    if (!this.withFrom && this.isKeyword('from')) throw syntaxError('non_empty_from_clause', this.peek);
    const from = this.withFrom ? this.from() : [];
    return { kind: 'select', fields, from, where: this.accept('where') ? this.expr() : undefined };
  }

  private foreach(): Statement {
    this.keyword('foreach');
    const collection = this.expr();
    const itemName = this.accept('as') ? this.name() : 'item';
    const fields = this.accept('do') ? this.fields() : undefined;
    const incase = this.accept('incase') ? this.expr() : undefined;
    const from = this.from();
    return { kind: 'foreach', collection, itemName, fields, incase, from, where: this.accept('where') ? this.expr() : undefined };
  }

  private fields(): Field[] {
    const fields: Field[] = [];
    do {
      if (this.isOp('*')) {
        this.next();
        fields.push({ kind: 'star' });
        continue;
      }
      const first = this.peek;
      const expr = this.expr();
      const text = this.source.slice(first.start, this.tokens[this.i - 1]!.end);
      const alias = this.accept('as') ? this.aliasPath() : undefined;
      fields.push({ kind: 'expr', expr, alias, text });
    } while (this.isOp(',') && this.next());
    return fields;
  }

  private aliasPath(): string[] {
    const path = [this.name()];
    while (this.isOp('.')) {
      this.next();
      path.push(this.name());
    }
    return path;
  }

  private name(): string {
    const t = this.peek;
    if (t.kind !== 'ident' || KEYWORDS.has(t.value.toLowerCase())) this.fail('a name');
    return this.next().value;
  }

  private from(): string[] {
    this.keyword('from');
    const topics: string[] = [];
    do {
      const t = this.peek;
      if (t.kind !== 'string' || t.quote !== '"') this.fail('a topic or event in double quotes');
      this.next();
      const problem = checkFromEntry(t.value);
      if (problem) throw syntaxError(problem, t);
      topics.push(t.value);
    } while (this.isOp(',') && this.next());
    return topics;
  }

  expr(): Expr {
    let left = this.and();
    while (this.isKeyword('or')) {
      const at = this.next();
      left = { kind: 'binary', op: 'or', left, right: this.and(), at };
    }
    return left;
  }

  private and(): Expr {
    let left = this.not();
    while (this.isKeyword('and')) {
      const at = this.next();
      left = { kind: 'binary', op: 'and', left, right: this.not(), at };
    }
    return left;
  }

  private not(): Expr {
    if (this.accept('not')) return { kind: 'not', arg: this.not() };
    return this.comparison();
  }

  private comparison(): Expr {
    const left = this.additive();
    const t = this.peek;
    if (t.kind === 'op' && COMPARISONS.has(t.value)) {
      this.next();
      return { kind: 'binary', op: t.value as BinaryOp, left, right: this.additive(), at: t };
    }
    return left;
  }

  private additive(): Expr {
    let left = this.multiplicative();
    while (this.isOp('+') || this.isOp('-')) {
      const at = this.next();
      left = { kind: 'binary', op: at.value as BinaryOp, left, right: this.multiplicative(), at };
    }
    return left;
  }

  private multiplicative(): Expr {
    let left = this.unary();
    while (this.isOp('*') || this.isOp('/') || this.isKeyword('div') || this.isKeyword('mod')) {
      const at = this.next();
      left = { kind: 'binary', op: at.value.toLowerCase() as BinaryOp, left, right: this.unary(), at };
    }
    return left;
  }

  private unary(): Expr {
    if (this.isOp('-')) {
      const at = this.next();
      return { kind: 'negate', arg: this.unary(), at };
    }
    return this.primary();
  }

  private primary(): Expr {
    const t = this.peek;
    if (t.kind === 'number' || t.kind === 'string') {
      this.next();
      return { kind: 'literal', value: t.kind === 'number' ? Number(t.value) : t.value };
    }
    if (this.isOp('(')) {
      this.next();
      const inner = this.expr();
      this.op(')');
      return inner;
    }
    if (this.isOp('[')) return this.array();
    if (this.isKeyword('case')) return this.caseExpr();
    if (this.isKeyword('true') || this.isKeyword('false')) {
      this.next();
      return { kind: 'literal', value: t.value.toLowerCase() === 'true' };
    }
    if (t.kind !== 'ident' || KEYWORDS.has(t.value.toLowerCase())) this.fail('a value, a field or a function');
    this.next();
    if (this.isOp('(')) return this.call(t);
    return { kind: 'path', head: t.value, steps: this.steps(), at: t };
  }

  private array(): Expr {
    this.op('[');
    const items: Expr[] = [];
    if (!this.isOp(']')) {
      do items.push(this.expr());
      while (this.isOp(',') && this.next());
    }
    this.op(']');
    return { kind: 'array', items };
  }

  private call(name: Token): Expr {
    this.op('(');
    const args: Expr[] = [];
    if (!this.isOp(')')) {
      do args.push(this.expr());
      while (this.isOp(',') && this.next());
    }
    this.op(')');
    return { kind: 'call', name: name.value.toLowerCase(), args, at: name };
  }

  private steps(): Step[] {
    const steps: Step[] = [];
    for (;;) {
      if (this.isOp('.')) {
        this.next();
        const t = this.peek;
        // `pub_props.'User-Property'`: a quoted key; keywords are fine as keys (`payload.from`).
        if (t.kind === 'string' || t.kind === 'ident') steps.push({ key: this.next().value });
        else this.fail('a key after .');
      } else if (this.isOp('[')) {
        this.next();
        steps.push({ index: this.expr() });
        this.op(']');
      } else {
        return steps;
      }
    }
  }

  private caseExpr(): Expr {
    this.keyword('case');
    const subject = this.isKeyword('when') ? undefined : this.expr();
    const branches: { when: Expr; then: Expr }[] = [];
    while (this.accept('when')) {
      const when = this.expr();
      this.keyword('then');
      branches.push({ when, then: this.expr() });
    }
    if (branches.length === 0) this.fail('WHEN');
    const otherwise = this.accept('else') ? this.expr() : undefined;
    this.keyword('end');
    return { kind: 'case', subject, branches, otherwise };
  }
}

/**
 * The statement, or a `SqlError` naming where the text leaves the subset. Lines count from the first
 * line that is not blank, as the broker counts them (the console's editor adds the blank ones back).
 * A schema validation's SQL check has no FROM (`withFrom: false`): its topics are the validation's.
 */
export function parseRuleSql(sql: string, { withFrom = true } = {}): Statement {
  const text = sql.slice(/^[ \t\r\n]*\n/.exec(sql)?.[0].length ?? 0);
  return new Parser(text, tokenize(text), withFrom).statement();
}
