/** The FROM of a rule's SQL, read by the evaluator's parser: the rule's `from` field and the list's filters. */
import { SqlError } from './errors';
import { parseRuleSql } from './parser';

/** The FROM's topics and events, or the parse error's message (it names the line and column). */
export function checkRuleSql(sql: string): string[] | string {
  try {
    return parseRuleSql(sql).from;
  } catch (error) {
    if (error instanceof SqlError) return error.message;
    throw error;
  }
}

/** The FROM of SQL known to be valid (the seeded rules'). */
export function readFromTopics(sql: string): string[] {
  const from = checkRuleSql(sql);
  if (typeof from === 'string') throw new Error(`not a rule's SQL: ${from}`);
  return from;
}
