/**
 * Where EMQX 5.8.1 answers or accepts differently from its own published document, the document is
 * corrected here, so the generated types and zod schemas accept what a real broker sends, and the
 * sandbox's request contract check (sandbox/contract/) accepts what the broker takes. Each correction
 * names the place it fixes and does nothing when that place already looks right (a newer document).
 * A correction says what the broker does; it never widens a schema to let a wrong request through.
 */
import { DATA_HUB_CORRECTIONS } from './corrections-data-hub.ts';
import { HIDDEN_OPERATIONS } from './hidden-operations.ts';
import { LICENSE_CORRECTIONS } from './corrections-license.ts';
import { SSO_CORRECTIONS } from './corrections-sso.ts';
import { DS_CORRECTIONS } from './corrections-ds.ts';
import { CLIENTS_CORRECTIONS } from './corrections-clients.ts';
import { ACCESS_CORRECTIONS } from './corrections-access.ts';
import { INTEGRATION_CORRECTIONS } from './corrections-integration.ts';
import { SETUP_CORRECTIONS } from './corrections-setup.ts';
import { SYSTEM_CORRECTIONS } from './corrections-system.ts';
import { MODULES_CORRECTIONS } from './corrections-modules.ts';
import { GET_AUDIT_1_CORRECTIONS } from './corrections-get-audit-1.ts';
import { GET_AUDIT_2_CORRECTIONS } from './corrections-get-audit-2.ts';
import { GET_AUDIT_3_CORRECTIONS } from './corrections-get-audit-3.ts';
import { at, type Correction } from './correction.ts';
import { isObject, type ChangeCounts, type JsonObject } from './normalize.ts';



/** The per-node fields of a status answer are lists, one entry per node; the document has one entry. */
function perNodeLists(component: string): Correction {
  return {
    reason: `${component}: node_status, node_metrics, node_resource_metrics and node_error are lists, one entry per node`,
    apply(doc) {
      const properties = at(doc, 'components', 'schemas', component, 'properties');
      let changed = false;
      for (const name of ['node_status', 'node_metrics', 'node_resource_metrics', 'node_error']) {
        const field = properties && at(properties, name);
        if (!field || typeof field.$ref !== 'string') continue;
        properties[name] = { type: 'array', ...(field.description === undefined ? {} : { description: field.description }), items: { $ref: field.$ref } };
        changed = true;
      }
      return changed;
    },
  };
}

const CORRECTIONS: Correction[] = [
  // Unions whose members overlap (update bodies, durations or "infinity"…) are made anyOf for every
  // field by the normalizer (unions.ts), not one by one here.
  {
    reason: 'emqx_gateway_api.gateway_node_status: node is the name of any node of the cluster, not an enum of the example node emqx@127.0.0.1',
    apply(doc) {
      const node = at(doc, 'components', 'schemas', 'emqx_gateway_api.gateway_node_status', 'properties', 'node');
      if (!node || !Array.isArray(node.enum)) return false;
      delete node.enum;
      return true;
    },
  },
  perNodeLists('authn.metrics_status_fields'),
  perNodeLists('emqx_authz_schema.metrics_status_fields'),
  {
    reason: 'GET /subscriptions is paged like /clients ({data, meta}), not a bare array',
    apply(doc) {
      const media = at(doc, 'paths', '/subscriptions', 'get', 'responses', '200', 'content', 'application/json');
      const schema = media && at(media, 'schema');
      if (!media || schema?.type !== 'array') return false;
      media.schema = { type: 'object', properties: { data: schema, meta: { $ref: '#/components/schemas/public.meta' } } };
      return true;
    },
  },
  {
    reason:
      'GET /rule_events answers the list of every event (emqx_rule_events:event_info/0: message publish, alarms and bridges too), each with title and description as {en, zh}, columns as a list of field names and test_columns as {field: [example, explanation]}',
    apply(doc) {
      const media = at(doc, 'paths', '/rule_events', 'get', 'responses', '200', 'content', 'application/json');
      const schema = media && at(media, 'schema');
      if (!media || !schema || schema.type === 'array') return false;
      const text = { type: 'object', properties: { en: { type: 'string' }, zh: { type: 'string' } } };
      media.schema = {
        type: 'array',
        items: {
          type: 'object',
          required: ['event'],
          properties: { event: { type: 'string' }, title: text, description: text, columns: { type: 'array', items: { type: 'string' } }, test_columns: { type: 'object' }, sql_example: { type: 'string' } },
        },
      };
      return true;
    },
  },
  {
    reason: 'GET /plugins/{name}/schema answers {avsc, i18n} (each null when the plugin has none; both null on the open-source edition), not a string',
    apply(doc) {
      const media = at(doc, 'paths', '/plugins/{name}/schema', 'get', 'responses', '200', 'content', 'application/json');
      if (!media || at(media, 'schema')?.type !== 'string') return false;
      media.schema = { type: 'object', properties: { avsc: { type: 'object', nullable: true }, i18n: { type: 'object', nullable: true } } };
      return true;
    },
  },
  {
    reason: "GET /plugins/{name}/config answers the plugin's configuration as a JSON object (a map encoded by the broker), not a string",
    apply(doc) {
      const media = at(doc, 'paths', '/plugins/{name}/config', 'get', 'responses', '200', 'content', 'application/json');
      if (!media || at(media, 'schema')?.type !== 'string') return false;
      media.schema = { type: 'object' };
      return true;
    },
  },
  {
    reason: 'GET /api_key answers the list of API keys (an array), not one key',
    apply(doc) {
      const media = at(doc, 'paths', '/api_key', 'get', 'responses', '200', 'content', 'application/json');
      const schema = media && at(media, 'schema');
      if (!media || !schema || schema.type === 'array') return false;
      media.schema = { type: 'array', items: schema };
      return true;
    },
  },
  {
    reason: 'GET /audit answers one page ({data, meta}), as its own example shows, not a list of pages',
    apply(doc) {
      const media = at(doc, 'paths', '/audit', 'get', 'responses', '200', 'content', 'application/json');
      const schema = media && at(media, 'schema');
      const page = schema && at(schema, 'items');
      if (!media || schema?.type !== 'array' || !page) return false;
      media.schema = page;
      return true;
    },
  },
  {
    reason: "POST /login reports the edition as 'ee' or 'ce' as well as the documented names",
    apply(doc) {
      const edition = at(doc, 'paths', '/login', 'post', 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'license', 'properties', 'edition');
      if (!Array.isArray(edition?.enum) || edition.enum.includes('ee')) return false;
      edition.enum = [...edition.enum, 'ee', 'ce'];
      return true;
    },
  },
  {
    reason: "a client's subscriptions_max is 'infinity' unless limited",
    apply(doc) {
      const props = at(doc, 'components', 'schemas', 'emqx_mgmt_api_clients.client', 'properties');
      const field = props && at(props, 'subscriptions_max');
      if (!props || field?.type !== 'integer') return false;
      props.subscriptions_max = { oneOf: [{ type: 'integer' }, { type: 'string', enum: ['infinity'] }] };
      return true;
    },
  },
  {
    reason: 'anonymous clients have a null username',
    apply(doc) {
      const username = at(doc, 'components', 'schemas', 'emqx_mgmt_api_clients.client', 'properties', 'username');
      if (!username || username.nullable === true) return false;
      username.nullable = true;
      return true;
    },
  },
  {
    reason: 'GET /clients reads `fields` as one comma-separated list of client fields (its converter splits it), or "all"',
    apply(doc) {
      const fields = at(doc, 'components', 'parameters', 'emqx_mgmt_api_clients.requested_client_fields');
      const schema = fields && at(fields, 'schema');
      const list = Array.isArray(schema?.oneOf) ? schema.oneOf.find((v): v is JsonObject => isObject(v) && v.type === 'array') : undefined;
      const names = list && at(list, 'items')?.enum;
      if (!fields || !schema || !Array.isArray(names)) return false;
      const one = `(?:${names.map((n) => String(n).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
      fields.schema = { ...schema, oneOf: [{ type: 'string', enum: ['all'] }, { type: 'string', pattern: `^${one}(?:,${one})*$` }] };
      return true;
    },
  },
  {
    reason:
      "GET /clients/{clientid}/authorization/cache answers the list of the client's cache entries (emqx_mgmt_api_clients:get_authz_cache/1), each access being the action checked ({action_type, qos, retain}) and each result allow or deny (the document spells it 'denny')",
    apply(doc) {
      const media = at(doc, 'paths', '/clients/{clientid}/authorization/cache', 'get', 'responses', '200', 'content', 'application/json');
      const entry = at(doc, 'components', 'schemas', 'emqx_mgmt_api_clients.authz_cache');
      const props = entry && at(entry, 'properties');
      if (!media || !props || at(media, 'schema')?.type === 'array') return false;
      props.access = {
        type: 'object',
        description: 'The action checked',
        required: ['action_type'],
        properties: { action_type: { type: 'string', enum: ['publish', 'subscribe'] }, qos: { type: 'integer', minimum: 0, maximum: 2 }, retain: { type: 'boolean' } },
      };
      props.result = { type: 'string', enum: ['allow', 'deny'], description: 'Allow or deny' };
      media.schema = { type: 'array', items: { $ref: '#/components/schemas/emqx_mgmt_api_clients.authz_cache' } };
      return true;
    },
  },
  {
    reason: 'retainer index_specs is a list of indexes, each a list of topic word positions ([[1,2,3],[1,3]]), not a list of integers',
    apply(doc) {
      const field = at(doc, 'components', 'schemas', 'retainer.mnesia_config', 'properties', 'index_specs');
      if (!field || at(field, 'items')?.type !== 'integer') return false;
      field.items = { type: 'array', items: { type: 'integer', minimum: 1 } };
      return true;
    },
  },
];

export function applyCorrections(doc: JsonObject, changes: ChangeCounts): void {
  for (const correction of [...CORRECTIONS, ...DATA_HUB_CORRECTIONS, ...LICENSE_CORRECTIONS, ...SSO_CORRECTIONS, ...DS_CORRECTIONS, ...CLIENTS_CORRECTIONS, ...ACCESS_CORRECTIONS, ...INTEGRATION_CORRECTIONS, ...SETUP_CORRECTIONS, ...SYSTEM_CORRECTIONS, ...MODULES_CORRECTIONS, ...GET_AUDIT_1_CORRECTIONS, ...GET_AUDIT_2_CORRECTIONS, ...GET_AUDIT_3_CORRECTIONS, ...HIDDEN_OPERATIONS]) {
    if (correction.apply(doc)) changes[`corrected: ${correction.reason}`] = 1;
  }
}
