import {
  getAuthorizationSettingsResponse,
  getAuthorizationSourcesByTypeStatusResponse,
  getAuthorizationSourcesResponse,
} from '../src/generated/zod/authorization/authorization.zod';
import { send, startTestSandbox, type TestSandbox } from './test-support';

const path = (type: string, rest = '') => `/authorization/sources/${encodeURIComponent(type)}${rest}`;

describe('sandbox authorization sources', () => {
  let t: TestSandbox;
  const types = async () => (await t.getJson<{ sources: { type: string }[] }>('/authorization/sources')).sources.map((s) => s.type);

  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0 });
  });
  afterEach(() => t.close());

  it('lists the seeded sources in order, valid against the contract, the file with its rules as text', async () => {
    const list = await t.getJson('/authorization/sources');
    expect(getAuthorizationSourcesResponse.safeParse(list).success).toBe(true);
    expect(await types()).toEqual(['built_in_database', 'file']);
    const file = await t.getJson<{ rules: string }>(path('file'));
    expect(file.rules).toContain('{allow, all}.');
    expect((await t.api(path('http'))).status).toBe(404);
  });

  it('creates, updates and deletes a source', async () => {
    const created = await t.api('/authorization/sources', send('POST', { type: 'http', method: 'get', url: 'http://acl.internal/check', headers: {} }));
    expect(created.status).toBe(204);
    // POST prepends (emqx_authz_api_sources:sources(post) is ?CMD_PREPEND).
    expect(await types()).toEqual(['http', 'built_in_database', 'file']);
    const again = await t.api('/authorization/sources', send('POST', { type: 'http', method: 'get', url: 'http://x/', headers: {} }));
    expect(await again.json()).toEqual({ code: 'BAD_REQUEST', message: '{duplicated_authz_source_type,http}' });
    const file = await t.getJson<Record<string, unknown>>(path('file'));
    expect((await t.api(path('file'), send('PUT', { ...file, enable: false }))).status).toBe(204);
    expect(await t.getJson(path('file'))).toMatchObject({ enable: false });
    expect((await t.api(path('http'), { method: 'DELETE' })).status).toBe(204);
    expect(await types()).toEqual(['built_in_database', 'file']);
  });

  it('moves a source to the front, the rear, before and after another', async () => {
    await t.api('/authorization/sources', send('POST', { type: 'http', method: 'get', url: 'http://acl.internal/check', headers: {} }));
    const move = (type: string, position: string) => t.api(path(type, '/move'), send('POST', { position }));
    expect((await move('http', 'front')).status).toBe(204);
    expect(await types()).toEqual(['http', 'built_in_database', 'file']);
    await move('http', 'rear');
    expect(await types()).toEqual(['built_in_database', 'file', 'http']);
    await move('http', 'before:file');
    expect(await types()).toEqual(['built_in_database', 'http', 'file']);
    await move('built_in_database', 'after:file');
    expect(await types()).toEqual(['http', 'file', 'built_in_database']);
    // A target not in the chain fails in the config update: 400 with the Erlang term, not 404.
    expect(await (await move('file', 'after:redis')).json()).toEqual({ code: 'BAD_REQUEST', message: '{pre_config_update,emqx_authz,{not_found_source,redis}}' });
    expect(await (await move('file', 'middle')).json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid parameter. Unknow position' });
    expect(await (await move('redis', 'front')).json()).toEqual({ code: 'NOT_FOUND', message: 'Not found: redis' });
  });

  it('reports status and allow/deny/no-match metrics per node', async () => {
    const status = await t.getJson<{ status: string; metrics: { allow: number; deny: number; nomatch: number; total: number } }>(path('file', '/status'));
    expect(getAuthorizationSourcesByTypeStatusResponse.safeParse(status).success).toBe(true);
    expect(status.status).toBe('connected');
    expect(status.metrics.allow + status.metrics.deny + status.metrics.nomatch).toBe(status.metrics.total);
  });

  it('keeps the settings and clears the cache', async () => {
    const settings = await t.getJson<Record<string, unknown>>('/authorization/settings');
    expect(getAuthorizationSettingsResponse.safeParse(settings).success).toBe(true);
    expect(settings).toMatchObject({ no_match: 'allow', deny_action: 'ignore', cache: { enable: true, ttl: '1m' } });
    const next = { no_match: 'deny', deny_action: 'disconnect', cache: { enable: true, max_size: 64, ttl: '30s', excludes: ['$SYS/#'] } };
    const put = await t.api('/authorization/settings', send('PUT', next));
    expect(put.status).toBe(200);
    expect(await t.getJson('/authorization/settings')).toEqual(next);
    expect((await t.api('/authorization/cache', { method: 'DELETE' })).status).toBe(204);
  });
});
