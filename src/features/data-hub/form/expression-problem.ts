/**
 * What is wrong with an operation's expression, found as the user types: the broker's parser (its
 * reason verbatim), then each call's function and number of arguments against the 5.8.1 catalog.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { variformFunction } from '../../../domain/variform/functions';
import { parseVariform, variformCalls, VariformSyntaxError } from '../../../domain/variform/parse';

export interface ExpressionIssue {
  message: MessageDescriptor;
  from: number;
  to: number;
}

export function expressionIssue(source: string): ExpressionIssue | undefined {
  if (source.trim() === '') return { message: msg`Write an expression`, from: 0, to: 0 };
  let expr;
  try {
    expr = parseVariform(source);
  } catch (error) {
    if (!(error instanceof VariformSyntaxError)) throw error;
    const reason = error.message;
    return { message: msg`The broker cannot read this: ${reason}`, from: error.from, to: error.to };
  }
  for (const call of variformCalls(expr)) {
    const fn = variformFunction(call.name);
    const name = call.name;
    if (!fn) return { message: msg`There is no function ${name}`, from: call.from, to: call.from + name.length };
    if (!fn.arities.includes(call.args.length)) {
      const signature = fn.signature;
      return { message: msg`${name} takes other arguments: ${signature}`, from: call.from, to: call.to };
    }
  }
  return undefined;
}

export const expressionProblem = (source: string): MessageDescriptor | undefined => expressionIssue(source)?.message;
