import { describe, expect, it } from 'vitest';
import { applyEach, published } from './correction-test-support';
import { at } from './correction';
import { GET_AUDIT_1_CORRECTIONS } from './corrections-get-audit-1';
import type { JsonObject } from './normalize';

const apply = (doc: JsonObject) => applyEach(GET_AUDIT_1_CORRECTIONS, doc);
const schema = (doc: JsonObject, name: string) => at(doc, 'components', 'schemas', name);

describe('GET audit corrections, first half', () => {
  it('apply each once to the published document', () => {
    const doc = published();
    expect(apply(doc)).toEqual(GET_AUDIT_1_CORRECTIONS.map(() => true));
    expect(apply(doc)).toEqual(GET_AUDIT_1_CORRECTIONS.map(() => false));
  });

  it('let a connector be stopped', () => {
    const doc = published();
    apply(doc);
    expect(at(doc, 'components', 'schemas', 'bridge_http.get_connector', 'properties', 'status')?.enum).toContain('stopped');
    expect(at(doc, 'components', 'schemas', 'connector.node_status', 'properties', 'status')?.enum).toContain('stopped');
  });

  it('take the audit entries of the CLI and of a failed request', () => {
    const doc = published();
    apply(doc);
    const props = at(doc, 'components', 'schemas', 'audit.audit', 'properties');
    expect(props?.args).toMatchObject({ anyOf: [{ type: 'array' }, { type: 'string' }] });
    expect(props?.http_status_code).toMatchObject({ anyOf: [{ type: 'integer' }, { type: 'string', enum: [''] }] });
    expect(props?.http_request).toMatchObject({ anyOf: [{ $ref: '#/components/schemas/audit.http_request' }, { enum: [''] }] });
    expect(at(props as JsonObject, 'operation_result')?.enum).toEqual(['success', 'failure', '']);
    expect(at(props as JsonObject, 'http_method')?.enum).toEqual(['post', 'put', 'delete', 'get', '']);
    expect(at(props as JsonObject, 'from')?.enum).toContain('unknown');
  });

  it('download a backup as bytes', () => {
    const doc = published();
    apply(doc);
    expect(at(doc, 'paths', '/data/files/{filename}', 'get', 'responses', '200', 'content')).toEqual({
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    });
  });

  it('let a gateway client have null fields and unlimited maxima', () => {
    const doc = published();
    apply(doc);
    const props = at(doc, 'components', 'schemas', 'emqx_gateway_api_clients.mqttsn_client', 'properties') as JsonObject;
    expect(at(props, 'disconnected_at')?.nullable).toBe(true);
    expect(at(props, 'username')?.nullable).toBe(true);
    expect(at(props, 'subscriptions_max')).toMatchObject({ oneOf: [{ type: 'integer' }, { type: 'string', enum: ['infinity'] }] });
    expect(schema(doc, 'emqx_gateway_api_clients.exproto_client')).toBeDefined();
  });

  it('leave a document without those places alone', () => {
    expect(apply({ paths: {}, components: { schemas: {} } })).toEqual(GET_AUDIT_1_CORRECTIONS.map(() => false));
  });
});
