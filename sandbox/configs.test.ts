import { parseHocon } from '../src/domain/hocon';
import { expectContractViolation, send, startTestSandbox, type TestSandbox } from './test-support';

type Obj = Record<string, unknown>;

describe('sandbox configuration, listeners, retained messages and alarms', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ clients: 400 });
  });
  afterAll(() => t.close());

  it('returns what the last PUT stored, defaults filling what it left out, and resets', async () => {
    const sysmon = await t.getJson<{ vm: Obj; os: Obj }>('/configs/sysmon');
    expect(sysmon.vm.long_schedule).toBe('240ms');
    const put = await t.api('/configs/sysmon', send('PUT', { ...sysmon, vm: { ...sysmon.vm, long_schedule: '500ms' } }));
    expect(put.status).toBe(200);
    expect(((await t.getJson<{ vm: Obj }>('/configs/sysmon')).vm).long_schedule).toBe('500ms');

    const slow = await t.getJson<Obj>('/slow_subscriptions/settings');
    expect(slow.enable).toBe(false);
    await t.api('/slow_subscriptions/settings', send('PUT', { ...slow, enable: true, threshold: '800ms' }));
    expect(await t.getJson<Obj>('/slow_subscriptions/settings')).toMatchObject({ enable: true, threshold: '800ms', top_k_num: 10 });

    expect((await t.api('/configs_reset/sysmon', { method: 'POST' })).status).toBe(200);
    expect(((await t.getJson<{ vm: Obj }>('/configs/sysmon')).vm).long_schedule).toBe('240ms');
    await expectContractViolation(await t.api('/configs/sysmon', send('PUT', [1, 2])), 'body must be an object, not [1,2]');
  });

  it('stores list roots (topic rewrite, auto subscribe) and answers GET /configs?key=', async () => {
    const rules = [{ action: 'all', source_topic: 'a/#', re: '^a/(.+)$', dest_topic: 'b/$1' }];
    expect((await t.api('/mqtt/topic_rewrite', send('PUT', rules))).status).toBe(200);
    expect(await t.getJson('/mqtt/topic_rewrite')).toEqual(rules);
    await expectContractViolation(await t.api('/mqtt/topic_rewrite', send('PUT', [{ action: 'nope' }])), 'body[0].action must be "subscribe" or "publish" or "all", not "nope"');
    await t.api('/mqtt/auto_subscribe', send('PUT', [{ topic: 'x/${clientid}' }]));
    expect(await t.getJson('/mqtt/auto_subscribe')).toEqual([{ topic: 'x/${clientid}', qos: 0, rh: 0, rap: 0, nl: 0 }]);

    // As JSON only ?ROOT_KEYS come, whatever `key` says (get_configs_v1/1, get_full_config/0).
    const asJson = await t.api('/configs?key=mqtt', { headers: { accept: 'application/json' } });
    expect(Object.keys((await asJson.json()) as Obj)).toEqual(['dashboard', 'alarm', 'sys_topics', 'sysmon', 'log', 'broker', 'file_transfer']);
    // The document's `key` choices do not name zones: they come with the whole configuration, as HOCON text.
    const hoconOf = async <T,>(path: string): Promise<T> => {
      const res = await t.api(path, { headers: { accept: 'text/plain' } });
      expect(res.headers.get('content-type')).toBe('text/plain');
      const parsed = parseHocon(await res.text());
      if ('error' in parsed) throw new Error(`GET ${path}: ${parsed.error.reason}`);
      return parsed.ok as T;
    };
    const zones = await hoconOf<{ zones: { default: { mqtt: Obj } } }>('/configs');
    expect(zones.zones.default.mqtt.max_inflight).toBeDefined();
    // Zones are written as HOCON (JSON is HOCON): merge adds or changes one, replace sets them all.
    const hocon = (body: unknown): RequestInit => ({ method: 'PUT', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) });
    expect((await t.api('/configs?mode=merge', hocon({ zones: { edge: { mqtt: { max_inflight: 64 } } } }))).status).toBe(200);
    const full = await hoconOf<{ zones: Record<string, { mqtt: Obj }> }>('/configs');
    expect(full.zones.edge?.mqtt).toMatchObject({ max_inflight: 64, max_mqueue_len: zones.zones.default.mqtt.max_mqueue_len });
    // Replacing the zones without `default` would drop the zone every other listener uses.
    const refused = await t.api('/configs?mode=replace', hocon({ zones: {} }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'UPDATE_FAILED', message: 'zones: the default zone cannot be removed' });
    expect((await t.api('/configs?mode=replace', hocon({ zones: { default: full.zones.default } }))).status).toBe(200);
    expect(Object.keys((await hoconOf<{ zones: Obj }>('/configs')).zones)).toEqual(['default']);
    // HOCON text is read as the broker reads it; what does not parse is 400 with `{errors}` as JSON text.
    expect((await t.api('/configs', { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'zones { edge { mqtt.max_inflight = 16 } }' })).status).toBe(200);
    expect((await hoconOf<{ zones: Record<string, { mqtt: Obj }> }>('/configs')).zones.edge?.mqtt).toMatchObject({ max_inflight: 16 });
    const unparsable = await t.api('/configs', { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'zones { edge {' });
    expect(unparsable.status).toBe(400);
    expect(unparsable.headers.get('content-type')).toBe('text/plain');
    expect(JSON.parse(await unparsable.text())).toMatchObject({ errors: { type: 'parse_error' } });
    expect(await hoconOf('/configs?key=sys_topics')).toHaveProperty('sys_topics.sys_msg_interval', '1m');
    expect(await hoconOf('/configs?key=gateway')).toEqual({ gateway: {} });
  });

  it('manages listeners by URL-encoded id', async () => {
    const all = await t.getJson<{ id: string; bind: string; status: { running: boolean; current_connections: number } }[]>('/listeners');
    expect(all.map((l) => [l.id, l.bind])).toEqual([
      ['tcp:default', '0.0.0.0:1883'],
      ['ssl:default', '0.0.0.0:8883'],
      ['ws:default', '0.0.0.0:8083'],
      ['wss:default', '0.0.0.0:8084'],
    ]);
    expect(all[0]?.status.current_connections).toBeGreaterThan(0);
    const id = encodeURIComponent('tcp:default');
    expect(await t.getJson(`/listeners/${id}`)).toMatchObject({ id: 'tcp:default', type: 'tcp', running: true, max_connections: 'infinity' });

    const created = await t.api('/listeners', send('POST', { type: 'tcp', name: 'internal', bind: '0.0.0.0:1884', max_connections: 1000 }));
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ id: 'tcp:internal', bind: '0.0.0.0:1884', acceptors: 16, max_connections: 1000 });
    expect((await t.api('/listeners', send('POST', { type: 'tcp', name: 'again', bind: '1884' }))).status).toBe(400);
    const internal = encodeURIComponent('tcp:internal');
    expect(await (await t.api(`/listeners/${internal}`, send('PUT', { type: 'tcp', id: 'tcp:internal', max_connections: 2000 }))).json()).toMatchObject({ max_connections: 2000, bind: '0.0.0.0:1884' });
    expect((await t.api(`/listeners/${internal}/stop`, { method: 'POST' })).status).toBe(200);
    expect(await t.getJson(`/listeners/${internal}`)).toMatchObject({ running: false });
    expect((await t.api(`/listeners/${internal}/start`, { method: 'POST' })).status).toBe(200);
    expect((await t.api(`/listeners/${internal}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(`/listeners/${internal}`)).status).toBe(404);
    expect((await t.api(`/listeners/${encodeURIComponent('bogus')}`)).status).toBe(400);
  });

  it('lists retained messages and reads one by URL-encoded topic, payload in base64', async () => {
    const page = await t.getJson<{ data: { topic: string }[]; meta: { count: number } }>('/mqtt/retainer/messages?limit=1000');
    expect(page.meta.count).toBe(page.data.length);
    const topics = page.data.map((m) => m.topic);
    expect(topics).toEqual(expect.arrayContaining(['xss/test', 'building 7/room 101/temperature', '传感器/温度', 'cam/dock-1/thumbnail']));

    const read = async (topic: string) => t.getJson<{ payload: string; topic: string }>(`/mqtt/retainer/message/${encodeURIComponent(topic)}`);
    expect(Buffer.from((await read('xss/test')).payload, 'base64').toString()).toBe('<img src=x onerror=alert(1)>');
    expect(Buffer.from((await read('building 7/room 101/temperature')).payload, 'base64').toString()).toBe('21.5');
    expect(JSON.parse(Buffer.from((await read('factory/line-1/status')).payload, 'base64').toString())).toHaveProperty('line', 1);
    expect(Buffer.from((await read('cam/dock-1/thumbnail')).payload, 'base64')[0]).toBe(0x89);

    const filtered = await t.getJson<{ data: { topic: string }[] }>(`/mqtt/retainer/messages?topic=${encodeURIComponent('factory/+/status')}`);
    expect(filtered.data).toHaveLength(12);

    const xss = encodeURIComponent('xss/test');
    expect((await t.api(`/mqtt/retainer/message/${xss}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(`/mqtt/retainer/message/${xss}`)).status).toBe(404);
  });

  it('lists activated and deactivated alarms and clears the history', async () => {
    const active = await t.getJson<{ data: { deactivate_at?: string; duration: number }[]; meta: { count: number } }>('/alarms?activated=true');
    expect(active.data.length).toBeGreaterThan(0);
    // emqx_alarm:format/2: an active alarm has no deactivate_at.
    expect(active.data.every((a) => !('deactivate_at' in a) && a.duration > 0)).toBe(true);
    const history = await t.getJson<{ data: unknown[]; meta: { count: number; hasnext: boolean } }>('/alarms?activated=false&limit=10');
    expect(history.meta.count).toBeGreaterThan(10);
    expect(history.meta.hasnext).toBe(true);
    expect((await t.api('/alarms', { method: 'DELETE' })).status).toBe(204);
    expect((await t.getJson<{ data: unknown[] }>('/alarms?activated=false')).data).toEqual([]);
    expect((await t.getJson<{ data: unknown[] }>('/alarms?activated=true')).data.length).toBe(active.data.length);
  });
});
