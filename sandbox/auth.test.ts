import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiDocumentPath } from '../scripts/openapi/source';
import { startSandbox } from './server';
import { createSandboxState, VIEWER } from './state';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

describe('sandbox token expiry', () => {
  const clock = manualClock();
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ clients: 100, now: clock.now });
  });
  afterAll(() => t.close());

  it('keeps a token alive while it is used (sliding expiry) and times it out after dashboard.token_expired_time', async () => {
    const token = await t.login();
    for (let i = 0; i < 3; i++) {
      clock.advance(40 * 60_000);
      expect((await t.api('/nodes', { token })).status).toBe(200);
    }
    clock.advance(61 * 60_000);
    const expired = await t.api('/nodes', { token });
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { code: string }).code).toBe('TOKEN_TIME_OUT');
  });
});

describe('sandbox auth and server', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ clients: 300 });
  });
  afterAll(() => t.close());

  it('logs in with admin/public like EMQX', async () => {
    const res = await t.api('/login', { token: null, ...send('POST', { username: 'admin', password: 'public' }) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; version: string; license: { edition: string }; role: string };
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.version).toBe('5.8.1');
    // What EMQX itself sends; scripts/openapi/corrections.ts adds it to the documented enum.
    expect(body.license.edition).toBe('ee');
    expect(body.role).toBe('administrator');
  });

  it('rejects a bad password with 401 BAD_USERNAME_OR_PWD', async () => {
    const res = await t.api('/login', { token: null, ...send('POST', { username: 'admin', password: 'nope' }) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'BAD_USERNAME_OR_PWD', message: 'Auth failed' });
  });

  it('answers 401 without a token and with an unknown token', async () => {
    const none = await t.api('/nodes', { token: null });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: string }).code).toBe('AUTHORIZATION_HEADER_ERROR');

    const unknown = await t.api('/nodes', { token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    expect(((await unknown.json()) as { code: string }).code).toBe('BAD_TOKEN');
  });

  it('invalidates the token on logout', async () => {
    const token = await t.login();
    expect((await t.api('/logout', { token, ...send('POST', { username: 'admin' }) })).status).toBe(204);
    expect((await t.api('/nodes', { token })).status).toBe(401);
  });

  it('changes a password, revoking the user’s tokens', async () => {
    await t.api('/users', send('POST', { username: 'ops1', password: 'first-pass1', role: 'viewer', description: 'ops' }));
    const token = await t.login('ops1', 'first-pass1');
    const wrong = await t.api('/users/ops1/change_pwd', send('POST', { old_pwd: 'nope', new_pwd: 'second-pass2' }));
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('ERROR_PWD_NOT_MATCH');
    const weak = await t.api('/users/ops1/change_pwd', send('POST', { old_pwd: 'first-pass1', new_pwd: 'short' }));
    expect(weak.status).toBe(400);
    expect((await t.api('/users/ops1/change_pwd', send('POST', { old_pwd: 'first-pass1', new_pwd: 'second-pass2' }))).status).toBe(204);
    expect((await t.api('/nodes', { token })).status).toBe(401);
    await expect(t.login('ops1', 'first-pass1')).rejects.toThrow('401');
    await expect(t.login('ops1', 'second-pass2')).resolves.toBeTypeOf('string');
  });

  it('lets the seeded viewer read, change its own password and log out, and refuses every other change', async () => {
    const token = await t.login(VIEWER.username, VIEWER.password);
    const login = await t.api('/login', send('POST', VIEWER));
    expect(await login.json()).toMatchObject({ role: 'viewer' });
    expect((await t.api('/nodes', { token })).status).toBe(200);
    const put = await t.api('/configs/sys_topics', { token, ...send('PUT', {}) });
    expect(put.status).toBe(403);
    // emqx_dashboard:authorize/1 after emqx_dashboard_rbac:check_rbac/4.
    expect(await put.json()).toEqual({ code: 'UNAUTHORIZED_ROLE', message: "You don't have permission to access this resource" });
    expect((await t.api('/clients/c1', { token, method: 'DELETE' })).status).toBe(403);
    expect((await t.api('/logout', { token, ...send('POST', { username: VIEWER.username }) })).status).toBe(204);
  });

  it('manages dashboard users', async () => {
    const users = await t.getJson<{ username: string; role: string; description: string }[]>('/users');
    expect(users).toContainEqual(expect.objectContaining({ username: 'admin', role: 'administrator', description: 'administrator' }));
    expect((await t.api('/users', send('POST', { username: 'bob', password: 'bob-secret-1', description: 'Bob' }))).status).toBe(200);
    const dup = await t.api('/users', send('POST', { username: 'bob', password: 'bob-secret-1' }));
    expect(dup.status).toBe(400);
    const put = await t.api('/users/bob', send('PUT', { role: 'viewer', description: 'Bob (NOC)' }));
    expect(await put.json()).toMatchObject({ username: 'bob', role: 'viewer', description: 'Bob (NOC)' });
    expect(await dup.json()).toEqual({ code: 'BAD_REQUEST', message: 'username_already_exists' });
    const admin = await t.api('/users/admin', { method: 'DELETE' });
    expect(admin.status).toBe(400);
    // The default user is refused first, named as an Erlang binary (emqx_dashboard_api:user/2).
    expect(await admin.json()).toEqual({ code: 'NOT_ALLOWED', message: 'Cannot delete user <<"admin">>' });
    expect((await t.api('/users/bob', { method: 'DELETE' })).status).toBe(204);
    const gone = await t.api('/users/bob', { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'username_not_found' });
  });

  it('serves the OpenAPI document verbatim at /api-docs/swagger.json without a token', async () => {
    const res = await fetch(`${t.sandbox.url}/api-docs/swagger.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const served = Buffer.from(await res.arrayBuffer());
    const file = await readFile(apiDocumentPath());
    expect(served.equals(file)).toBe(true);
  });

  // Loads the generated handlers, which Vitest transforms slowly (see sandbox/README.md).
  it('answers other operations from the generated handlers, and paths outside the API document with a contract violation', async () => {
    const banned = await t.api('/banned');
    expect(banned.status).toBe(200);
    // Faker data: shapes vary from call to call, only the status is stable.
    expect(typeof (await banned.json())).toBe('object');
    await expectContractViolation(await t.api('/no/such/thing'), 'GET /no/such/thing: no operation of the API has this path');
  });
});

describe('sandbox static files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sandbox-static-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
    await writeFile(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('serves a built console with SPA fallback next to the API, on an ephemeral port', async () => {
    const sandbox = await startSandbox({ port: 0, quiet: true, staticDir: dir, state: createSandboxState({ clients: 50 }) });
    try {
      expect(sandbox.port).toBeGreaterThan(0);
      expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
      const index = await fetch(`${sandbox.url}/`);
      expect(index.headers.get('content-type')).toContain('text/html');
      expect(await index.text()).toContain('console');
      const js = await fetch(`${sandbox.url}/assets/app-1234.js`);
      expect(js.headers.get('content-type')).toContain('text/javascript');
      const route = await fetch(`${sandbox.url}/clients/sensor%2Fline-1%20%237`);
      expect(await route.text()).toContain('console');
      expect((await fetch(`${sandbox.url}/assets/missing.js`)).status).toBe(404);
      expect((await fetch(`${sandbox.url}/..%2F..%2Fetc%2Fpasswd`)).status).not.toBe(200);
      expect((await fetch(`${sandbox.url}/api/v5/nodes`)).status).toBe(401);
    } finally {
      await sandbox.close();
    }
  });
});
