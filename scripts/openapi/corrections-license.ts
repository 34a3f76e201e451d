/**
 * Corrections for the licence (EMQX Enterprise), read from emqx_license_http_api,
 * emqx_license_parser_v20220101:dump/1, emqx_license_checker (handle_call(dump)) and
 * emqx_license_schema at v5.8.1:
 * - GET and POST /license answer the licence's dump, a fixed set of fields, which the document
 *   types as any object (`map()`): the console could read none of them without a guess.
 * - `dynamic_max_connections` is a hidden field of the licence schema (IMPORTANCE_HIDDEN), so the
 *   document leaves it out, yet GET and PUT /license/setting answer it for a business-critical
 *   licence (customer type 3) and PUT takes it.
 * Like the others, each does nothing where the document already looks right.
 */
import { at, type Correction } from './correction.ts';
import { isObject, type JsonObject } from './normalize.ts';



const LICENSE_INFO = 'license_http_api.license_info';

const date = (description: string): JsonObject => ({ type: 'string', description, example: '2022-01-11' });

/** emqx_license_parser_v20220101:dump/1, with max_connections as the checker resolves it. */
const LICENSE_INFO_SCHEMA: JsonObject = {
  type: 'object',
  required: ['customer', 'email', 'deployment', 'max_connections', 'start_at', 'expiry_at', 'type', 'customer_type', 'expiry'],
  properties: {
    customer: { type: 'string', description: 'Customer name' },
    email: { type: 'string', description: 'Customer contact email' },
    deployment: { type: 'string', description: 'Deployment name' },
    max_connections: {
      type: 'integer',
      minimum: 0,
      description: 'Connection limit: the licence’s, or for a business-critical licence the lower of it and dynamic_max_connections',
    },
    start_at: date('Issue date, YYYY-MM-DD (UTC)'),
    expiry_at: date('Expiry date, YYYY-MM-DD (UTC): the issue date plus the licence’s days'),
    type: { type: 'string', enum: ['trial', 'official'] },
    customer_type: {
      type: 'integer',
      description: '0 small, 1 medium, 2 large, 3 business-critical, 4 BYOC, 10 evaluation',
    },
    expiry: { type: 'boolean', description: 'Whether today (UTC) is after the expiry date' },
  },
};

const DYNAMIC_MAX: JsonObject = {
  type: 'integer',
  minimum: 0,
  description: 'Connection limit of a business-critical licence (at most the licence’s); answered for such a licence only, and ignored for any other',
};

export const LICENSE_CORRECTIONS: Correction[] = [
  {
    reason: 'GET and POST /license answer the licence info (customer, email, deployment, max_connections, start_at, expiry_at, type, customer_type, expiry), not any object',
    apply(doc) {
      const schemas = at(doc, 'components', 'schemas');
      if (!schemas) return false;
      let changed = false;
      for (const method of ['get', 'post']) {
        const media = at(doc, 'paths', '/license', method, 'responses', '200', 'content', 'application/json');
        const schema = media && at(media, 'schema');
        if (!media || !schema || schema.$ref !== undefined || isObject(schema.properties)) continue;
        media.schema = { $ref: `#/components/schemas/${LICENSE_INFO}` };
        changed = true;
      }
      if (changed && !schemas[LICENSE_INFO]) schemas[LICENSE_INFO] = LICENSE_INFO_SCHEMA;
      return changed;
    },
  },
  {
    reason: 'GET and PUT /license/setting answer, and PUT takes, dynamic_max_connections (a hidden field) for a business-critical licence',
    apply(doc) {
      const places = [
        at(doc, 'paths', '/license/setting', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'properties'),
        at(doc, 'paths', '/license/setting', 'put', 'responses', '200', 'content', 'application/json', 'schema', 'properties'),
        at(doc, 'paths', '/license/setting', 'put', 'requestBody', 'content', 'application/json', 'schema', 'properties'),
      ];
      let changed = false;
      for (const properties of places) {
        if (!properties || properties.dynamic_max_connections !== undefined) continue;
        properties.dynamic_max_connections = { ...DYNAMIC_MAX };
        changed = true;
      }
      return changed;
    },
  },
];
