/**
 * What EMQX 5.8.1 answers to a request its API schema does not allow. The contract check records
 * every such request (the test that sent it fails), but the answer itself is the broker's, so a
 * screen sees in tests what it would see in the field:
 * - no route: `emqx_dashboard_not_found:init/2`, 404 `NOT_FOUND` "Request Path Not Found"; a method
 *   the path does not take, 405;
 * - a body that is not JSON, or of another media type, on POST/PUT:
 *   `emqx_dashboard_swagger:validate_content_type/3` and `check_request_body/5`, 415
 *   `UNSUPPORTED_MEDIA_TYPE` "content-type:application/json Required";
 * - a parameter or body against the schema: `emqx_dashboard_swagger:translate_req/3`, 400
 *   `BAD_REQUEST` with `hocon_error_msg/1`, the hocon error(s) as JSON text
 *   (`emqx_hocon:format_error/2`: one object, or a list of them);
 * - a query parameter the operation does not declare, or a body it does not read: ignored, as
 *   `check_parameter/6` reads only the declared ones (undefined: the request goes on to its handler).
 */
import type { ContractViolation } from './check';

export interface BrokerAnswer {
  status: number;
  body: { code: string; message: string };
}

/** `body.interval must be …` → `{path: "root.interval", reason: "must be …"}`, as hocon names the place. */
function hoconError(problem: string): Record<string, string> {
  const body = /^body(?: \(none sent, read as \{\}\))?(\S*) (.*)$/s.exec(problem);
  if (body) return { kind: 'validation_error', path: `root${body[1]!.replace(/\[(\d+)\]/g, '.$1').replace(/\["(.*?)"\]/g, '.$1')}`, reason: body[2]! };
  const param = /^(?:path|query) parameter (\S+) (.*)$/s.exec(problem);
  if (param) return { kind: 'validation_error', path: param[1]!, reason: param[2]! };
  return { kind: 'validation_error', reason: problem };
}

/**
 * Modules whose operations check only the content type (`check_schema =>
 * fun emqx_dashboard_swagger:validate_content_type_json/2`: emqx_rule_engine_api,
 * emqx_license_http_api, emqx_bridge_api): a parameter or body against the schema reaches the handler,
 * which answers it in its own words (`page_limit_invalid`, `Bad Arguments: …`).
 */
const CONTENT_TYPE_ONLY = /^\/(rule_engine|rule_events|rule_test|rules|license|bridges)(\/|$)/;
/**
 * Modules that check nothing before their handler (`emqx_dashboard_swagger:spec/1`, or
 * `check_schema => false`): emqx_slow_subs_api, emqx_exhook_api, emqx_rewrite_api, emqx_lwm2m_api,
 * emqx_authn_user_import_api, emqx_dashboard_sso_oidc_api.
 */
const UNCHECKED = /^\/(slow_subscriptions|exhooks|mqtt\/topic_rewrite|gateways\/lwm2m\/|sso\/oidc\/)|\/import_users$/;

export function brokerAnswer(violation: ContractViolation): BrokerAnswer | undefined {
  const { kinds, problems } = violation;
  const template = violation.operation.split(' ')[1] ?? '';
  if (UNCHECKED.test(template) && !kinds.some((k) => k === 'no-path' || k === 'no-method' || k === 'encoding')) return undefined;
  const has = (kind: string): boolean => kinds.includes(kind as never);
  if (has('no-path')) return { status: 404, body: { code: 'NOT_FOUND', message: 'Request Path Not Found' } };
  // minirest routes by path, then by the methods the module's schema/1 declares for it.
  if (has('no-method')) return { status: 405, body: { code: 'METHOD_NOT_ALLOWED', message: 'Method Not Allowed' } };
  if (has('encoding')) return { status: 400, body: { code: 'BAD_REQUEST', message: 'Malformed path' } };
  // translate_req/3 checks the parameters before the body (its media type included).
  const params = problems.filter((_, i) => kinds[i] === 'param');
  if (params.length && !CONTENT_TYPE_ONLY.test(template)) return badRequest(params);
  if (has('media')) {
    const expected = violation.mediaTypes?.includes('application/json') ? 'application/json' : (violation.mediaTypes?.[0] ?? 'application/json');
    return { status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: `content-type:${expected} Required` } };
  }
  // A JSON body that does not parse never reaches the schema: minirest's decoding refuses it (its
  // words are not in EMQX's apps/, so this text is the sandbox's own).
  if (has('json')) return { status: 400, body: { code: 'BAD_REQUEST', message: 'Invalid JSON body' } };
  if (CONTENT_TYPE_ONLY.test(template)) return undefined;
  const checked = problems.filter((_, i) => kinds[i] === 'body');
  return checked.length ? badRequest(checked) : undefined;
}

/** 400 BAD_REQUEST with the hocon errors as JSON text: one object, or a list of them. */
function badRequest(problems: string[]): BrokerAnswer {
  const errors = problems.map(hoconError);
  return { status: 400, body: { code: 'BAD_REQUEST', message: JSON.stringify(errors.length === 1 ? errors[0] : errors) } };
}
