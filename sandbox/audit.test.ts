import { getAuditResponse } from '../src/generated/zod/audit/audit.zod';
import { createdAt, filterAudit, maskSecrets, parseFilterTime, type AuditRecord } from './model/audit';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';
import { VIEWER } from './state';

interface Entry {
  created_at: string;
  node: string;
  from: string;
  source: string;
  source_ip: string;
  operation_id: string;
  operation_type: string;
  operation_result: 'success' | 'failure';
  http_status_code: number;
  http_method: string;
  duration_ms: number;
  failure: string[];
  http_request: { bindings: Record<string, string>; body: Record<string, unknown>; headers: Record<string, string>; method: string };
}

interface AuditPage {
  data: Entry[];
  meta: { page: number; limit: number; count?: number; hasnext: boolean };
}

describe('audit model', () => {
  it('masks passwords, secrets and tokens at any depth, not settings that merely mention them', () => {
    expect(maskSecrets({ username: 'a', password: 'p', ssl: { key_password: 'k', enable: true }, old_pwd: 'o', new_pwd: 'n', api_secret: 's', token_expired_time: '60m', auth: { token: 't' }, list: [{ secret_access_key: 'x' }] })).toEqual({
      username: 'a',
      password: '******',
      ssl: { key_password: '******', enable: true },
      old_pwd: '******',
      new_pwd: '******',
      api_secret: '******',
      token_expired_time: '60m',
      auth: { token: '******' },
      list: [{ secret_access_key: '******' }],
    });
  });

  it('reads filter times as RFC 3339 or epoch microseconds', () => {
    const at = Date.UTC(2025, 0, 15, 9, 30, 0, 123);
    expect(createdAt(at)).toBe('2025-01-15T09:30:00.123000Z');
    expect(parseFilterTime('2025-01-15T09:30:00.123456Z')).toBe(at);
    expect(parseFilterTime('2025-01-15T17:30:00.123+08:00')).toBe(at);
    expect(parseFilterTime(String(at * 1000))).toBe(at);
    expect(parseFilterTime('yesterday')).toBeUndefined();
  });

  it('filters exactly and by range, newest first; an unreadable bound is named', () => {
    const log: AuditRecord[] = [1, 2, 3].map((n) => ({ at: n * 1000, entry: { source: n === 2 ? 'bob' : 'admin', http_method: 'post', http_status_code: 200 + n, duration_ms: n } }));
    const at = (q: string) => {
      const found = filterAudit(log, new URLSearchParams(q));
      return 'invalid' in found ? found : found.map((r) => r.at);
    };
    expect(at('')).toEqual([3000, 2000, 1000]);
    expect(at('source=admin&http_method=post')).toEqual([3000, 1000]);
    expect(at('source=admin&http_method=put')).toEqual([]);
    expect(at(`gte_created_at=${2000 * 1000}&lte_created_at=${new Date(2500).toISOString()}`)).toEqual([2000]);
    expect(at('http_status_code=203&gte_duration_ms=2')).toEqual([3000]);
    expect(at('gte_created_at=soon')).toEqual({ invalid: 'gte_created_at' });
  });
});

describe('sandbox audit log', () => {
  let t: TestSandbox;
  const clock = manualClock();
  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0, now: clock.now });
  });
  afterEach(() => t.close());

  const page = async (query = '') => {
    const body = await t.getJson<AuditPage>(`/audit${query}`);
    // The contract wraps the page in a list; the broker answers the page itself (see the report on the contract).
    expect(getAuditResponse.safeParse(body).success).toBe(true);
    return body;
  };

  it('starts with the seeded history, newest first, paged', async () => {
    const all = await page();
    // The seed, and the test's own login.
    expect(all.meta).toEqual({ page: 1, limit: 100, count: 12, hasnext: false });
    const [login, schema] = all.data;
    expect(login).toMatchObject({ operation_id: '/login', operation_type: 'login', source: 'admin', http_status_code: 200, operation_result: 'success', from: 'dashboard', source_ip: '127.0.0.1', node: 'emqx@node1.emqx.io' });
    expect(login?.http_request.body).toEqual({ username: 'admin', password: '******' });
    expect(schema).toMatchObject({ operation_id: '/schema_registry/{name}', http_method: 'put', http_request: { bindings: { name: 'sensor_reading' } } });
    const failed = await page('?operation_result=failure');
    expect(failed.data.map((e) => [e.source, e.http_status_code, e.failure])).toEqual([
      ['operator', 401, { code: 'BAD_USERNAME_OR_PWD', message: 'Auth failed' }],
      ['noc-viewer', 403, { code: 'UNAUTHORIZED_ROLE', message: "You don't have permission to access this resource" }],
    ]);
    // An API key's change and a command line's, each found by how it came in.
    expect((await page('?from=rest_api')).data).toEqual([
      expect.objectContaining({ source: 'ci-pipeline', source_ip: '10.20.8.3', operation_id: '/rules/{id}', http_method: 'put' }),
    ]);
    expect((await page('?source_ip=10.20.8.3')).data).toHaveLength(1);
    expect((await page('?from=cli')).data).toEqual([expect.objectContaining({ operation_type: 'conf', args: ['conf', 'load', '--merge', 'etc/limits.hocon'] })]);
    const second = await page('?limit=4&page=2');
    expect(second.meta).toEqual({ page: 2, limit: 4, count: 12, hasnext: true });
    expect(second.data).toHaveLength(4);
  });

  it('records each change with its user, operation, masked body and status; not reads, nor high-frequency calls', async () => {
    clock.advance(60_000);
    const created = await t.api('/schema_registry', send('POST', { name: 'audited', type: 'json', source: '{}' }));
    expect(created.status).toBe(201);
    await t.api('/schema_registry', send('POST', { name: 'audited', type: 'json', source: '{}' }));
    await t.api('/schema_registry/audited', { method: 'DELETE' });
    await t.api('/users/admin/change_pwd', send('POST', { old_pwd: 'wrong', new_pwd: 'Secret#2025' }));
    await t.api('/clients/gone', { method: 'DELETE' });
    await t.getJson('/schema_registry');
    const viewer = await t.login(VIEWER.username, VIEWER.password);
    await t.api('/schema_registry/sensor_reading', { method: 'DELETE', token: viewer });
    await t.api('/schema_registry/sensor_reading', { method: 'DELETE', token: 'no-such-token' });

    const recent = await page(`?gte_created_at=${encodeURIComponent(new Date(clock.now()).toISOString())}`);
    expect(recent.data.map((e) => [e.source, e.http_method, e.operation_id, e.http_status_code])).toEqual([
      ['noc-viewer', 'delete', '/schema_registry/{name}', 403],
      ['noc-viewer', 'post', '/login', 200],
      ['admin', 'post', '/users/{username}/change_pwd', 400],
      ['admin', 'delete', '/schema_registry/{name}', 204],
      ['admin', 'post', '/schema_registry', 400],
      ['admin', 'post', '/schema_registry', 201],
    ]);
    const [, , changePwd, , taken, made] = recent.data;
    expect(made).toMatchObject({ created_at: createdAt(clock.now()), operation_type: 'schema_registry', operation_result: 'success', http_request: { method: 'post', body: { name: 'audited', type: 'json', source: '{}' } } });
    expect(made?.http_request.headers.authorization).toBe('******');
    expect(taken).toMatchObject({ operation_result: 'failure', failure: { code: 'ALREADY_EXISTS', message: 'Schema already exists' } });
    expect(changePwd?.http_request).toMatchObject({ bindings: { username: 'admin' }, body: { old_pwd: '******', new_pwd: '******' } });

    const mine = await page('?source=admin&http_method=post&operation_type=schema_registry');
    expect(mine.data.map((e) => e.http_status_code)).toEqual([400, 201]);
    await expectContractViolation(await t.api('/audit?gte_created_at=soon'), /gte_created_at/);
  });

  it('records a change made with an API key from rest_api, the key as its source', async () => {
    const created = await t.api('/api_key', send('POST', { name: 'audit-ci', enable: true, role: 'administrator' }));
    const { api_key: key, api_secret: secret } = (await created.json()) as { api_key: string; api_secret: string };
    const basic = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
    const made = await t.api('/banned', { ...send('POST', { as: 'clientid', who: 'audited-by-key' }), token: null, headers: { 'content-type': 'application/json', authorization: basic } });
    expect(made.status).toBe(200);
    const [entry] = (await page('?from=rest_api&operation_type=banned')).data;
    expect(entry).toMatchObject({ from: 'rest_api', source: key, operation_id: '/banned', http_status_code: 200 });
  });
});
