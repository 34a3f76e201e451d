import { describe, expect, it } from 'vitest';
import { applyEach, published } from './correction-test-support';
import { at } from './correction';
import { ACCESS_CORRECTIONS } from './corrections-access';
import type { JsonObject } from './normalize';

const apply = (doc: JsonObject) => applyEach(ACCESS_CORRECTIONS, doc);
const RULES = '/authorization/sources/built_in_database/rules';

describe('banned, authentication and authorization corrections', () => {
  it('apply to the published document once, then leave it alone', () => {
    const doc = published();
    expect(apply(doc)).toEqual(ACCESS_CORRECTIONS.map(() => true));
    expect(apply(doc)).toEqual(ACCESS_CORRECTIONS.map(() => false));
  });

  it('answer the ban itself, and every authenticator with its id', () => {
    const doc = published();
    apply(doc);
    expect(at(doc, 'paths', '/banned', 'post', 'responses', '200', 'content', 'application/json', 'schema')).toEqual({ $ref: '#/components/schemas/emqx_mgmt_api_banned.ban' });
    const one = at(doc, 'paths', '/authentication/{id}', 'get', 'responses', '200', 'content', 'application/json', 'schema');
    expect(one?.allOf).toHaveLength(2);
    const items = at(doc, 'paths', '/authentication', 'get', 'responses', '200', 'content', 'application/json', 'schema', 'items');
    expect((items?.allOf as JsonObject[])[1]).toMatchObject({ required: ['id'] });
  });

  it('take the import as a list of users, and list the errors the code answers', () => {
    const doc = published();
    apply(doc);
    expect(at(doc, 'paths', '/authentication/{id}/import_users', 'post', 'requestBody', 'content', 'application/json', 'schema')).toMatchObject({ type: 'array' });
    expect(at(doc, 'paths', `${RULES}/clients`, 'post', 'responses', '409')).toBeDefined();
    expect(at(doc, 'paths', `${RULES}/all`, 'get', 'responses', '404')).toBeDefined();
    expect(at(doc, 'paths', '/authorization/sources/{type}', 'delete', 'responses', '404')).toBeDefined();
    expect(at(doc, 'paths', '/authentication/{id}/users', 'get', 'responses', '400')).toBeDefined();
  });

  it('leave a document without those operations alone', () => {
    expect(apply({ paths: {}, components: { schemas: {} } })).toEqual(ACCESS_CORRECTIONS.map(() => false));
  });
});
