import { describe, expect, it } from 'vitest';
import { applyEach, published } from './correction-test-support';
import { at } from './correction';
import { MODULES_CORRECTIONS } from './corrections-modules';
import type { JsonObject } from './normalize';

const apply = (doc: JsonObject) => applyEach(MODULES_CORRECTIONS, doc);
const schema = (doc: JsonObject, path: string, method: string, status: string) =>
  at(doc, 'paths', path, method, 'responses', status, 'content', 'application/json', 'schema');

describe('delayed publish and topic metrics corrections', () => {
  it('make the answers the broker sends valid, once', () => {
    const doc = published();
    expect(apply(doc)).toEqual([true, true, true, true]);
    for (const name of ['emqx_delayed_api.message', 'emqx_delayed_api.message_without_payload']) {
      expect(at(doc, 'components', 'schemas', name, 'properties', 'msgid')).toMatchObject({ type: 'string' });
    }
    const list = schema(doc, '/mqtt/delayed/messages', 'get', '200');
    expect(at(list!, 'properties', 'data', 'items')?.$ref).toBe('#/components/schemas/emqx_delayed_api.message_without_payload');
    expect(at(list!, 'properties', 'meta', 'properties', 'hasnext')).toMatchObject({ type: 'boolean' });
    expect(schema(doc, '/mqtt/delayed/messages/{node}/{msgid}', 'get', '200')?.$ref).toBe('#/components/schemas/emqx_delayed_api.message');
    expect(schema(doc, '/mqtt/topic_metrics', 'post', '200')?.$ref).toBe('#/components/schemas/emqx_topic_metrics_api.topic_metrics');
    expect(schema(doc, '/mqtt/topic_metrics', 'put', '200')?.oneOf).toHaveLength(2);
    expect(at(doc, 'paths', '/mqtt/topic_metrics', 'post', 'responses', '204')).toBeUndefined();
    expect(apply(doc)).toEqual([false, false, false, false]);
  });

  it('leave a document without those schemas alone', () => {
    expect(apply({ paths: {}, components: { schemas: {} } })).toEqual([false, false, false, false]);
  });
});
