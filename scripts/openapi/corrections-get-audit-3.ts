/**
 * Corrections from the audit of GET answers against EMQX 5.8.1's code (issue 39, part 3, the
 * operations not compared before: authentication, authorization, clients, cluster, configs, users,
 * SSO, durable storage, ExHook and the gateways' authentication, clients and listeners). Where the
 * handler (the API module and function named in each reason, lines at v5.8.1) answers differently
 * from the published document:
 * - GET /authentication/{id}/status and /authorization/sources/{type}/status name each node's error
 *   `reason`, not `error`; a resource of a disabled authenticator or source is created without being
 *   started, so its status (and the aggregate) is `stopped`; and the aggregate is
 *   `empty_metrics_and_status` when no node could report one.
 * - GET /cluster/links and /cluster/links/link/{name} carry node_status, one {node, status, reason}
 *   per node, which the document leaves out, and a status may be `stopped`.
 * - GET /exhooks, /exhooks/{name} and /exhooks/{name}/hooks give each hook's params as
 *   {topics: [filter]} (message hooks) or {} (the others), not a map of strings.
 * - GET /sso/{backend} answers the checked configuration, not the raw one: durations are numbers
 *   (LDAP query_timeout, request_timeout and ssl.hibernate_after in milliseconds, OIDC
 *   session_expiry in seconds), where the document (shared with PUT's body) says strings.
 * - GET /gateways/{name}/listeners lists OCPP's ws and wss listeners, which fit no member of the
 *   document's union (tcp, ssl, udp, dtls).
 * - GET /gateways/{name}/authentication adds the authenticator's id and chain_name to its config.
 * Like the others, each does nothing where the document already looks right.
 */
import { at, type Correction } from './correction.ts';
import { isObject, type JsonObject } from './normalize.ts';

const SCHEMAS = ['components', 'schemas'];
const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

/** Adds the values missing from an enum; true when one was missing. */
function widenEnum(field: JsonObject | undefined, values: string[]): boolean {
  if (!field || !Array.isArray(field.enum)) return false;
  const missing = values.filter((v) => !(field.enum as unknown[]).includes(v));
  if (missing.length === 0) return false;
  field.enum = [...field.enum, ...missing];
  return true;
}

/** The status schemas of authentication and authorization (both answers are built the same way). */
const AUTH_STATUS = ['authn', 'emqx_authz_schema'];

/** The schema of the 200 answer of a GET. */
const getAnswer = (doc: JsonObject, path: string) => at(doc, 'paths', path, 'get', 'responses', '200', 'content', 'application/json');

/** Copies `name` to `copy` with the named properties made numbers; false when `name` is missing. */
function numbersCopy(doc: JsonObject, name: string, copy: string, fields: Record<string, string>, refs: Record<string, string> = {}): boolean {
  const schemas = at(doc, ...SCHEMAS);
  const original = schemas && at(schemas, name);
  if (!schemas || !original) return false;
  const clone = structuredClone(original);
  const props = at(clone, 'properties');
  for (const [field, description] of Object.entries(fields)) {
    if (props && props[field]) props[field] = { type: 'integer', minimum: 0, description };
  }
  for (const [field, target] of Object.entries(refs)) {
    const holder = props && at(props, field);
    if (holder && typeof holder.$ref === 'string') holder.$ref = `#/components/schemas/${target}`;
  }
  schemas[copy] = clone;
  return true;
}

export const GET_AUDIT_3_CORRECTIONS: Correction[] = [
  {
    reason:
      'emqx_authn_api:lookup_from_all_nodes/2 (lines 939-970) and emqx_authz_api_sources:lookup_from_all_nodes/1 (lines 403-433) list each node error as #{node, reason} (HelpFun(…, reason)), not {node, error}',
    apply(doc) {
      let changed = false;
      for (const prefix of AUTH_STATUS) {
        const props = at(doc, ...SCHEMAS, `${prefix}.node_error`, 'properties');
        const error = props && at(props, 'error');
        if (!props || !error || props.reason) continue;
        delete props.error;
        props.reason = { type: 'string', description: error.description ?? 'The error on this node' };
        changed = true;
      }
      return changed;
    },
  },
  {
    reason:
      'emqx_authn_api:lookup_from_all_nodes/2 and aggregate_status/1 (lines 939-981), emqx_authz_api_sources:lookup_from_all_nodes/1 and aggregate_status/1 (lines 403-444): a node status is the resource status, stopped for the resource of a disabled authenticator or source (emqx_authn_utils:create_resource/3 and emqx_authz_utils start it only when enabled, emqx_resource_manager:init/1 lines 549-562); the aggregate is stopped too, or empty_metrics_and_status when no node reported a status',
    apply(doc) {
      let changed = false;
      for (const prefix of AUTH_STATUS) {
        if (widenEnum(at(doc, ...SCHEMAS, `${prefix}.metrics_status_fields`, 'properties', 'status'), ['stopped', 'empty_metrics_and_status'])) changed = true;
        if (widenEnum(at(doc, ...SCHEMAS, `${prefix}.node_status`, 'properties', 'status'), ['stopped'])) changed = true;
      }
      return changed;
    },
  },
  {
    reason:
      "emqx_cluster_link_api:handle_list/0 (lines 224-243), add_status/2 (lines 398-401), collect_all_status/1 (lines 432-489) and collect_single_status/1 (lines 499-522) merge node_status into every link they answer: one #{node, status} per node, #{node, status => inconsistent, reason} for a node that failed; status is the resource's (emqx_resource:resource_status(), stopped included) or inconsistent. link_config_response lists no node_status and its status enum lacks stopped",
    apply(doc) {
      const props = at(doc, ...SCHEMAS, 'cluster_link.link_config_response', 'properties');
      const status = props && at(props, 'status');
      if (!props || !status) return false;
      let changed = widenEnum(status, ['stopped']);
      if (!props.node_status) {
        const values = Array.isArray(status.enum) ? status.enum : ['connected', 'disconnected', 'connecting', 'stopped', 'inconsistent'];
        props.node_status = {
          type: 'array',
          description: 'The link status on each running node',
          items: {
            type: 'object',
            required: ['node', 'status'],
            properties: {
              node: { type: 'string' },
              status: { type: 'string', enum: [...values] },
              reason: { description: 'Why the status could not be read on this node (emqx_logger_jsonfmt:best_effort_json/1 of the error)' },
            },
          },
        };
        changed = true;
      }
      return changed;
    },
  },
  {
    reason:
      'emqx_exhook_server:hooks/1 (lines 305-315) answers each hook\'s params as resolve_hookspec/1 (lines 220-252) stored them: #{topics => [filter]} for a message hook, #{} for the others; the document says a map of strings',
    apply(doc) {
      let changed = false;
      for (const name of ['exhook.hook_info', 'exhook.list_hook_info']) {
        const props = at(doc, ...SCHEMAS, name, 'properties');
        const params = props && at(props, 'params');
        if (!props || !params || at(params, 'properties', 'topics')) continue;
        props.params = {
          type: 'object',
          description: params.description ?? 'The parameters used when the hook is registered',
          properties: { topics: { type: 'array', items: { type: 'string' }, description: 'The topic filters of a message hook' } },
        };
        changed = true;
      }
      return changed;
    },
  },
  {
    reason:
      'emqx_dashboard_sso_api:backend/2 (get, lines 204-210) answers to_redacted_json/1 (lines 283-289) of emqx:get_config/2, the checked configuration: durations are numbers (LDAP query_timeout, emqx_ldap request_timeout and ssl.hibernate_after in milliseconds, OIDC session_expiry in seconds, emqx_schema:timeout_duration_s/0), not the strings of the raw configuration the document (shared with the PUT body) describes',
    apply(doc) {
      const media = getAnswer(doc, '/sso/{backend}');
      const schema = media && at(media, 'schema');
      const members = schema && Array.isArray(schema.oneOf) ? (schema.oneOf as JsonObject[]) : undefined;
      if (!media || !schema || !members) return false;
      const oidc = members.findIndex((m) => isObject(m) && m.$ref === ref('sso.oidc').$ref);
      const ldap = members.findIndex((m) => isObject(m) && m.$ref === ref('sso.ldap').$ref);
      let changed = false;
      if (oidc >= 0 && numbersCopy(doc, 'sso.oidc', 'sso.oidc_answer', { session_expiry: 'The session expiry, in seconds' })) {
        members[oidc] = ref('sso.oidc_answer');
        changed = true;
      }
      const ldapNumbers = { query_timeout: 'Timeout for the LDAP query, in milliseconds', request_timeout: 'Timeout for an LDAP request, in milliseconds' };
      if (
        ldap >= 0 &&
        numbersCopy(doc, 'ldap.ssl', 'ldap.ssl_answer', { hibernate_after: 'Hibernate the SSL process after this many milliseconds idle' }) &&
        numbersCopy(doc, 'sso.ldap', 'sso.ldap_answer', ldapNumbers, { ssl: 'ldap.ssl_answer' })
      ) {
        members[ldap] = ref('sso.ldap_answer');
        changed = true;
      }
      return changed;
    },
  },
  {
    reason:
      'emqx_gateway_api_listeners:listeners/2 (get, lines 85-89) and get_cluster_listeners_info/1 (lines 247-283) list every listener of the gateway configuration with status and node_status: OCPP\'s are ws or wss (emqx_gateway_api:fields(ws_listener|wss_listener)), which fit none of the tcp, ssl, udp and dtls members',
    apply(doc) {
      const items = at(doc, 'paths', '/gateways/{name}/listeners', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'items');
      const members = items && Array.isArray(items.oneOf) ? (items.oneOf as JsonObject[]) : undefined;
      const schemas = at(doc, ...SCHEMAS);
      if (!members || !schemas || !schemas['emqx_gateway_api.ws_listener'] || !schemas['emqx_gateway_api.wss_listener']) return false;
      const mentions = (m: unknown, name: string): boolean => JSON.stringify(m).includes(`"${ref(name).$ref}"`);
      if (members.some((m) => mentions(m, 'emqx_gateway_api.ws_listener'))) return false;
      const withStatus: JsonObject = {
        type: 'object',
        properties: {
          status: ref('listeners.status'),
          node_status: { type: 'array', items: ref('listeners.node_status') },
        },
      };
      for (const name of ['emqx_gateway_api.wss_listener', 'emqx_gateway_api.ws_listener']) {
        members.unshift({ allOf: [ref(name), structuredClone(withStatus)] });
      }
      return true;
    },
  },
  {
    reason:
      'emqx_gateway_http:authn/1 (lines 240-247) and wrap_chain_name/2 (lines 259-265) add chain_name and the authenticator id to the raw authentication config GET /gateways/{name}/authentication answers',
    apply(doc) {
      const media = getAnswer(doc, '/gateways/{name}/authentication');
      const schema = media && at(media, 'schema');
      if (!media || !schema || Array.isArray(schema.allOf)) return false;
      media.schema = {
        allOf: [schema, { type: 'object', properties: { id: { type: 'string' }, chain_name: { type: 'string' } } }],
      };
      return true;
    },
  },
];
