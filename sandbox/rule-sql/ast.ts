/** The statement the parser reads: SELECT … FROM … WHERE …, or FOREACH … DO … INCASE … FROM … WHERE …. */
import type { Json } from '../lib/json';
import type { Position } from './errors';

/** A step of a path after its head: `.key`, `.'quoted key'`, or `[index]` (1-based, as in EMQX). */
export type Step = { key: string } | { index: Expr };

export type BinaryOp = '=' | '!=' | '<>' | '>' | '<' | '>=' | '<=' | '=~' | '+' | '-' | '*' | '/' | 'div' | 'mod' | 'and' | 'or';

export type Expr =
  | { kind: 'literal'; value: Json }
  | { kind: 'path'; head: string; steps: Step[]; at: Position }
  | { kind: 'call'; name: string; args: Expr[]; at: Position }
  | { kind: 'array'; items: Expr[] }
  | { kind: 'negate'; arg: Expr; at: Position }
  | { kind: 'not'; arg: Expr }
  | { kind: 'binary'; op: BinaryOp; left: Expr; right: Expr; at: Position }
  | { kind: 'case'; subject?: Expr; branches: { when: Expr; then: Expr }[]; otherwise?: Expr };

/** `*`, or an expression with its alias (a path: `as a.b` nests) or, without one, its text as written. */
export type Field = { kind: 'star' } | { kind: 'expr'; expr: Expr; alias?: string[]; text: string };

export interface SelectStatement {
  kind: 'select';
  fields: Field[];
  from: string[];
  where?: Expr;
}

export interface ForeachStatement {
  kind: 'foreach';
  /** The array to iterate, and the name each element has in DO and INCASE (`item` unless `as` names it). */
  collection: Expr;
  itemName: string;
  /** What each element becomes; without DO, the element itself. */
  fields?: Field[];
  incase?: Expr;
  from: string[];
  where?: Expr;
}

export type Statement = SelectStatement | ForeachStatement;
