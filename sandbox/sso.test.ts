import { getSsoByBackendResponse, getSsoResponse, getSsoRunningResponse, postSsoLoginByBackendResponse } from '../src/generated/zod/dashboard-single-sign-on/dashboard-single-sign-on.zod';
import { send, startTestSandbox, type TestSandbox } from './test-support';

interface LoginMeta {
  username: string;
  role: string;
  token: string;
  version: string;
  license: { edition: string };
  backend: string;
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

const metaOf = (location: string): LoginMeta => {
  const encoded = /[?&]login_meta=([^&#]*)/.exec(location)?.[1] ?? '';
  return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as LoginMeta;
};

describe('sandbox dashboard single sign-on', () => {
  let t: TestSandbox;
  const ldapLogin = (username: string, password: string) => t.api('/sso/login/ldap', { ...send('POST', { backend: 'ldap', username, password }), token: null });
  const ldapConfig = async () => t.getJson<Record<string, unknown>>('/sso/ldap');

  beforeAll(async () => {
    t = await startTestSandbox({ clients: 10 });
  });
  afterAll(() => t.close());

  it('lists the seeded backends: LDAP and OIDC running, SAML configured but disabled', async () => {
    const list = await t.getJson('/sso');
    expect(getSsoResponse.parse(list)).toEqual([
      { backend: 'ldap', enable: true, running: true, last_error: '' },
      { backend: 'oidc', enable: true, running: true, last_error: '' },
      { backend: 'saml', enable: false, running: false, last_error: '' },
    ]);
    const running = await t.api('/sso/running', { token: null });
    expect(getSsoRunningResponse.parse(await running.json())).toEqual(['ldap', 'oidc']);
  });

  it('logs an LDAP user in like /login, with the role the SSO user has (viewer on a first login)', async () => {
    const res = await ldapLogin('alice', 'alice-secret');
    expect(res.status).toBe(200);
    const meta = (await res.json()) as LoginMeta;
    // The broker's login_meta says `ee` where the document's enum has `enterprise` (as POST /login: sandbox/README.md).
    expect(postSsoLoginByBackendResponse.safeParse({ ...meta, license: { edition: 'enterprise' } }).success).toBe(true);
    expect(meta).toMatchObject({ username: 'alice', role: 'administrator', backend: 'ldap', version: '5.8.1', license: { edition: 'ee' } });
    expect((await t.api('/nodes', { token: meta.token })).status).toBe(200);

    const bob = (await (await ldapLogin('bob', 'bob-secret')).json()) as LoginMeta;
    expect(bob.role).toBe('viewer');
    const refused = await t.api('/sso/saml', { ...send('DELETE'), token: bob.token });
    expect(refused.status).toBe(403);
  });

  it('refuses wrong passwords and unknown users with the broker’s 401', async () => {
    for (const [username, password] of [
      ['alice', 'wrong'],
      ['mallory', 'alice-secret'],
      ['svc-backup', 'backup-secret'],
    ] as const) {
      const res = await ldapLogin(username, password);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 'BAD_USERNAME_OR_PWD', message: 'Auth failed' });
    }
  });

  it('masks secrets, keeps a masked secret sent back, and refuses logins while LDAP is disabled', async () => {
    const config = await ldapConfig();
    expect(getSsoByBackendResponse.safeParse(config).success).toBe(true);
    expect(config).toMatchObject({ backend: 'ldap', password: '******', server: 'ldap.northwind.example:389', filter: '(& (objectClass=person) (uid=${username}))' });
    // The checked config's durations are milliseconds; a PUT takes them as the document's strings.
    expect(config).toMatchObject({ query_timeout: 5000, request_timeout: 10000 });
    Object.assign(config, { query_timeout: '5s', request_timeout: '10s' });

    const off = await t.api('/sso/ldap', send('PUT', { ...config, enable: false }));
    expect(off.status).toBe(200);
    expect(((await off.json()) as Record<string, unknown>).password).toBe('******');
    expect(await (await t.api('/sso/running', { token: null })).json()).toEqual(['oidc']);
    expect((await ldapLogin('alice', 'alice-secret')).status).toBe(401);

    await t.api('/sso/ldap', send('PUT', { ...config, enable: true }));
    expect((await ldapLogin('alice', 'alice-secret')).status).toBe(200);

    // A wrong bind password is saved; the resource then cannot reach the directory.
    expect((await t.api('/sso/ldap', send('PUT', { ...config, password: 'not-it' }))).status).toBe(200);
    expect((await t.getJson<unknown[]>('/sso'))[0]).toEqual({ backend: 'ldap', enable: true, running: false, last_error: 'Resource not valid, status: disconnected' });
    expect((await ldapLogin('alice', 'alice-secret')).status).toBe(401);
    t.state.sso.configs.get('ldap')!.password = 'console-bind-secret';
  });

  it('refuses a body for another backend, and deletes a backend once', async () => {
    const wrong = await t.api('/sso/ldap', send('PUT', { backend: 'saml', enable: false }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: 'BAD_REQUEST', message: 'Reason: invalid_config' });

    const saml = await t.getJson('/sso/saml');
    expect((await t.api('/sso/saml', send('DELETE'))).status).toBe(204);
    const gone = await t.api('/sso/saml');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ code: 'BACKEND_NOT_FOUND', message: 'Backend not found' });
    expect((await t.api('/sso/saml', send('DELETE'))).status).toBe(404);
    expect((await t.api('/sso/login/saml', { ...send('POST', { backend: 'saml' }), token: null })).status).toBe(404);
    expect((await t.api('/sso/saml', send('PUT', saml))).status).toBe(200);
  });

  it('runs the OIDC round trip: login → IdP sign-in → callback → dashboard_addr/?login_meta', async () => {
    const login = await t.api('/sso/login/oidc', { ...send('POST', { backend: 'oidc' }), token: null, redirect: 'manual' });
    expect(login.status).toBe(302);
    const authorize = new URL(login.headers.get('location')!);
    expect(authorize.href.startsWith(`${t.sandbox.url}/sandbox-idp/authorize?`)).toBe(true);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.sandbox.url}/api/v5/sso/oidc/callback`);

    const page = await fetch(authorize);
    expect(await page.text()).toContain('Continue as Carol Nguyen (carol)');

    const approved = await fetch(`${t.sandbox.url}/sandbox-idp/authorize`, form({ ...Object.fromEntries(authorize.searchParams), sub: 'u-1001' }));
    expect(approved.status).toBe(302);
    const callback = approved.headers.get('location')!;
    expect(callback.startsWith(`${t.sandbox.url}/api/v5/sso/oidc/callback?code=`)).toBe(true);

    const back = await fetch(callback, { redirect: 'manual' });
    expect(back.status).toBe(302);
    const target = back.headers.get('location')!;
    expect(target.startsWith(`${t.sandbox.url}/?login_meta=`)).toBe(true);
    const meta = metaOf(target);
    expect(meta).toMatchObject({ username: 'carol', role: 'administrator', backend: 'oidc', version: '5.8.1' });
    expect((await t.api('/nodes', { token: meta.token })).status).toBe(200);

    // The state is good once: the same callback again finds no session.
    const replay = await fetch(callback, { redirect: 'manual' });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ code: 'BAD_USERNAME_OR_PWD', message: 'session_not_exists' });
  });

  it('refuses callbacks with a state it did not hand out, a code the IdP did not issue, or no state', async () => {
    const callback = (query: string) => fetch(`${t.sandbox.url}/api/v5/sso/oidc/callback${query}`, { redirect: 'manual' });
    const unknown = await callback('?state=forged&code=whatever');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ code: 'BAD_USERNAME_OR_PWD', message: 'session_not_exists' });

    const noState = await callback('?code=whatever');
    expect(noState.status).toBe(400);
    expect(await noState.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid query string' });

    const login = await t.api('/sso/login/oidc', { ...send('POST', { backend: 'oidc' }), token: null, redirect: 'manual' });
    const state = new URL(login.headers.get('location')!).searchParams.get('state')!;
    const badCode = await callback(`?state=${state}&code=not-issued`);
    expect(badCode.status).toBe(401);
    expect(((await badCode.json()) as { message: string }).message).toContain('invalid_grant');
  });

  it('logs a new OIDC user in as a viewer', async () => {
    const login = await t.api('/sso/login/oidc', { ...send('POST', { backend: 'oidc' }), token: null, redirect: 'manual' });
    const authorize = new URL(login.headers.get('location')!);
    const approved = await fetch(`${t.sandbox.url}/sandbox-idp/authorize`, form({ ...Object.fromEntries(authorize.searchParams), sub: 'u-1002' }));
    const back = await fetch(approved.headers.get('location')!, { redirect: 'manual' });
    expect(metaOf(back.headers.get('location')!)).toMatchObject({ username: 'dave', role: 'viewer', backend: 'oidc' });
  });

  it('runs SAML once enabled against the sandbox IdP’s metadata, and refuses a replayed response', async () => {
    const saml = await t.getJson<Record<string, unknown>>('/sso/saml');
    const elsewhere = await t.api('/sso/saml', send('PUT', { ...saml, enable: true, idp_metadata_url: 'https://idp.invalid/metadata' }));
    expect(await elsewhere.json()).toEqual({ code: 'BAD_REQUEST', message: 'Failed to load metadata' });
    expect((await t.api('/sso/saml', send('PUT', { ...saml, enable: true }))).status).toBe(200);
    expect(await (await t.api('/sso/running', { token: null })).json()).toEqual(['ldap', 'oidc', 'saml']);
    expect((await t.api('/sso/saml/metadata')).headers.get('content-type')).toBe('text/xml');

    const login = await t.api('/sso/login/saml', { ...send('POST', { backend: 'saml' }), token: null, redirect: 'manual' });
    const sso = new URL(login.headers.get('location')!);
    expect(sso.pathname).toBe('/sandbox-idp/saml/sso');
    const acs = `${t.sandbox.url}/api/v5/sso/saml/acs`;
    const posted = await (await fetch(`${t.sandbox.url}/sandbox-idp/saml/sso`, form({ acs, sub: 'u-1002' }))).text();
    const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(posted)![1]!;
    const back = await fetch(acs, form({ SAMLResponse: samlResponse }));
    expect(back.status).toBe(302);
    expect(metaOf(back.headers.get('location')!)).toMatchObject({ username: 'dave', role: 'viewer', backend: 'saml' });
    const replay = await fetch(acs, form({ SAMLResponse: samlResponse }));
    expect(replay.status).toBe(403);
  });
});
