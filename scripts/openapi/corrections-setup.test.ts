import { describe, expect, it } from 'vitest';
import { applyEach, published } from './correction-test-support';
import { at } from './correction';
import { SETUP_CORRECTIONS } from './corrections-setup';
import type { JsonObject } from './normalize';

const apply = (doc: JsonObject) => applyEach(SETUP_CORRECTIONS, doc);

describe('listener, config and trace corrections', () => {
  it('give the answers the broker sends, once', () => {
    const doc = published();
    expect(apply(doc)).toEqual([true, true, true, true, true]);
    expect(at(doc, 'components', 'schemas', 'trace.trace', 'properties', 'log_size')).toMatchObject({ type: 'object', additionalProperties: { type: 'integer' } });
    expect(at(doc, 'paths', '/trace/{name}/stop', 'put', 'responses', '200', 'content', 'application/json', 'schema')).toMatchObject({ required: ['enable', 'name'] });
    expect(at(doc, 'paths', '/configs', 'put', 'responses', '400', 'content', 'text/plain', 'schema')).toMatchObject({ type: 'string' });
    expect(at(doc, 'paths', '/listeners/{id}', 'put', 'responses', '400', 'content', 'application/json', 'schema', 'properties', 'code')?.enum).toEqual(['BAD_REQUEST', 'BAD_LISTENER_ID']);
    const status = (at(doc, 'paths', '/gateways', 'get')?.parameters as JsonObject[]).find((p) => p.name === 'status');
    expect((status?.schema as JsonObject).enum).toEqual(['all', 'running', 'stopped', 'unloaded']);
    expect(apply(doc)).toEqual([false, false, false, false, false]);
  });

  it('leave a document without those operations alone', () => {
    expect(apply({ paths: {}, components: { schemas: {} } })).toEqual([false, false, false, false, false]);
  });
});
