import { describe, expect, it } from 'vitest';
import { applyEach, published } from './correction-test-support';
import { at } from './correction';
import { DS_CORRECTIONS } from './corrections-ds';
import type { JsonObject } from './normalize';

const apply = (doc: JsonObject) => applyEach(DS_CORRECTIONS, doc);

describe('durable storage corrections', () => {
  it('let a replica be down and the session count be the number the broker sends, once', () => {
    const doc = published();
    expect(apply(doc)).toEqual([true, true]);
    expect(at(doc, 'components', 'schemas', 'emqx_mgmt_api_ds.db_site', 'properties', 'status')?.enum).toEqual(['up', 'down']);
    expect(at(doc, 'paths', '/sessions_count', 'get', 'responses', '200', 'content', 'application/json', 'schema')).toMatchObject({ type: 'integer', minimum: 0 });
    expect(apply(doc)).toEqual([false, false]);
  });

  it('leave a document without those schemas alone', () => {
    expect(apply({ paths: {}, components: { schemas: {} } })).toEqual([false, false]);
  });
});
