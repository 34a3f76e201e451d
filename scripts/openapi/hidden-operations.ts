/**
 * Operations a 5.8 broker serves but leaves out of its published document (`hidden => true` in its
 * API module). The console calls them, so they are added here, as the broker's source defines them,
 * for the generated client and the sandbox's contract check to cover. Each does nothing when the
 * document already has the path (a broker version that publishes it).
 */
import type { Correction } from './correction.ts';
import { isObject, type Json, type JsonObject } from './normalize.ts';

export const HIDDEN_OPERATIONS: Correction[] = [
  {
    reason:
      'GET /clients_v2 (emqx_mgmt_api_clients:list_clients_v2, hidden in 5.8): the client list by cursor, one node table after another. ' +
      'It takes the filters of GET /clients without `page` and `node` (emqx_mgmt_api_clients:fields(list_clients_v2_inputs)), plus `cursor`; it answers {data, meta: {count, cursor}} where count is the rows of this page ' +
      'and cursor, absent on the last page, is passed back to continue (a cursor the broker did not hand out is a 400 "bad cursor")',
    apply(doc) {
      const paths = doc.paths;
      const list = isObject(paths) && isObject(paths['/clients']) ? paths['/clients'].get : undefined;
      if (!isObject(paths) || paths['/clients_v2'] || !isObject(list) || !Array.isArray(list.parameters)) return false;
      // A copy: later normalization steps visit each path's parameters on their own.
      // fields(list_clients_v2_inputs) is the cursor and the common inputs: neither `page` nor `node`
      // (list_clients_v1_inputs adds those), so a node filter sent here would be ignored.
      const parameters = (JSON.parse(JSON.stringify(list.parameters)) as Json[]).filter((p) => !(isObject(p) && (p.$ref === '#/components/parameters/public.page' || p.name === 'node')));
      const cursor: JsonObject = { in: 'query', name: 'cursor', required: false, description: 'Opaque value representing the current iteration state.', schema: { type: 'string' } };
      const data: JsonObject = { type: 'array', items: { $ref: '#/components/schemas/emqx_mgmt_api_clients.client' } };
      const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : undefined;
      if (!schemas?.['emqx_mgmt_api_clients.client']) return false;
      const meta: JsonObject = {
        type: 'object',
        required: ['count'],
        properties: {
          count: { type: 'integer', minimum: 0, description: 'The number of clients in this page.' },
          cursor: { type: 'string', description: 'Opaque value representing the current iteration state; absent when the listing is complete.' },
        },
      };
      const error = (codes: string[]): JsonObject => ({
        description: '',
        content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'string', enum: codes }, message: { type: 'string' } } } } },
      });
      paths['/clients_v2'] = {
        get: {
          tags: ['Clients'],
          description: 'List clients by cursor (hidden in the published document of EMQX 5.8)',
          parameters: [cursor, ...parameters],
          responses: {
            '200': { description: '', content: { 'application/json': { schema: { type: 'object', required: ['data', 'meta'], properties: { data, meta } } } } },
            '400': error(['INVALID_PARAMETER', 'BAD_REQUEST']),
          },
          ...(list.security === undefined ? {} : { security: list.security }),
        },
      };
      return true;
    },
  },
];
