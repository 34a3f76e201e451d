/**
 * API keys as HTTP Basic credentials (emqx_dashboard:authorize/1 → emqx_mgmt_auth:authorize/4):
 * forbidden paths, enabled, not expired, the secret, then the key's role.
 */
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

const DAY = 86_400_000;
const basic = (key: string, secret: string): string => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;

describe('sandbox API keys as Basic credentials', () => {
  const clock = manualClock();
  let t: TestSandbox;
  let key: { api_key: string; api_secret: string };
  const withKey = (path: string, credentials: string, init: RequestInit = {}) => t.api(path, { ...init, token: null, headers: { authorization: credentials } });

  beforeAll(async () => {
    t = await startTestSandbox({ now: clock.now, clients: 20 });
    const res = await t.api('/api_key', send('POST', { name: 'ops-automation', desc: '', enable: true, expired_at: new Date(clock.now() + DAY).toISOString() }));
    key = (await res.json()) as typeof key;
  });
  afterAll(() => t.close());

  it('lets an enabled administrator key read and change what a token may', async () => {
    expect((await withKey('/nodes', basic(key.api_key, key.api_secret))).status).toBe(200);
    const banned = await withKey('/banned', basic(key.api_key, key.api_secret), send('POST', { as: 'clientid', who: 'api-key-ban', until: new Date(clock.now() + DAY).toISOString() }));
    expect(banned.status).toBe(200);
    expect((await withKey('/banned/clientid/api-key-ban', basic(key.api_key, key.api_secret), { method: 'DELETE' })).status).toBe(204);
  });

  it('refuses /users, /api_key and /logout to any key, before looking the key up', async () => {
    for (const [path, resource] of [['/users', 'users'], ['/api_key', 'api_key'], ['/api_key/ops-automation', 'api_key']] as const) {
      for (const credentials of [basic(key.api_key, key.api_secret), basic('no-such-key', 'x')]) {
        const res = await withKey(path, credentials);
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Basic Realm="emqx-dashboard"');
        expect(await res.json()).toEqual({ code: 'API_KEY_NOT_ALLOW', message: `Please use bearer Token instead, using API key/secret in ${resource} path is not permitted` });
      }
    }
    const logout = await withKey('/logout', basic(key.api_key, key.api_secret), send('POST', { username: 'admin' }));
    expect(((await logout.json()) as { code: string }).code).toBe('API_KEY_NOT_ALLOW');
  });

  it('answers 401 BAD_API_KEY_OR_SECRET for an unknown key, a wrong secret, a disabled or an expired key', async () => {
    const refusedWith = async (credentials: string) => {
      const res = await withKey('/nodes', credentials);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Basic Realm="emqx-dashboard"');
      expect(await res.json()).toEqual({ code: 'BAD_API_KEY_OR_SECRET', message: 'Check api_key/api_secret' });
    };
    await refusedWith(basic('0000000000000000', key.api_secret));
    await refusedWith(basic(key.api_key, `${key.api_secret}x`));
    // Seeded: line-7-publisher is disabled, ci_deploy expired five days ago.
    const seeded = (name: string) => t.state.apiKeys.get(name)!;
    await refusedWith(basic(seeded('line-7-publisher').apiKey, seeded('line-7-publisher').apiSecret));
    await refusedWith(basic(seeded('ci_deploy').apiKey, seeded('ci_deploy').apiSecret));
    // A key still works in the second it expires, and not a second later.
    clock.advance(DAY);
    expect((await withKey('/nodes', basic(key.api_key, key.api_secret))).status).toBe(200);
    clock.advance(1000);
    await refusedWith(basic(key.api_key, key.api_secret));
    clock.advance(-DAY - 1000);
  });

  it('holds a key to its role: a viewer reads, a publisher only publishes', async () => {
    const viewer = t.state.apiKeys.get('grafana-exporter')!;
    expect((await withKey('/nodes', basic(viewer.apiKey, viewer.apiSecret))).status).toBe(200);
    const write = await withKey('/banned', basic(viewer.apiKey, viewer.apiSecret), send('POST', { as: 'clientid', who: 'x' }));
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ code: 'UNAUTHORIZED_ROLE', message: "This API Key don't have permission to access this resource" });

    const publisher = t.state.apiKeys.get('line-7-publisher')!;
    publisher.enable = true;
    const creds = basic(publisher.apiKey, publisher.apiSecret);
    expect((await withKey('/nodes', creds)).status).toBe(403);
    const published = await withKey('/publish', creds, send('POST', { topic: 'devices/legacy/heartbeat', payload: 'hi' }));
    expect([200, 202]).toContain(published.status);
  });

  it('leaves the public operations alone whatever the credentials', async () => {
    expect((await withKey('/status', basic('nobody', 'nothing'))).status).toBe(200);
  });
});
