/**
 * Corrections for banned, authentication and authorization: where EMQX 5.8.1's code (the API module
 * named in each reason) answers or accepts differently from its published document. Like the others,
 * each does nothing where the document already looks right.
 */
import { at, type Correction } from './correction.ts';
import type { JsonObject } from './normalize.ts';

/** An error answer as emqx_dashboard_swagger:error_codes/2 documents it. */
const errorAnswer = (code: string, description: string): JsonObject => ({
  description: '',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { code: { type: 'string', enum: [code] }, message: { type: 'string', description } } },
    },
  },
});

/** Adds `status` with `code` to each named operation that lacks it; true when one changed. */
function addError(doc: JsonObject, operations: [string, string][], status: string, code: string, description: string): boolean {
  let changed = false;
  for (const [path, method] of operations) {
    const responses = at(doc, 'paths', path, method, 'responses');
    if (!responses || responses[status]) continue;
    responses[status] = errorAnswer(code, description);
    changed = true;
  }
  return changed;
}

/** The JSON schema of an operation's 200 answer. */
const answer200 = (doc: JsonObject, path: string, method: string) => at(doc, 'paths', path, method, 'responses', '200', 'content', 'application/json');

const WITH_ID: JsonObject = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };

const RULES = '/authorization/sources/built_in_database/rules';

export const ACCESS_CORRECTIONS: Correction[] = [
  {
    reason: 'emqx_mgmt_api_banned:banned(post) answers {200, format(Banned)}: the ban itself, not {data: [ban]}',
    apply(doc) {
      const content = answer200(doc, '/banned', 'post');
      const schema = content && at(content, 'schema');
      if (!content || !schema || !at(schema, 'properties', 'data')) return false;
      content.schema = { $ref: '#/components/schemas/emqx_mgmt_api_banned.ban' };
      return true;
    },
  },
  {
    reason: 'emqx_authn_api:list_authenticators, list_authenticator and create_authenticator put the authenticator id into every config they answer',
    apply(doc) {
      let changed = false;
      const wrap = (holder: JsonObject | undefined, key: string) => {
        const schema = holder && at(holder, key);
        if (!holder || !schema || Array.isArray(schema.allOf)) return;
        holder[key] = { allOf: [schema, WITH_ID] };
        changed = true;
      };
      wrap(at(doc, 'paths', '/authentication', 'get', 'responses', '200', 'content', 'application/json', 'schema'), 'items');
      wrap(answer200(doc, '/authentication/{id}', 'get'), 'schema');
      wrap(answer200(doc, '/authentication', 'post'), 'schema');
      return changed;
    },
  },
  {
    reason: 'emqx_authn_user_import_api:authenticator_import_users takes an application/json body as the list of users itself (prepared_user_list), not an object',
    apply(doc) {
      const content = at(doc, 'paths', '/authentication/{id}/import_users', 'post', 'requestBody', 'content', 'application/json');
      const schema = content && at(content, 'schema');
      if (!content || !schema || schema.type !== 'object') return false;
      content.schema = {
        type: 'array',
        items: {
          type: 'object',
          required: ['user_id'],
          properties: {
            user_id: { type: 'string' },
            password: { type: 'string' },
            password_hash: { type: 'string' },
            salt: { type: 'string' },
            is_superuser: { type: 'boolean' },
          },
        },
        ...(schema.example === undefined ? {} : { example: schema.example }),
      };
      return true;
    },
  },
  {
    reason: 'emqx_authn_api: a user operation on an authenticator missing from the chain or without users is {user_error, Reason}, answered 400 BAD_REQUEST',
    apply: (doc) =>
      addError(
        doc,
        [
          ['/authentication/{id}/users', 'get'],
          ['/authentication/{id}/users/{user_id}', 'get'],
          ['/authentication/{id}/users/{user_id}', 'delete'],
        ],
        '400',
        'BAD_REQUEST',
        'Bad Request',
      ),
  },
  {
    reason: 'emqx_authz_api_sources:with_source answers 404 NOT_FOUND for a source type not in the chain, for PUT and DELETE too',
    apply: (doc) =>
      addError(
        doc,
        [
          ['/authorization/sources/{type}', 'put'],
          ['/authorization/sources/{type}', 'delete'],
        ],
        '404',
        'NOT_FOUND',
        'Not Found',
      ),
  },
  {
    reason: "emqx_authz_api_mnesia:clients(post) refuses a client ID that has rules with 409 ALREADY_EXISTS, as users(post) does",
    apply: (doc) => addError(doc, [[`${RULES}/clients`, 'post']], '409', 'ALREADY_EXISTS', 'ALREADY_EXISTS'),
  },
  {
    reason: 'emqx_authz_api_mnesia:is_configured_authz_source (a minirest filter) answers 404 NOT_FOUND on every rules operation while no built_in_database source is configured',
    apply(doc) {
      const operations: [string, string][] = [];
      for (const path of [`${RULES}/users`, `${RULES}/clients`, `${RULES}/users/{username}`, `${RULES}/clients/{clientid}`, `${RULES}/all`, RULES]) {
        for (const method of ['get', 'post', 'put', 'delete']) if (at(doc, 'paths', path, method)) operations.push([path, method]);
      }
      return addError(doc, operations, '404', 'NOT_FOUND', 'Not Found');
    },
  },
];
