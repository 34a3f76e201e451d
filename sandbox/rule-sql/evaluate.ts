/**
 * Runs a parsed statement against an event's columns, as the broker's rule runtime does: the SELECT's
 * fields in order (each can use the ones before it), then the WHERE over the columns and what was
 * selected; FOREACH filters the array's elements with INCASE and shapes each with DO.
 */
import { cloneJson, type Json, type JsonObject } from '../lib/json';
import type { Expr, Field, ForeachStatement, SelectStatement, Statement } from './ast';
import { runtimeError, SelectTransformError, type Position } from './errors';
import { callFunction, FunctionError, type FunctionContext } from './functions';
import { compare, decoded, getIndex, getKey, putPath, toText, type Value } from './values';

/** What the statement gives: the SELECT's object, the FOREACH's array, or no result (WHERE false, nothing left). */
export type Evaluation = { matched: true; output: JsonObject | Json[] } | { matched: false };

interface Scope {
  columns: JsonObject;
  selected: JsonObject;
  /** FOREACH's element, under its name. */
  item?: { name: string; value: Value };
}

const truthy = (value: Value): boolean => value === true;

/** The payload as `emqx_rule_runtime:maybe_decode_payload/1` reads it for a field: JSON text decoded, other text an error. */
function payloadJson(payload: Value): Value {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload) as Json;
  } catch {
    throw new SelectTransformError('decode_json_failed');
  }
}

function lookup(scope: Scope, name: string): Value {
  if (scope.item && scope.item.name === name) return scope.item.value;
  if (name in scope.selected) return scope.selected[name];
  return scope.columns[name];
}

const describe = (value: Value): string => (value === undefined ? 'undefined' : JSON.stringify(value));

function arithmetic(op: string, left: Value, right: Value, at: Position): Value {
  // `+` joins text, as EMQX's `+` does when either side is a string.
  if (op === '+' && (typeof left === 'string' || typeof right === 'string') && left !== undefined && right !== undefined) return toText(left) + toText(right);
  if (typeof left !== 'number' || typeof right !== 'number') throw runtimeError(`cannot compute ${describe(left)} ${op} ${describe(right)}`, at);
  if ((op === '/' || op === 'div' || op === 'mod') && right === 0) throw runtimeError('division by zero', at);
  switch (op) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
      return left / right;
    case 'div':
      return Math.trunc(left / right);
    default:
      return left % right;
  }
}

class Evaluator {
  constructor(private readonly fns: FunctionContext) {}

  expr(e: Expr, scope: Scope): Value {
    switch (e.kind) {
      case 'literal':
        return e.value;
      case 'array':
        return e.items.map((item) => this.expr(item, scope) ?? null);
      case 'path': {
        const head = lookup(scope, e.head);
        // The broker decodes a text payload as JSON to read a field of it, and fails when it is not JSON.
        const start = e.head === 'payload' && e.steps.length > 0 && scope.item?.name !== 'payload' && !('payload' in scope.selected) ? payloadJson(head) : head;
        return e.steps.reduce<Value>((value, step) => ('key' in step ? getKey(value, step.key) : getIndex(value, this.expr(step.index, scope))), start);
      }
      case 'call':
        return this.call(e.name, e.args, scope, e.at);
      case 'negate': {
        const value = this.expr(e.arg, scope);
        if (typeof value !== 'number') throw runtimeError(`cannot negate ${describe(value)}`, e.at);
        return -value;
      }
      case 'not':
        return !truthy(this.expr(e.arg, scope));
      case 'binary':
        return this.binary(e, scope);
      case 'case':
        return this.caseExpr(e, scope);
    }
  }

  private call(name: string, args: Expr[], scope: Scope, at: Position): Value {
    const values = args.map((arg) => this.expr(arg, scope));
    try {
      return callFunction(name, values, this.fns);
    } catch (error) {
      if (error instanceof FunctionError) throw runtimeError(error.message, at);
      throw error;
    }
  }

  private binary(e: Extract<Expr, { kind: 'binary' }>, scope: Scope): Value {
    if (e.op === 'and') return truthy(this.expr(e.left, scope)) && truthy(this.expr(e.right, scope));
    if (e.op === 'or') return truthy(this.expr(e.left, scope)) || truthy(this.expr(e.right, scope));
    const left = this.expr(e.left, scope);
    const right = this.expr(e.right, scope);
    if (['+', '-', '*', '/', 'div', 'mod'].includes(e.op)) return arithmetic(e.op, left, right, e.at);
    return compare(e.op, left, right);
  }

  private caseExpr(e: Extract<Expr, { kind: 'case' }>, scope: Scope): Value {
    const subject = e.subject ? this.expr(e.subject, scope) : undefined;
    for (const branch of e.branches) {
      const when = this.expr(branch.when, scope);
      if (e.subject ? compare('=', subject, when) : truthy(when)) return this.expr(branch.then, scope);
    }
    return e.otherwise ? this.expr(e.otherwise, scope) : undefined;
  }

  /** The fields in order; each one's result is visible to the fields after it. */
  fields(fields: readonly Field[], scope: Scope): JsonObject {
    const selected: JsonObject = {};
    const inner: Scope = { ...scope, selected };
    for (const field of fields) {
      if (field.kind === 'star') {
        Object.assign(selected, cloneJson(scope.columns));
        continue;
      }
      putPath(selected, field.alias ?? fieldName(field), this.expr(field.expr, inner));
    }
    return selected;
  }

  /** The WHERE: an exception there is no result, not an error (`match_conditions_error` → `nomatch`). */
  private where(condition: Expr | undefined, scope: Scope): boolean {
    if (!condition) return true;
    try {
      return truthy(this.expr(condition, scope));
    } catch (error) {
      if (error instanceof SelectTransformError) return false;
      throw error;
    }
  }

  select(statement: SelectStatement, columns: JsonObject): Evaluation {
    const selected = this.fields(statement.fields, { columns, selected: {} });
    if (!this.where(statement.where, { columns, selected })) return { matched: false };
    return { matched: true, output: selected };
  }

  foreach(statement: ForeachStatement, columns: JsonObject): Evaluation {
    const scope: Scope = { columns, selected: {} };
    if (!this.where(statement.where, scope)) return { matched: false };
    const collection = decoded(this.expr(statement.collection, scope));
    if (!Array.isArray(collection)) throw runtimeError(`FOREACH needs an array, not ${describe(collection)}`);
    const output: Json[] = [];
    for (const element of collection) {
      const itemScope: Scope = { ...scope, item: { name: statement.itemName, value: element } };
      if (statement.incase && !truthy(this.expr(statement.incase, itemScope))) continue;
      output.push(statement.fields ? this.fields(statement.fields, itemScope) : element);
    }
    return output.length > 0 ? { matched: true, output } : { matched: false };
  }
}

/** A field without an alias: a path of keys nests (`payload.a.b`), anything else is named by its text. */
function fieldName(field: Extract<Field, { kind: 'expr' }>): string[] {
  const { expr } = field;
  if (expr.kind === 'path' && expr.steps.every((step) => 'key' in step)) return [expr.head, ...expr.steps.map((step) => (step as { key: string }).key)];
  return [field.text];
}

/** Runs the statement on the columns; throws `SqlError` when a function or an operator cannot. */
export function evaluate(statement: Statement, columns: JsonObject, fns: FunctionContext): Evaluation {
  const evaluator = new Evaluator(fns);
  return statement.kind === 'select' ? evaluator.select(statement, columns) : evaluator.foreach(statement, columns);
}
