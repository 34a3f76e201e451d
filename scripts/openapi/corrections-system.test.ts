import { describe, expect, it } from 'vitest';
import { applyEach, published } from './correction-test-support';
import { at } from './correction';
import { SYSTEM_CORRECTIONS } from './corrections-system';
import type { JsonObject } from './normalize';

const apply = (doc: JsonObject) => applyEach(SYSTEM_CORRECTIONS, doc);

describe('system corrections', () => {
  it('add the logout code, the monitor keys and the users 400s the broker answers, once', () => {
    const doc = published();
    expect(apply(doc)).toEqual([true, true, true]);
    expect(at(doc, 'paths', '/logout', 'post', 'responses', '401', 'content', 'application/json', 'schema', 'properties', 'code')?.enum).toEqual(['BAD_USERNAME_OR_PWD', 'WRONG_TOKEN_OR_USERNAME']);
    const current = at(doc, 'components', 'schemas', 'emqx_dashboard_monitor_api.sampler_current', 'properties');
    expect(current?.subscriptions_ram).toMatchObject({ type: 'integer' });
    expect(current?.node_uptime).toMatchObject({ type: 'integer' });
    for (const [path, method] of [['/users', 'post'], ['/users/{username}', 'put']] as const)
      expect(at(doc, 'paths', path, method, 'responses', '400', 'content', 'application/json', 'schema', 'properties', 'code')?.enum).toEqual(['BAD_REQUEST']);
    expect(apply(doc)).toEqual([false, false, false]);
  });

  it('leave a document without those operations alone', () => {
    expect(apply({ paths: {}, components: { schemas: {} } })).toEqual([false, false, false]);
  });
});
