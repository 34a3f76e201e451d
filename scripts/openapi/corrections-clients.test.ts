import { describe, expect, it } from 'vitest';
import { applyEach, published } from './correction-test-support';
import { at } from './correction';
import { CLIENTS_CORRECTIONS } from './corrections-clients';
import type { JsonObject } from './normalize';

const apply = (doc: JsonObject) => applyEach(CLIENTS_CORRECTIONS, doc);

describe('clients, subscriptions and publish corrections', () => {
  it('add the hidden keepalive operation, the partial bulk subscribe answer and the publish 400, once', () => {
    const doc = published();
    expect(apply(doc)).toEqual([true, true, true]);
    const keepalive = at(doc, 'paths', '/clients/{clientid}/keepalive', 'put');
    expect(at(keepalive!, 'requestBody', 'content', 'application/json', 'schema')).toEqual({ $ref: '#/components/schemas/emqx_mgmt_api_clients.keepalive' });
    expect(at(doc, 'components', 'schemas', 'emqx_mgmt_api_clients.keepalive', 'properties', 'interval')).toMatchObject({ minimum: 0, maximum: 65535 });
    expect(at(keepalive!, 'responses', '200', 'content', 'application/json', 'schema')).toEqual({ $ref: '#/components/schemas/emqx_mgmt_api_clients.client' });
    const bulk = at(doc, 'paths', '/clients/{clientid}/subscribe/bulk', 'post', 'responses', '200', 'content', 'application/json', 'schema');
    expect(bulk?.oneOf).toHaveLength(2);
    for (const path of ['/publish', '/publish/bulk']) {
      expect(at(doc, 'paths', path, 'post', 'responses', '400', 'content', 'application/json', 'schema')).toEqual({ $ref: '#/components/schemas/emqx_mgmt_api_publish.publish_error' });
    }
    expect(apply(doc)).toEqual([false, false, false]);
  });

  it('leave a document without those operations alone', () => {
    expect(apply({ paths: {}, components: { schemas: {} } })).toEqual([false, false, false]);
  });
});
