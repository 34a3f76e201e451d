/**
 * `PUT /mqtt/topic_rewrite` as EMQX 5.8.1 checks it. emqx_rewrite_api builds its spec with
 * emqx_dashboard_swagger:spec/1 (check_schema false), so no schema check runs before the handler:
 * 1. emqx_rewrite_api:topic_rewrite/2: fewer than 20 rules (`length(Body) < 20`, so 20 is already
 *    too many) — 413 EXCEED_LIMIT;
 * 2. emqx_rewrite:update/1 → emqx_conf:update: the config check (emqx_modules_schema) throws its
 *    error. The handler catches only the root validator's (rewrite_validator/1: a `publish` or
 *    `all` rule must rewrite to a topic name, emqx_topic:validate(name, …)) — 400 BAD_REQUEST
 *    naming them. Any other, such as an `re` that does not compile (is_re/1, a field validator,
 *    checked before the root's), escapes the handler: minirest_handler:apply_callback/3 answers
 *    500 INTERNAL_ERROR with `~p, ~0p, ~0p` of the exception, i.e. `throw, #{…}, [stack]`.
 */
import { isJsonObject, type Json, type JsonObject } from '../lib/json';
import { isValidName } from '../lib/topic';

export const MAX_REWRITE_RULES = 20;

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

/**
 * PCRE (what re:compile/1 speaks) takes constructs JavaScript's RegExp refuses; where a pattern
 * uses one of them the sandbox cannot judge it and lets it through rather than refuse what the
 * broker takes: atomic groups, possessive quantifiers, inline options, \A \Z \z \G \Q…\E,
 * branch reset, comments, recursion, Python-style named groups.
 */
const PCRE_ONLY = /\(\?>|[*+?}]\+|\(\?[imsxJUX-]+\)|\\[AZzGQE]|\(\?\||\(\?#|\(\?R\)|\(\?P[<=>]/;

function compileError(re: string): string | undefined {
  try {
    new RegExp(re);
    return undefined;
  } catch (e) {
    if (PCRE_ONLY.test(re)) return undefined;
    return e instanceof Error ? e.message : String(e);
  }
}

/** A binary as `~p` prints it: `<<"text">>`, or its bytes where it holds unprintable ones. */
function printBinary(text: string): string {
  const bytes = [...new TextEncoder().encode(text)];
  // io_lib's latin1 printable range: 32-126 and 160-255 (plus a few escapes, left out here).
  if (bytes.every((b) => (b >= 32 && b <= 126) || b >= 160)) return `<<"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}">>`;
  return `<<${bytes.join(',')}>>`;
}

/** emqx_topic:validate(name, T): not empty, at most 65535 bytes, no wildcard, no NUL. */
const isTopicName = (topic: string): boolean => isValidName(topic) && new TextEncoder().encode(topic).length <= 65535;

const FIELDS = ['action', 'source_topic', 'dest_topic', 're'];
const ACTIONS = ['subscribe', 'publish', 'all'];

/** A config-check error escaping the handler, as minirest prints it (stack trace left out). */
const thrown = (path: string, reason: string, value?: Json): Refusal => ({
  status: 500,
  code: 'INTERNAL_ERROR',
  message: `throw, #{kind => validation_error,path => "rewrite.${path}",reason => ${reason}${value === undefined ? '' : `,value => ${typeof value === 'string' ? printBinary(value) : JSON.stringify(value)}`}}, []`,
});

/** fields("rewrite") of emqx_modules_schema: every field required, action an enum, the rest binaries. */
function ruleFault(rule: Json, n: number): Refusal | undefined {
  if (!isJsonObject(rule)) return thrown(`${n}`, 'not_a_struct_value', rule);
  const unknown = Object.keys(rule).filter((k) => !FIELDS.includes(k));
  if (unknown.length) return thrown(`${n}`, `unknown_fields,unknown => ${JSON.stringify(unknown.join(','))}`);
  for (const k of FIELDS) {
    if (rule[k] === undefined || rule[k] === null) return thrown(`${n}.${k}`, 'required_field');
    if (k === 'action' ? !ACTIONS.includes(String(rule[k])) : typeof rule[k] !== 'string') return thrown(`${n}.${k}`, k === 'action' ? 'unable_to_convert_to_enum_symbol' : 'not_a_binary', rule[k]);
  }
  return undefined;
}

/** `body` as the JSON the request carried (the API has no schema check to shape it). */
export function checkRewriteRules(body: Json | undefined): Refusal | undefined {
  // length/1 of anything but a list raises badarg.
  if (!Array.isArray(body)) return { status: 500, code: 'INTERNAL_ERROR', message: 'error, badarg, []' };
  if (body.length >= MAX_REWRITE_RULES) return { status: 413, code: 'EXCEED_LIMIT', message: `Max rewrite rules count is ${MAX_REWRITE_RULES}` };
  for (const [i, rule] of body.entries()) {
    const fault = ruleFault(rule, i + 1);
    if (fault) return fault;
  }
  const rules = body as JsonObject[];
  for (const [i, rule] of rules.entries()) {
    const re = String(rule.re);
    const error = compileError(re);
    // hocon names list elements from 1; is_re/1's error term is #{regexp, compile_error}. The
    // stack trace that follows in the broker's text is left out.
    if (error) return thrown(`${i + 1}.re`, `#{regexp => ${printBinary(re)},compile_error => ${JSON.stringify(error)}}`);
  }
  // rewrite_validator/1 folds the rules onto the head of a list: the last bad rule prints first.
  const invalid = rules.filter((r) => r.action !== 'subscribe' && !isTopicName(String(r.dest_topic))).map((r) => String(r.dest_topic)).reverse();
  if (invalid.length) {
    // ~p breaks a long list across lines; one short topic prints as here.
    return { status: 400, code: 'BAD_REQUEST', message: `Cannot use wildcard for destination topic. Invalid topics: [${invalid.map(printBinary).join(',')}]` };
  }
  return undefined;
}
