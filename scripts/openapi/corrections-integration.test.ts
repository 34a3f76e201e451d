import { describe, expect, it } from 'vitest';
import { applyEach, published } from './correction-test-support';
import { at } from './correction';
import { INTEGRATION_CORRECTIONS } from './corrections-integration';
import type { JsonObject } from './normalize';

const apply = (doc: JsonObject) => applyEach(INTEGRATION_CORRECTIONS, doc);

describe('integration corrections', () => {
  it('nest a rule node metrics, name no_result, and answer the jq timeout in ms, once', () => {
    const doc = published();
    expect(apply(doc)).toEqual([true, true, true]);
    expect(at(doc, 'components', 'schemas', 'rule_engine.node_metrics', 'properties')).toEqual({
      node: expect.objectContaining({ type: 'string' }),
      metrics: { $ref: '#/components/schemas/rule_engine.metrics' },
    });
    const metrics = at(doc, 'components', 'schemas', 'rule_engine.metrics', 'properties') ?? {};
    expect(Object.keys(metrics)).toContain('failed.no_result');
    expect(Object.keys(metrics)).not.toContain('failed.unknown');
    for (const method of ['get', 'put']) {
      expect(at(doc, 'paths', '/rule_engine', method, 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'jq_function_default_timeout')).toMatchObject({ type: 'integer' });
    }
    // The request still takes the duration string.
    expect(at(doc, 'paths', '/rule_engine', 'put', 'requestBody', 'content', 'application/json', 'schema')).toEqual({ $ref: '#/components/schemas/rule_engine.rule_engine' });
    expect(apply(doc)).toEqual([false, false, false]);
  });

  it('leave a document without those schemas alone', () => {
    expect(apply({ paths: {}, components: { schemas: {} } })).toEqual([false, false, false]);
  });
});
