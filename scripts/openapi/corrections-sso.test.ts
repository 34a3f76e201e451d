import { describe, expect, it } from 'vitest';
import { SSO_CORRECTIONS } from './corrections-sso';
import type { JsonObject } from './normalize';

/** The SSO paths as EMQX 5.8.1 publishes them, cut to what the corrections touch. */
function documentLike581(): JsonObject {
  return {
    paths: {
      '/sso/oidc/callback': { get: { parameters: [] } },
      '/sso/saml/acs': { post: { parameters: [] } },
      '/sso/login/{backend}': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: { oneOf: [{ $ref: '#/components/schemas/dashboard.login' }, { $ref: '#/components/schemas/sso.login' }, { $ref: '#/components/schemas/sso.login' }] },
              },
            },
          },
        },
      },
    },
    components: { schemas: { 'dashboard.login': {}, 'sso.login': {} } },
  };
}

const apply = (doc: JsonObject) => SSO_CORRECTIONS.map((correction) => correction.apply(doc));

describe('single sign-on corrections', () => {
  it('adds the callback’s query, the ACS form post and the LDAP login body, once', () => {
    const doc = documentLike581();
    expect(apply(doc)).toEqual([true, true, true]);
    const paths = doc.paths as Record<string, Record<string, JsonObject>>;
    expect((paths['/sso/oidc/callback']!.get!.parameters as JsonObject[]).map((p) => p.name)).toEqual(['code', 'state']);
    expect(Object.keys((paths['/sso/saml/acs']!.post!.requestBody as { content: JsonObject }).content)).toEqual(['application/x-www-form-urlencoded']);
    const login = paths['/sso/login/{backend}']!.post!.requestBody as { content: Record<string, { schema: { oneOf: JsonObject[] } }> };
    expect(login.content['application/json']!.schema.oneOf.map((m) => m.$ref)).toEqual([
      '#/components/schemas/dashboard.login',
      '#/components/schemas/sso.login',
      '#/components/schemas/sso.ldap_login',
    ]);
    expect(((doc.components as { schemas: Record<string, JsonObject> }).schemas['sso.ldap_login']!.properties as JsonObject).username).toMatchObject({ type: 'string', maxLength: 100 });
    expect(apply(doc)).toEqual([false, false, false]);
  });
});
