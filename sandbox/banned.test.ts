import { getBannedResponse } from '../src/generated/zod/banned/banned.zod';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

interface Ban {
  as: string;
  who: string;
  by: string;
  reason: string;
  at: string;
  until: string;
}
interface Page {
  data: Ban[];
  meta: { page: number; limit: number; count?: number; hasnext: boolean };
}

const HOUR = 3_600_000;
const path = (as: string, who: string) => `/banned/${encodeURIComponent(as)}/${encodeURIComponent(who)}`;

describe('sandbox blacklist', () => {
  const clock = manualClock();
  let t: TestSandbox;
  const list = (query = '') => t.getJson<Page>(`/banned${query}`);

  beforeAll(async () => {
    t = await startTestSandbox({ now: clock.now, clients: 20 });
  });
  afterAll(() => t.close());

  it('seeds bans of every kind, for a while or for ever, valid against the contract', async () => {
    const page = await list();
    expect(getBannedResponse.safeParse(page).success).toBe(true);
    expect(new Set(page.data.map((b) => b.as))).toEqual(new Set(['clientid', 'username', 'peerhost', 'peerhost_net', 'clientid_re', 'username_re']));
    expect(page.data.some((b) => b.until === 'infinity')).toBe(true);
    expect(page.meta).toEqual({ page: 1, limit: 100, count: page.data.length, hasnext: false });
    const second = await list('?page=2&limit=3');
    expect(second.data.map((b) => b.who)).toEqual(page.data.slice(3, 6).map((b) => b.who));
    expect(second.meta).toMatchObject({ page: 2, limit: 3, hasnext: true });
  });

  it('filters by one exact value or one regular expression at a time', async () => {
    expect((await list('?clientid=' + encodeURIComponent('sensor/line-9 #3'))).data).toHaveLength(1);
    const fuzzy = await list('?like_peerhost_net=' + encodeURIComponent('^198\\.51'));
    expect(fuzzy.data.map((b) => b.who)).toEqual(['198.51.100.0/24']);
    // A regular expression means a full scan: no count, as the broker answers.
    expect(fuzzy.meta.count).toBeUndefined();
    const two = await t.api('/banned?clientid=a&username=b');
    expect(two.status).toBe(400);
    expect((await t.api('/banned?like_clientid=' + encodeURIComponent('('))).status).toBe(400);
  });

  it('adds a ban until a time, refuses one already over or a duplicate, and checks the value for its kind', async () => {
    const until = new Date(clock.now() + 2 * HOUR).toISOString();
    const res = await t.api('/banned', send('POST', { as: 'clientid', who: 'bad/client 1', reason: 'spam', until }));
    expect(res.status).toBe(200);
    // The ban itself, as emqx_mgmt_api_banned answers (the published document says {data: [ban]}).
    const body = (await res.json()) as Ban;
    expect(body).toMatchObject({ as: 'clientid', who: 'bad/client 1', reason: 'spam', by: 'mgmt_api', until });
    expect(Date.parse(body.at)).toBe(clock.now());

    const again = await t.api('/banned', send('POST', { as: 'clientid', who: 'bad/client 1', until }));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'ALREADY_EXISTS' });

    const past = await t.api('/banned', send('POST', { as: 'username', who: 'late', until: new Date(clock.now() - 1000).toISOString() }));
    expect(past.status).toBe(400);
    expect(((await past.json()) as { message: string }).message).toMatch(/expired/);

    expect((await t.api('/banned', send('POST', { as: 'peerhost', who: '10.0.0.300' }))).status).toBe(400);
    expect((await t.api('/banned', send('POST', { as: 'peerhost_net', who: '10.0.0.0/40' }))).status).toBe(400);
    expect((await t.api('/banned', send('POST', { as: 'clientid_re', who: '[a-' }))).status).toBe(400);
    // No until: banned for ever; epoch seconds are taken too.
    const forever = await t.api('/banned', send('POST', { as: 'peerhost_net', who: '10.8.0.0/16' }));
    expect(((await forever.json()) as Ban).until).toBe('infinity');
    const epoch = await t.api('/banned', send('POST', { as: 'peerhost', who: '2001:db8::1', until: Math.floor(clock.now() / 1000) + 60 }));
    expect(epoch.status).toBe(200);
  });

  it('holds the request to the contract: a kind outside the enum or a date that is not RFC 3339 never reaches it', async () => {
    await expectContractViolation(await t.api('/banned', send('POST', { as: 'ip', who: 'x' })), 'body.as');
    await expectContractViolation(await t.api('/banned', send('POST', { as: 'clientid', who: 'x', until: 'tomorrow' })), 'body.until');
  });

  it('drops a ban from the list once its time has passed', async () => {
    const who = 'flaky-gateway-07';
    expect((await list('?clientid=' + who)).data).toHaveLength(1);
    clock.advance(16 * 60_000);
    expect((await list('?clientid=' + who)).data).toHaveLength(0);
    expect((await list()).data.some((b) => b.who === who)).toBe(false);
    expect((await t.api(path('clientid', who), { method: 'DELETE' })).status).toBe(404);
  });

  it('deletes one ban by kind and value, with the value encoded in the path, then clears all', async () => {
    expect((await t.api(path('peerhost_net', '198.51.100.0/24'), { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(path('peerhost_net', '198.51.100.0/24'), { method: 'DELETE' })).status).toBe(404);
    expect((await t.api(path('clientid', 'bad/client 1'), { method: 'DELETE' })).status).toBe(204);
    await expectContractViolation(await t.api('/banned/ip/x', { method: 'DELETE' }), 'path parameter as');
    expect((await t.api('/banned', { method: 'DELETE' })).status).toBe(204);
    expect((await list()).data).toEqual([]);
  });

  it('refuses every change to a viewer', async () => {
    const viewer = await t.login('noc-viewer', 'viewer#2024');
    expect((await t.api('/banned', { method: 'DELETE', token: viewer })).status).toBe(403);
    expect((await t.api('/banned', { token: viewer })).status).toBe(200);
  });
});
