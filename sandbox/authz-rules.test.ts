import {
  getAuthorizationSourcesBuiltInDatabaseRulesAllResponse,
  getAuthorizationSourcesBuiltInDatabaseRulesClientsByClientidResponse,
  getAuthorizationSourcesBuiltInDatabaseRulesClientsResponse,
  getAuthorizationSourcesBuiltInDatabaseRulesUsersResponse,
} from '../src/generated/zod/authorization/authorization.zod';
import { expectContractViolation, send, startTestSandbox, type TestSandbox } from './test-support';

interface Page<Who extends string> {
  data: (Record<Who, string> & { rules: Record<string, unknown>[] })[];
  meta: { page: number; limit: number; count?: number; hasnext: boolean };
}

const RULES = '/authorization/sources/built_in_database/rules';
const client = (id: string) => `${RULES}/clients/${encodeURIComponent(id)}`;
const user = (name: string) => `${RULES}/users/${encodeURIComponent(name)}`;
const publish = (topic: string) => ({ permission: 'allow', action: 'publish', topic });

describe('sandbox built-in database authorization rules', () => {
  let t: TestSandbox;

  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0 });
  });
  afterEach(() => t.close());

  it('pages the seeded users with a count, and searches by substring without one', async () => {
    const first = await t.getJson<Page<'username'>>(`${RULES}/users?page=1&limit=20`);
    expect(getAuthorizationSourcesBuiltInDatabaseRulesUsersResponse.safeParse(first).success).toBe(true);
    expect(first.data).toHaveLength(20);
    expect(first.meta).toEqual({ page: 1, limit: 20, count: 24, hasnext: true });
    const second = await t.getJson<Page<'username'>>(`${RULES}/users?page=2&limit=20`);
    expect(second.data).toHaveLength(4);
    expect(second.meta.hasnext).toBe(false);
    const found = await t.getJson<Page<'username'>>(`${RULES}/users?like_username=fleet`);
    expect(found.data.map((u) => u.username)).toEqual(['fleet-manager']);
    expect(found.meta.count).toBeUndefined();
    await expectContractViolation(await t.api(`${RULES}/users?page=0`), /page must be >= 1/);
  });

  it('answers the rules with their QoS and retain defaults, subscribe rules without retain', async () => {
    const clients = await t.getJson<Page<'clientid'>>(`${RULES}/clients?like_clientid=line-1`);
    expect(getAuthorizationSourcesBuiltInDatabaseRulesClientsResponse.safeParse(clients).success).toBe(true);
    expect(clients.data[0]).toEqual({
      clientid: 'sensor/line-1 #7',
      rules: [
        { permission: 'allow', action: 'publish', topic: 'factory/line-1/${clientid}/telemetry', qos: [0, 1], retain: 'all' },
        { permission: 'deny', action: 'subscribe', topic: 'factory/#', qos: [0, 1, 2] },
      ],
    });
  });

  it('creates, reads, replaces and deletes a client, its ID encoded in the path', async () => {
    const id = 'plant/α 1';
    expect((await t.api(`${RULES}/clients`, send('POST', [{ clientid: id, rules: [publish('a/${clientid}')] }]))).status).toBe(204);
    const read = await t.getJson(client(id));
    expect(getAuthorizationSourcesBuiltInDatabaseRulesClientsByClientidResponse.safeParse(read).success).toBe(true);
    expect(read).toEqual({ clientid: id, rules: [{ ...publish('a/${clientid}'), qos: [0, 1, 2], retain: 'all' }] });

    const again = await t.api(`${RULES}/clients`, send('POST', [{ clientid: id, rules: [] }]));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'ALREADY_EXISTS' });

    const replaced = { clientid: id, rules: [{ permission: 'deny', action: 'subscribe', topic: 'b/#', qos: [2] }] };
    expect((await t.api(client(id), send('PUT', replaced))).status).toBe(204);
    expect(await t.getJson(client(id))).toEqual(replaced);
    expect((await t.api(client(id), send('PUT', { ...replaced, clientid: 'other' }))).status).toBe(400);

    expect((await t.api(client(id), { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(client(id))).status).toBe(404);
    expect((await t.api(client(id), { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a duplicate user with 409, an empty username, an empty topic and more rules than max_rules', async () => {
    const taken = await t.api(`${RULES}/users`, send('POST', [{ username: 'dashboard', rules: [] }]));
    expect(taken.status).toBe(409);
    expect((await t.api(`${RULES}/users`, send('POST', [{ username: '', rules: [] }]))).status).toBe(400);
    expect((await t.api(`${RULES}/users`, send('POST', [{ username: 'x', rules: [publish('')] }]))).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => publish(`t/${i}`));
    expect((await t.api(`${RULES}/users`, send('POST', [{ username: 'x', rules: many }]))).status).toBe(400);
    expect((await t.api(user('x'))).status).toBe(404);
  });

  it('refuses a rule the contract does not allow before it reaches the rules', async () => {
    const bad = await t.api(`${RULES}/users`, send('POST', [{ username: 'x', rules: [{ permission: 'maybe', action: 'publish', topic: 't' }] }]));
    await expectContractViolation(bad, /permission/);
    expect((await t.api(user('x'))).status).toBe(404);
  });

  it('replaces and clears the rules for everyone', async () => {
    const all = await t.getJson<{ rules: unknown[] }>(`${RULES}/all`);
    expect(getAuthorizationSourcesBuiltInDatabaseRulesAllResponse.safeParse(all).success).toBe(true);
    expect(all.rules).toHaveLength(3);
    expect((await t.api(`${RULES}/all`, send('POST', { rules: [publish('x/${username}')] }))).status).toBe(204);
    expect(await t.getJson(`${RULES}/all`)).toEqual({ rules: [{ ...publish('x/${username}'), qos: [0, 1, 2], retain: 'all' }] });
    expect((await t.api(`${RULES}/all`, { method: 'DELETE' })).status).toBe(204);
    expect(await t.getJson(`${RULES}/all`)).toEqual({ rules: [] });
  });

  it('deletes every rule at once once the source is disabled, and is not taken for a source type', async () => {
    const enabled = await t.api(RULES, { method: 'DELETE' });
    expect(await enabled.json()).toEqual({ code: 'BAD_REQUEST', message: "'built_in_database' type source must be disabled before purge." });
    expect((await t.api('/authorization/sources/built_in_database', send('PUT', { type: 'built_in_database', enable: false, max_rules: 100 }))).status).toBe(204);
    expect((await t.api(RULES, { method: 'DELETE' })).status).toBe(204);
    expect((await t.getJson<Page<'clientid'>>(`${RULES}/clients`)).data).toEqual([]);
    expect((await t.getJson<Page<'username'>>(`${RULES}/users`)).meta.count).toBe(0);
    expect(await t.getJson(`${RULES}/all`)).toEqual({ rules: [] });
    // The source itself is still there.
    expect(await t.getJson('/authorization/sources/built_in_database')).toMatchObject({ type: 'built_in_database' });
  });

  it('answers 404 on every rules operation once the source is gone (the is_configured_authz_source filter)', async () => {
    expect((await t.api('/authorization/sources/built_in_database', { method: 'DELETE' })).status).toBe(204);
    for (const path of [`${RULES}/users`, `${RULES}/clients/x`, `${RULES}/all`]) {
      expect(await (await t.api(path)).json()).toEqual({ code: 'NOT_FOUND', message: 'Not found: built_in_database' });
    }
  });
});
