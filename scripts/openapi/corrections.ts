/**
 * Where EMQX 5.8.1 answers differently from its own published document, the document is corrected
 * here, so the generated types and zod schemas accept what a real broker sends. Each correction
 * names the place it fixes and does nothing when that place already looks right (a newer document).
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

const CORRECTIONS: Correction[] = [
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
];

export function applyCorrections(doc: JsonObject, changes: ChangeCounts): void {
  for (const correction of CORRECTIONS) {
    if (correction.apply(doc)) changes[`corrected: ${correction.reason}`] = 1;
  }
}
