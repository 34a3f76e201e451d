/**
 * Corrections for clients, subscriptions, topics, retained and publish: where EMQX 5.8.1's code (the API module named in each reason)
 * answers or accepts differently from its published document. Like the others, each does nothing
 * where the document already looks right.
 */
import { at, type Correction } from './correction.ts';
import { isObject, type JsonObject } from './normalize.ts';

const PUBLISH_ERROR: JsonObject = { $ref: '#/components/schemas/emqx_mgmt_api_publish.publish_error' };

const errorCodes = (codes: string[]): JsonObject => ({
  description: '',
  content: { 'application/json': { schema: { type: 'object', properties: { code: { type: 'string', enum: codes }, message: { type: 'string' } } } } },
});

export const CLIENTS_CORRECTIONS: Correction[] = [
  {
    reason:
      'PUT /clients/{clientid}/keepalive (emqx_mgmt_api_clients:set_keepalive/2, `hidden => true` in 5.8): sets a connected client\'s keepalive ' +
      '(body {interval: 0..65535}) and answers the client as GET /clients/{clientid} does; a body without interval is 400 BAD_REQUEST "Interval Not Found", ' +
      'an unknown client 404 CLIENTID_NOT_FOUND',
    apply(doc) {
      const paths = doc.paths;
      const client = at(doc, 'components', 'schemas', 'emqx_mgmt_api_clients.client');
      const lookup = at(doc, 'paths', '/clients/{clientid}', 'get');
      if (!isObject(paths) || paths['/clients/{clientid}/keepalive'] || !client || !lookup) return false;
      const schemas = at(doc, 'components', 'schemas')!;
      if (!schemas['emqx_mgmt_api_clients.keepalive']) {
        schemas['emqx_mgmt_api_clients.keepalive'] = {
          type: 'object',
          properties: { interval: { type: 'integer', minimum: 0, maximum: 65535, description: 'Keepalive time, with the unit of second' } },
        };
      }
      paths['/clients/{clientid}/keepalive'] = {
        put: {
          tags: ['Clients'],
          description: 'Set the keepalive of a connected client (hidden in the published document of EMQX 5.8)',
          parameters: [{ in: 'path', name: 'clientid', required: true, schema: { type: 'string' } }],
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/emqx_mgmt_api_clients.keepalive' } } } },
          responses: {
            '200': { description: '', content: { 'application/json': { schema: { $ref: '#/components/schemas/emqx_mgmt_api_clients.client' } } } },
            '400': errorCodes(['BAD_REQUEST', 'PARAM_ERROR']),
            '404': errorCodes(['CLIENTID_NOT_FOUND']),
          },
          ...(lookup.security === undefined ? {} : { security: lookup.security }),
        },
      };
      return true;
    },
  },
  {
    reason:
      'POST /clients/{clientid}/subscribe/bulk (emqx_mgmt_api_clients:subscribe_batch/1, emqx_mgmt_util:batch_operation/3) answers the subscriptions ' +
      'when every one succeeded, but {succeed: [subscriptions], failed: [{data: [clientid, topic, options], reason}]} when one failed (a shared filter with nl: 1)',
    apply(doc) {
      const media = at(doc, 'paths', '/clients/{clientid}/subscribe/bulk', 'post', 'responses', '200', 'content', 'application/json');
      const list = media && at(media, 'schema');
      if (!media || list?.type !== 'array') return false;
      const partial: JsonObject = {
        type: 'object',
        required: ['succeed', 'failed'],
        properties: {
          succeed: list,
          failed: {
            type: 'array',
            items: { type: 'object', properties: { data: { type: 'array', items: {} }, reason: { type: 'string' } } },
          },
        },
      };
      media.schema = { oneOf: [list, partial] };
      return true;
    },
  },
  {
    reason:
      'POST /publish and /publish/bulk answer an invalid message (a topic name with wildcards, a payload too large, bad base64) with 400 and one ' +
      '{reason_code, message} (emqx_mgmt_api_publish:make_bad_req_reply/1), for the bulk too, not {code, message} nor a list',
    apply(doc) {
      let changed = false;
      for (const path of ['/publish', '/publish/bulk']) {
        const media = at(doc, 'paths', path, 'post', 'responses', '400', 'content', 'application/json');
        const schema = media && at(media, 'schema');
        if (!media || !schema || schema.$ref === PUBLISH_ERROR.$ref) continue;
        media.schema = { ...PUBLISH_ERROR };
        changed = true;
      }
      return changed;
    },
  },
];
