/**
 * The rule engine's settings (`/rule_engine`) as `emqx_rule_engine_api` answers and checks them:
 * the answer is the checked configuration (`emqx_conf:get([rule_engine])` without `rules`), so the
 * jq timeout is a number of milliseconds; a PUT is checked against `rule_engine_settings()` by
 * `emqx_rule_api_schema:check_params/2`, where `rules` and any other field are unknown.
 */
import type { JsonObject } from '../lib/json';
import { parseDurationMs } from '../lib/time';

/** `emqx_rule_engine_schema:rule_engine_settings/0`; `jq_implementation_module` is hidden and deprecated. */
const FIELDS = ['ignore_sys_message', 'jq_function_default_timeout', 'jq_implementation_module'];

/** What is wrong with a PUT body, in the words of a HOCON check, or undefined when it passes. */
export function checkRuleEngineSettings(body: JsonObject): string | undefined {
  const unknown = Object.keys(body).filter((key) => !FIELDS.includes(key));
  if (unknown.length > 0) return `{"kind":"validation_error","reason":"unknown_fields","unknown":"${unknown.join(',')}"}`;
  if (body.ignore_sys_message !== undefined && typeof body.ignore_sys_message !== 'boolean') return '{"kind":"validation_error","path":"rule_engine.ignore_sys_message","reason":"unable_to_convert_to_boolean_type"}';
  const timeout = body.jq_function_default_timeout;
  if (timeout !== undefined && timeoutMs(timeout) === undefined) return '{"kind":"validation_error","path":"rule_engine.jq_function_default_timeout","reason":"Not a valid timeout duration"}';
  const module = body.jq_implementation_module;
  if (module !== undefined && module !== 'jq_nif' && module !== 'jq_port') return '{"kind":"validation_error","path":"rule_engine.jq_implementation_module","reason":"unable_to_convert_to_enum_symbol"}';
  return undefined;
}

/** `timeout_duration_ms()`: a duration string or a whole number of milliseconds. */
function timeoutMs(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : undefined;
  return typeof value === 'string' ? parseDurationMs(value) : undefined;
}

/** The settings as the broker answers them: checked values, the deprecated jq module left out. */
export function ruleEngineView(raw: JsonObject): JsonObject {
  return {
    ignore_sys_message: raw.ignore_sys_message !== false,
    jq_function_default_timeout: timeoutMs(raw.jq_function_default_timeout) ?? 10_000,
  };
}
