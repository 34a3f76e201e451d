/**
 * `POST /rule_test` as the broker's SQL tester answers it: the context's event (message publish when
 * it names none) filled with the event's other columns, the FROM checked against it, then the
 * statement run. No match, of the FROM or of the WHERE, is 412 `NOT_MATCH`.
 */
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { fillEventColumns } from '../model/rule-events';
import { SelectTransformError, SqlError } from './errors';
import { evaluate } from './evaluate';
import { parseRuleSql } from './parser';
import { fromMatches } from './topic-match';

export type RuleTestOutcome = { status: 200; output: JsonObject | Json[] } | { status: 412 } | { status: 400; message: string };

export interface RuleTestEnv {
  now(): number;
  /** The node the test runs on: the `node` column. */
  node: string;
}

export function runRuleTest(sql: string, context: unknown, env: RuleTestEnv): RuleTestOutcome {
  const ctx: JsonObject = isJsonObject(context) ? context : {};
  const eventType = typeof ctx.event_type === 'string' ? ctx.event_type : 'message_publish';
  try {
    const statement = parseRuleSql(sql);
    const columns = fillEventColumns(eventType, ctx, env.now(), env.node);
    const topic = typeof columns.topic === 'string' ? columns.topic : undefined;
    if (!fromMatches(statement.from, { eventType, topic })) return { status: 412 };
    const result = evaluate(statement, columns, { now: env.now });
    return result.matched ? { status: 200, output: result.output } : { status: 412 };
  } catch (error) {
    if (error instanceof SqlError) return { status: 400, message: error.message };
    // emqx_rule_engine_api:err_msg/1 answers the exception as JSON: {"select_and_transform_error":"badarg"}.
    if (error instanceof SelectTransformError) return { status: 400, message: JSON.stringify({ select_and_transform_error: error.reason }) };
    throw error;
  }
}
