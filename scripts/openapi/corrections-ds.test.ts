import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { at } from './correction';
import { DS_CORRECTIONS } from './corrections-ds';
import type { JsonObject } from './normalize';
import { ROOT } from './source';

/** The Enterprise 5.8.1 document as published, which both corrections are about. */
const published = () => JSON.parse(readFileSync(`${ROOT}/openapi/emqx-enterprise-5.8.1.json`, 'utf8')) as JsonObject;
const apply = (doc: JsonObject) => DS_CORRECTIONS.map((correction) => correction.apply(doc));

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
