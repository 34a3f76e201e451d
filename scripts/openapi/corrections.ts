/**
 * Where EMQX 5.8.1 answers or accepts differently from its own published document, the document is
 * corrected here, so the generated types and zod schemas accept what a real broker sends, and the
 * sandbox's request contract check (sandbox/contract/) accepts what the broker takes. Each correction
 * names the place it fixes and does nothing when that place already looks right (a newer document).
 * A correction says what the broker does; it never widens a schema to let a wrong request through.
 */
import type { ChangeCounts, Json, JsonObject } from './normalize.ts';

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function at(root: JsonObject, ...keys: string[]): JsonObject | undefined {
  let node: Json | undefined = root;
  for (const key of keys) node = isObject(node) ? node[key] : undefined;
  return isObject(node) ? node : undefined;
}

interface Correction {
  reason: string;
  apply(doc: JsonObject): boolean;
}

/** The JSON type a union member accepts, following a component `$ref`. */
function memberType(doc: JsonObject, member: Json): string | undefined {
  if (!isObject(member)) return undefined;
  if (typeof member.$ref === 'string') return memberType(doc, at(doc, ...member.$ref.replace(/^#\//, '').split('/')) ?? null);
  return typeof member.type === 'string' ? member.type : isObject(member.properties) ? 'object' : undefined;
}

/** Whether two members of `oneOf` can accept one value: the same JSON type, unless both are enums with nothing in common. */
function membersOverlap(doc: JsonObject, members: Json[]): boolean {
  return members.some((a, i) =>
    members.slice(i + 1).some((b) => {
      if (memberType(doc, a) !== memberType(doc, b) || memberType(doc, a) === undefined) return false;
      const enumA = isObject(a) && Array.isArray(a.enum) ? a.enum : undefined;
      const enumB = isObject(b) && Array.isArray(b.enum) ? b.enum : undefined;
      return !enumA || !enumB || enumA.some((v) => enumB.includes(v));
    }),
  );
}

/**
 * A HOCON union takes the first member that accepts a value; EMQX writes every union as a `oneOf`,
 * which rejects a value two members accept (the string "infinity" is both a string and the enum
 * "infinity"). Where members overlap, `anyOf` says what the broker accepts. Changes only a `oneOf`
 * at `components.schemas[component].properties[property]` (or below it, at `inner`: a list's `items`).
 */
function overlappingUnion(component: string, property: string, reason: string, ...inner: string[]): Correction {
  return {
    reason,
    apply(doc) {
      const field = at(doc, 'components', 'schemas', component, 'properties', property, ...inner);
      if (!field || !Array.isArray(field.oneOf) || !membersOverlap(doc, field.oneOf)) return false;
      field.anyOf = field.oneOf;
      delete field.oneOf;
      return true;
    },
  };
}

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

/**
 * An update body is the type's own schema, picked by the id's type (`http:name`); the document
 * offers every type's as a `oneOf` without the `type` that tells them apart, so a real body fits
 * several members and is refused. `anyOf` says what the broker accepts.
 */
function updateByIdType(path: string, picker = "the id's type"): Correction {
  return {
    reason: `PUT ${path} takes the body of ${picker}: the members of its union (no \`type\` to tell them apart) overlap (anyOf, not oneOf)`,
    apply(doc) {
      const schema = at(doc, 'paths', path, 'put', 'requestBody', 'content', 'application/json', 'schema');
      if (!schema || !Array.isArray(schema.oneOf)) return false;
      schema.anyOf = schema.oneOf;
      delete schema.oneOf;
      return true;
    },
  };
}

const CORRECTIONS: Correction[] = [
  ...['/connectors/{id}', '/actions/{id}', '/sources/{id}'].map((path) => updateByIdType(path)),
  // Every gateway's update and whole schema, with nothing but the path's name to tell them apart.
  updateByIdType('/gateways/{name}', "the gateway the path names"),
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
    reason: 'POST /authentication/{id}/import_users answers 200 with the counts of the import (total, success, override, skipped, failed), not 204',
    apply(doc) {
      const responses = at(doc, 'paths', '/authentication/{id}/import_users', 'post', 'responses');
      if (!responses || !at(responses, '204') || at(responses, '200')) return false;
      const count = { type: 'integer', minimum: 0 };
      responses['200'] = {
        description: 'Users imported',
        content: {
          'application/json': {
            schema: { type: 'object', properties: { total: count, success: count, override: count, skipped: count, failed: count }, required: ['total', 'success', 'override', 'skipped', 'failed'] },
          },
        },
      };
      delete responses['204'];
      return true;
    },
  },
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
  // Requests: each of these is what the broker returns and takes back, and what the console's forms send.
  overlappingUnion('emqx.mqtt', 'retry_interval', 'mqtt.retry_interval is a duration or "infinity": a union whose string member also takes "infinity" (anyOf, not oneOf)'),
  overlappingUnion('emqx.mqtt', 'message_expiry_interval', 'mqtt.message_expiry_interval is "infinity" or a duration: a union whose string member also takes "infinity" (anyOf, not oneOf)'),
  overlappingUnion('emqx.sysmon_vm', 'long_gc', 'sysmon.vm.long_gc is a duration or "disabled": a union whose string member also takes "disabled" (anyOf, not oneOf)'),
  ...['rule_engine.rule_creation', 'rule_engine.rule_info'].map((component) =>
    overlappingUnion(
      component,
      'actions',
      `${component} actions are a union (user function, console, republish, action id): {function: "console"} and {function: "republish"} also fit the user function member (anyOf, not oneOf)`,
      'items',
    ),
  ),
  overlappingUnion('plugins.position', 'position', 'plugins.position is "front", "rear", "before:{name-vsn}" or "after:{name-vsn}": a union whose string member also takes "front" and "rear" (anyOf, not oneOf)'),
  overlappingUnion('emqx.log', 'file', 'log.file is a map of named handlers or one handler: a union whose members both take an object of named handlers (anyOf, not oneOf)'),
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
  for (const correction of CORRECTIONS) {
    if (correction.apply(doc)) changes[`corrected: ${correction.reason}`] = 1;
  }
}
