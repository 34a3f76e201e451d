import { getApiKeyByNameResponse, getApiKeyResponse, postApiKeyResponse, putApiKeyByNameResponse } from '../src/generated/zod/api-keys/api-keys.zod';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

interface ApiKey {
  name: string;
  api_key: string;
  api_secret?: string;
  expired_at: string;
  created_at: string;
  desc: string;
  enable: boolean;
  expired: boolean;
  role: string;
}

const DAY = 86_400_000;

describe('sandbox API keys', () => {
  const clock = manualClock();
  let t: TestSandbox;
  const list = () => t.getJson<ApiKey[]>('/api_key');

  beforeAll(async () => {
    t = await startTestSandbox({ now: clock.now, clients: 20 });
  });
  afterAll(() => t.close());

  it('lists keys as the broker does, a bare array without any secret, valid against the contract', async () => {
    const keys = await list();
    expect(getApiKeyResponse.safeParse(keys).success).toBe(true);
    expect(keys.map((k) => k.name)).toEqual(['grafana-exporter', 'ci_deploy', 'line-7-publisher']);
    for (const key of keys) expect(key).not.toHaveProperty('api_secret');
    expect(keys.find((k) => k.name === 'ci_deploy')?.expired).toBe(true);
    expect(keys.find((k) => k.name === 'grafana-exporter')).toMatchObject({ expired: false, expired_at: 'infinity', role: 'viewer' });
  });

  it('shows the secret in the answer to the creation and never again', async () => {
    const expiredAt = new Date(clock.now() + 30 * DAY).toISOString();
    const res = await t.api('/api_key', send('POST', { name: 'billing-sync', expired_at: expiredAt, desc: 'Billing', enable: true, role: 'viewer' }));
    expect(res.status).toBe(200);
    const created = (await res.json()) as ApiKey;
    expect(postApiKeyResponse.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({ name: 'billing-sync', expired_at: expiredAt, desc: 'Billing', enable: true, role: 'viewer', expired: false });
    expect(created.api_key).toMatch(/^[0-9a-f]{16}$/);
    expect(created.api_secret?.length).toBeGreaterThan(30);

    const one = await t.getJson<ApiKey>('/api_key/billing-sync');
    expect(getApiKeyByNameResponse.safeParse(one).success).toBe(true);
    expect(one.api_key).toBe(created.api_key);
    expect(JSON.stringify(one)).not.toContain(created.api_secret);
    expect(JSON.stringify(await list())).not.toContain(created.api_secret);
  });

  it('checks the name and the role, and refuses a name already taken', async () => {
    const bad = await Promise.all(
      [{ name: '' }, { name: '1st-key' }, { name: 'with space' }, { name: 'x'.repeat(257) }, { name: 'ok', role: 'root' }, { name: 'billing-sync' }].map((body) =>
        t.api('/api_key', send('POST', body)),
      ),
    );
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(((await bad[5]?.json()) as { message: string }).message).toBe('name_already_existed');
    await expectContractViolation(await t.api('/api_key', send('POST', { name: 'k', expired_at: 'next week' })), 'body.expired_at');
  });

  it('updates enable, description, role and expiry; a key past its expiry reads expired', async () => {
    const res = await t.api('/api_key/billing-sync', send('PUT', { enable: false, desc: 'Billing (paused)', role: 'publisher', expired_at: new Date(clock.now() + 60_000).toISOString() }));
    expect(res.status).toBe(200);
    const updated = (await res.json()) as ApiKey;
    expect(putApiKeyByNameResponse.safeParse(updated).success).toBe(true);
    expect(updated).toMatchObject({ enable: false, desc: 'Billing (paused)', role: 'publisher', expired: false });
    // Within the token's hour: the admin stays logged in.
    clock.advance(2 * 60_000);
    expect((await t.getJson<ApiKey>('/api_key/billing-sync')).expired).toBe(true);
    expect((await t.api('/api_key/billing-sync', send('PUT', { expired_at: 'infinity' }))).status).toBe(200);
    expect((await t.getJson<ApiKey>('/api_key/billing-sync')).expired).toBe(false);
    expect((await t.api('/api_key/nope', send('PUT', { enable: true }))).status).toBe(404);
  });

  it('resets what a PUT leaves out to the schema defaults, role administrator and no expiry, and keeps desc and enable', async () => {
    await t.api('/api_key', send('POST', { name: 'partial-put', desc: 'kept', enable: true, role: 'viewer', expired_at: new Date(clock.now() + DAY).toISOString() }));
    const res = await t.api('/api_key/partial-put', send('PUT', { enable: false }));
    expect(await res.json()).toMatchObject({ enable: false, desc: 'kept', role: 'administrator', expired_at: 'infinity' });
    await t.api('/api_key/partial-put', { method: 'DELETE' });
  });

  it('answers a missing key with the broker\'s words, and a malformed name in the path with 400 before any lookup', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const missing = await t.api('/api_key/EMQX-API-KEY-NO-EXIST', method === 'PUT' ? send('PUT', { enable: false }) : { method });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Name NOT FOUND' });
      const malformed = await t.api('/api_key/9lives', method === 'PUT' ? send('PUT', { enable: false }) : { method });
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { code: string }).code).toBe('BAD_REQUEST');
    }
  });

  it('deletes a key once', async () => {
    expect((await t.api('/api_key/billing-sync', { method: 'DELETE' })).status).toBe(204);
    expect((await t.api('/api_key/billing-sync', { method: 'DELETE' })).status).toBe(404);
    expect((await t.api('/api_key/billing-sync')).status).toBe(404);
  });

  it('refuses every change to a viewer', async () => {
    const viewer = await t.login('noc-viewer', 'viewer#2024');
    const refused = await t.api('/api_key', { ...send('POST', { name: 'sneaky' }), token: viewer });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'UNAUTHORIZED_ROLE', message: "You don't have permission to access this resource" });
    expect((await t.api('/api_key', { token: viewer })).status).toBe(200);
  });
});
