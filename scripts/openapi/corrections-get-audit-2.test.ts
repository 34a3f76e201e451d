import { describe, expect, it } from 'vitest';
import { applyEach, published } from './correction-test-support';
import { at } from './correction';
import { GET_AUDIT_2_CORRECTIONS } from './corrections-get-audit-2';
import type { JsonObject } from './normalize';

const apply = (doc: JsonObject) => applyEach(GET_AUDIT_2_CORRECTIONS, doc);
const schema = (doc: JsonObject, name: string) => at(doc, 'components', 'schemas', name);

describe('GET audit corrections (second half)', () => {
  it('let the answers the broker builds fit, once', () => {
    const doc = published();
    expect(apply(doc)).toEqual(GET_AUDIT_2_CORRECTIONS.map(() => true));

    const gateway = at(doc, 'paths', '/gateways/{name}', 'get', 'responses', '200', 'content', 'application/json', 'schema');
    const members = (gateway?.oneOf ?? gateway?.anyOf) as JsonObject[];
    expect(members.at(-1)).toMatchObject({ required: ['name', 'status'], properties: { status: { enum: ['unloaded'] } } });
    expect(at(schema(doc, 'emqx_gateway_api.gateway_listener_overview')!, 'properties', 'type')?.enum).toEqual(['tcp', 'ssl', 'udp', 'dtls', 'ws', 'wss']);
    for (const name of ['emqx_gateway_api.gateway_overview', 'emqx_gateway_api.gateway_node_status']) {
      expect(at(schema(doc, name)!, 'properties', 'max_connections')).toMatchObject({
        oneOf: [{ type: 'integer', minimum: 0 }, { type: 'string', enum: ['infinity'] }],
      });
    }
    expect(at(schema(doc, 'load_rebalance.local_status_enabled')!, 'properties', 'process')?.enum).toContain('purge');
    expect(schema(doc, 'load_rebalance.status_stats')?.required).toEqual(['current_sessions', 'initial_sessions']);
    expect(schema(doc, 'emqx_mgmt_api_topics.topic')?.required).toEqual(['topic']);
    expect(at(schema(doc, 'emqx_mgmt_api_subscriptions.subscription')!, 'properties', 'clientid')?.nullable).toBe(true);

    expect(apply(doc)).toEqual(GET_AUDIT_2_CORRECTIONS.map(() => false));
  });

  it('leave a document without those schemas alone', () => {
    expect(apply({ paths: {}, components: { schemas: {} } })).toEqual(GET_AUDIT_2_CORRECTIONS.map(() => false));
  });
});
