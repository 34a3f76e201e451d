/**
 * Corrections from the audit of GET answers against EMQX 5.8.1's code (issue 39, part 3, first half
 * of the used GET operations): where the handler (the API module and function named in each reason,
 * lines at v5.8.1) answers differently from the published document. Like the others, each does
 * nothing where the document already looks right.
 */
import { at, type Correction } from './correction.ts';
import { isObject, type JsonObject } from './normalize.ts';

/** The client schemas of GET /gateways/{name}/clients and /gateways/{name}/clients/{clientid}. */
const GATEWAY_CLIENTS = ['exproto', 'lwm2m', 'coap', 'mqttsn', 'stomp'].map((g) => `emqx_gateway_api_clients.${g}_client`);
/** Fields format_channel_info/2 takes without a default: null when the channel has no value. */
const GATEWAY_NULLABLE = ['clientid', 'username', 'mountpoint', 'proto_name', 'proto_ver', 'ip_address', 'port', 'connected_at', 'disconnected_at', 'created_at', 'connected', 'endpoint_name', 'lifetime'];
/** Limits format_channel_info/2 defaults to infinity. */
const GATEWAY_LIMITS = ['subscriptions_max', 'inflight_max', 'mqueue_max', 'awaiting_rel_max'];

const EMPTY: JsonObject = { type: 'string', enum: [''] };

export const GET_AUDIT_1_CORRECTIONS: Correction[] = [
  {
    reason:
      'emqx_connector_api:format_connector_info/1 and format_resource/2 (lines 589-648) pass on the resource manager\'s status, which is stopped for a disabled or stopped connector (emqx_resource_manager:state_to_status/1, emqx_connector_api_SUITE); the status enums of get_connector and connector.node_status lack it',
    apply(doc) {
      const schemas = at(doc, 'components', 'schemas');
      if (!schemas) return false;
      let changed = false;
      for (const [name, schema] of Object.entries(schemas)) {
        if (!isObject(schema) || !(name.endsWith('.get_connector') || name === 'connector.node_status')) continue;
        const status = at(schema, 'properties', 'status');
        if (!status || !Array.isArray(status.enum) || status.enum.includes('stopped')) continue;
        status.enum = [...status.enum, 'stopped'];
        changed = true;
      }
      return changed;
    },
  },
  {
    reason:
      'emqx_audit_api:format/1 (lines 305-337) answers the record emqx_audit:to_audit/1 (lines 38-97) stored: a CLI or console entry has "" for operation_result, failure, http_status_code, http_method and http_request and args a list (CLI) or a string; an HTTP entry has args "", failure "" or the error body {code, message}, from unknown when emqx_dashboard_audit:from/1 cannot tell, and http_method get for an important GET (the OIDC callback)',
    apply(doc) {
      const props = at(doc, 'components', 'schemas', 'audit.audit', 'properties');
      const args = props && at(props, 'args');
      if (!props || !args || args.type !== 'array') return false;
      const widen = (field: JsonObject | undefined, values: string[]) => {
        if (field && Array.isArray(field.enum)) field.enum = [...field.enum, ...values.filter((v) => !(field.enum as unknown[]).includes(v))];
      };
      props.args = { description: args.description ?? 'The args of the log', anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] };
      props.failure = {
        description: 'The failure of the log: "" when none, else the error body',
        anyOf: [{ type: 'string' }, { type: 'object', properties: { code: { type: 'string' }, message: {} } }],
      };
      const code = at(props, 'http_status_code');
      props.http_status_code = { description: code?.description ?? 'The http status code of the log', anyOf: [{ type: 'integer' }, structuredClone(EMPTY)] };
      widen(at(props, 'from'), ['unknown']);
      widen(at(props, 'operation_result'), ['']);
      widen(at(props, 'http_method'), ['get', '']);
      const request = at(props, 'http_request');
      if (request && typeof request.$ref === 'string') props.http_request = { anyOf: [{ $ref: request.$ref }, structuredClone(EMPTY)] };
      widen(at(doc, 'components', 'schemas', 'audit.http_request', 'properties', 'method'), ['get']);
      return true;
    },
  },
  {
    reason:
      'emqx_mgmt_api_data_backup:data_file_by_name/2 (lines 249-262) answers GET /data/files/{filename} with the backup file\'s bytes (emqx_mgmt_data_backup:read_file/1); the document\'s ?HOCON(binary) came out as the one string "binary"',
    apply(doc) {
      const response = at(doc, 'paths', '/data/files/{filename}', 'get', 'responses', '200');
      const schema = response && at(response, 'content', 'application/json', 'schema');
      if (!response || !schema || !Array.isArray(schema.enum) || !schema.enum.includes('binary')) return false;
      response.content = { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
      return true;
    },
  },
  {
    reason:
      'emqx_gateway_api_clients:format_channel_info/2 and eval/2 (lines 399-475) answer null for a field without a default the channel lacks (disconnected_at of a connected client, username of an anonymous one…) and infinity for subscriptions_max, inflight_max, mqueue_max and awaiting_rel_max when the channel reports none (the exproto channel: subscriptions_max infinity)',
    apply(doc) {
      let changed = false;
      for (const name of GATEWAY_CLIENTS) {
        const props = at(doc, 'components', 'schemas', name, 'properties');
        if (!props) continue;
        for (const field of GATEWAY_NULLABLE) {
          const schema = at(props, field);
          if (!schema || schema.nullable === true) continue;
          schema.nullable = true;
          changed = true;
        }
        for (const field of GATEWAY_LIMITS) {
          const schema = at(props, field);
          if (!schema || schema.type !== 'integer') continue;
          props[field] = { ...(schema.description === undefined ? {} : { description: schema.description }), oneOf: [{ type: 'integer' }, { type: 'string', enum: ['infinity'] }] };
          changed = true;
        }
      }
      return changed;
    },
  },
];
