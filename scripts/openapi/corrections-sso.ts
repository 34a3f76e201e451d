/**
 * Corrections for dashboard single sign-on, read from emqx_dashboard_sso_oidc_api and
 * emqx_dashboard_sso_saml_api at v5.8.1. Both modules build their spec with `check_schema => false`
 * (or only a content-type check), so the document leaves out what the identity provider sends back:
 * - GET /sso/oidc/callback reads `state` and `code` from the query string (ensure_oidc_state/2,
 *   retrieve_token/3); a callback without `state` is the broker's own 400 "Invalid query string".
 * - POST /sso/saml/acs reads an HTML form post (SAML's HTTP-POST binding): do_validate_assertion/3
 *   parses `SAMLResponse`, `SAMLEncoding` and `RelayState` with cow_qs:parse_qs.
 * - POST /sso/login/{backend}: the LDAP and OIDC login bodies are both `login` of the namespace
 *   "sso" (emqx_dashboard_sso_ldap and _oidc), so the document keeps one `sso.login` (OIDC's) twice
 *   and LDAP's, with `username` and `password` (emqx_dashboard_sso_schema:username_password_schema/0),
 *   is lost: every LDAP login would read as invalid.
 * Like the others, each does nothing where the document already looks right.
 */
import { at, type Correction } from './correction.ts';
import { isObject, type JsonObject } from './normalize.ts';



const queryString = (name: string, description: string): JsonObject => ({ in: 'query', name, required: false, description, schema: { type: 'string' } });

const LDAP_LOGIN = 'sso.ldap_login';

export const SSO_CORRECTIONS: Correction[] = [
  {
    reason: 'POST /sso/login/{backend} takes the LDAP login body (backend ldap, username, password), lost to a schema name shared with OIDC’s',
    apply(doc) {
      const schema = at(doc, 'paths', '/sso/login/{backend}', 'post', 'requestBody', 'content', 'application/json', 'schema');
      const schemas = at(doc, 'components', 'schemas');
      if (!schema || !schemas || !Array.isArray(schema.oneOf) || schemas[LDAP_LOGIN]) return false;
      const text = (description: string): JsonObject => ({ type: 'string', maxLength: 100, description });
      schemas[LDAP_LOGIN] = {
        type: 'object',
        required: ['backend'],
        properties: { backend: { type: 'string', enum: ['ldap'], description: 'Backend type.' }, username: text('Username'), password: text('Password') },
      };
      const seen = new Set<string>();
      const kept = schema.oneOf.filter((member) => {
        const ref = isObject(member) && typeof member.$ref === 'string' ? member.$ref : '';
        if (seen.has(ref)) return false;
        seen.add(ref);
        return true;
      });
      schema.oneOf = [...kept, { $ref: `#/components/schemas/${LDAP_LOGIN}` }];
      return true;
    },
  },
  {
    reason: 'GET /sso/oidc/callback takes the identity provider’s `code` and `state` in the query string',
    apply(doc) {
      const operation = at(doc, 'paths', '/sso/oidc/callback', 'get');
      if (!operation) return false;
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      const names = new Set(parameters.map((p) => (isObject(p) ? p.name : undefined)));
      if (names.has('code') && names.has('state')) return false;
      operation.parameters = [
        ...parameters.filter((p) => !isObject(p) || (p.name !== 'code' && p.name !== 'state')),
        queryString('code', 'The authorization code the identity provider issued'),
        queryString('state', 'The state the login handed to the identity provider'),
      ];
      return true;
    },
  },
  {
    reason: 'POST /sso/saml/acs takes the identity provider’s form post (SAMLResponse, SAMLEncoding, RelayState)',
    apply(doc) {
      const operation = at(doc, 'paths', '/sso/saml/acs', 'post');
      if (!operation || at(operation, 'requestBody', 'content', 'application/x-www-form-urlencoded')) return false;
      operation.requestBody = {
        content: {
          'application/x-www-form-urlencoded': {
            schema: {
              type: 'object',
              properties: { SAMLResponse: { type: 'string' }, SAMLEncoding: { type: 'string' }, RelayState: { type: 'string' } },
            },
          },
        },
      };
      return true;
    },
  },
];
