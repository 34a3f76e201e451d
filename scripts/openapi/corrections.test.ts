import { describe, expect, it } from 'vitest';
import { applyCorrections } from './corrections';
import type { ChangeCounts, JsonObject } from './normalize';

function documentLike581(): JsonObject {
  return {
    paths: {
      '/subscriptions': { get: { responses: { 200: { content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/s' } } } } } } } },
      '/login': { post: { responses: { 200: { content: { 'application/json': { schema: { properties: { license: { properties: { edition: { type: 'string', enum: ['opensource', 'enterprise'] } } } } } } } } } } },
    },
    components: { schemas: { 'emqx_mgmt_api_clients.client': { properties: { subscriptions_max: { type: 'integer' }, username: { type: 'string' } } } } },
  };
}

describe('applyCorrections', () => {
  it('makes the 5.8.1 document say what the broker sends', () => {
    const doc = documentLike581();
    const changes: ChangeCounts = {};
    applyCorrections(doc, changes);
    expect(Object.keys(changes)).toHaveLength(4);
    expect(JSON.stringify(doc)).toContain('"meta":{"$ref":"#/components/schemas/public.meta"}');
    expect(JSON.stringify(doc)).toContain('"enum":["opensource","enterprise","ee","ce"]');
    expect(JSON.stringify(doc)).toContain('"enum":["infinity"]');
    expect(JSON.stringify(doc)).toContain('"username":{"type":"string","nullable":true}');
  });

  it('leaves a document that is already right alone', () => {
    const doc = documentLike581();
    applyCorrections(doc, {});
    const changes: ChangeCounts = {};
    applyCorrections(doc, changes);
    expect(changes).toEqual({});
  });
});
