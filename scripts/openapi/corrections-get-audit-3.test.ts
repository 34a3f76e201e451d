import { describe, expect, it } from 'vitest';
import { applyEach, published } from './correction-test-support';
import { at } from './correction';
import { GET_AUDIT_3_CORRECTIONS } from './corrections-get-audit-3';
import type { JsonObject } from './normalize';

const apply = (doc: JsonObject) => applyEach(GET_AUDIT_3_CORRECTIONS, doc);
const schema = (doc: JsonObject, name: string) => at(doc, 'components', 'schemas', name);
const answer = (doc: JsonObject, path: string) => at(doc, 'paths', path, 'get', 'responses', '200', 'content', 'application/json', 'schema');

describe('GET audit corrections (the operations not compared before)', () => {
  it('let the answers the broker builds fit, once', () => {
    const doc = published();
    expect(apply(doc)).toEqual(GET_AUDIT_3_CORRECTIONS.map(() => true));

    for (const prefix of ['authn', 'emqx_authz_schema']) {
      expect(at(schema(doc, `${prefix}.node_error`)!, 'properties', 'reason')).toMatchObject({ type: 'string' });
      expect(at(schema(doc, `${prefix}.node_error`)!, 'properties', 'error')).toBeUndefined();
      expect(at(schema(doc, `${prefix}.metrics_status_fields`)!, 'properties', 'status')?.enum).toEqual(
        expect.arrayContaining(['connected', 'inconsistent', 'stopped', 'empty_metrics_and_status']),
      );
      expect(at(schema(doc, `${prefix}.node_status`)!, 'properties', 'status')?.enum).toEqual(expect.arrayContaining(['connected', 'stopped']));
    }

    const link = at(schema(doc, 'cluster_link.link_config_response')!, 'properties');
    expect(at(link!, 'status')?.enum).toContain('stopped');
    expect(at(link!, 'node_status')).toMatchObject({ type: 'array', items: { required: ['node', 'status'], properties: { reason: {} } } });
    expect(at(link!, 'node_status', 'items', 'properties', 'status')?.enum).toEqual(expect.arrayContaining(['stopped', 'inconsistent']));

    for (const name of ['exhook.hook_info', 'exhook.list_hook_info']) {
      expect(at(schema(doc, name)!, 'properties', 'params')).toMatchObject({ type: 'object', properties: { topics: { type: 'array', items: { type: 'string' } } } });
    }

    expect(answer(doc, '/sso/{backend}')?.oneOf).toEqual(
      expect.arrayContaining([
        { $ref: '#/components/schemas/sso.oidc_answer' },
        { $ref: '#/components/schemas/sso.ldap_answer' },
        { $ref: '#/components/schemas/dashboard.saml' },
      ]),
    );
    expect(at(schema(doc, 'sso.oidc_answer')!, 'properties', 'session_expiry')).toMatchObject({ type: 'integer' });
    expect(at(schema(doc, 'sso.ldap_answer')!, 'properties', 'query_timeout')).toMatchObject({ type: 'integer' });
    expect(at(schema(doc, 'sso.ldap_answer')!, 'properties', 'request_timeout')).toMatchObject({ type: 'integer' });
    expect(at(schema(doc, 'sso.ldap_answer')!, 'properties', 'ssl')?.$ref).toBe('#/components/schemas/ldap.ssl_answer');
    expect(at(schema(doc, 'ldap.ssl_answer')!, 'properties', 'hibernate_after')).toMatchObject({ type: 'integer' });
    // PUT's body keeps the raw configuration's strings.
    expect(at(schema(doc, 'sso.oidc')!, 'properties', 'session_expiry')).toMatchObject({ type: 'string' });
    expect(at(schema(doc, 'sso.ldap')!, 'properties', 'query_timeout')).toMatchObject({ type: 'string' });
    expect(at(schema(doc, 'ldap.ssl')!, 'properties', 'hibernate_after')).toMatchObject({ type: 'string' });

    const listeners = at(answer(doc, '/gateways/{name}/listeners')!, 'items')?.oneOf as JsonObject[];
    for (const name of ['ws_listener', 'wss_listener']) {
      expect(listeners).toContainEqual({
        allOf: [
          { $ref: `#/components/schemas/emqx_gateway_api.${name}` },
          expect.objectContaining({ properties: expect.objectContaining({ status: { $ref: '#/components/schemas/listeners.status' } }) }),
        ],
      });
    }

    const authn = answer(doc, '/gateways/{name}/authentication');
    expect((authn?.allOf as JsonObject[])[1]).toMatchObject({ properties: { id: { type: 'string' }, chain_name: { type: 'string' } } });

    expect(apply(doc)).toEqual(GET_AUDIT_3_CORRECTIONS.map(() => false));
  });

  it('leave a document without those schemas alone', () => {
    expect(apply({ paths: {}, components: { schemas: {} } })).toEqual(GET_AUDIT_3_CORRECTIONS.map(() => false));
  });
});
