import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  getTraceByNameLogDetailResponse,
  getTraceByNameLogResponse,
  getTraceResponse,
  postTraceResponse,
} from '../src/generated/zod/trace/trace.zod';
import { readZip, writeZip } from './lib/zip';
import { readLog, appendLog, createLogFile } from './model/trace-log';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

interface Trace {
  name: string;
  type: string;
  status: string;
  start_at: string;
  end_at: string;
  /** Node name to bytes (emqx_mgmt_api_trace:collect_file_size/3). */
  log_size: Record<string, number>;
  [key: string]: unknown;
}
interface LogPage {
  items: string;
  meta: { position: number; bytes: number };
}

const SECOND = 1000;
const path = (name: string, rest = '') => `/trace/${encodeURIComponent(name)}${rest}`;
const epoch = (ms: number) => Math.floor(ms / 1000);

describe('trace log files', () => {
  it('reads by byte position without splitting a character', () => {
    const file = createLogFile(0);
    appendLog(file, 'ab温度\n', 1, 1024);
    // 'ab' is 2 bytes, each of the next two characters 3.
    expect(readLog(file, 0, 4)).toEqual({ text: 'ab', position: 2 });
    expect(readLog(file, 2, 1)).toEqual({ text: '温', position: 5 });
    expect(readLog(file, 5, 100)).toEqual({ text: '度\n', position: 9 });
    expect(readLog(file, 9, 100)).toEqual({ text: '', position: 9 });
    expect(appendLog(file, 'x'.repeat(1020), 2, 1024)).toBe(false);
  });

  it('writes zip archives that unzip reads', () => {
    const bytes = writeZip([
      { name: 'emqx@node1-trace_a_2025-01-15.log', data: new TextEncoder().encode('line 1\nline 2\n'.repeat(50)), modifiedAt: Date.UTC(2025, 0, 15, 9, 30) },
      { name: 'empty.log', data: new Uint8Array(0) },
    ]);
    expect(readZip(bytes).map((e) => [e.name, e.data.length])).toEqual([
      ['emqx@node1-trace_a_2025-01-15.log', 700],
      ['empty.log', 0],
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    writeFileSync(join(dir, 'a.zip'), bytes);
    const listing = spawnSync('unzip', ['-t', join(dir, 'a.zip')], { encoding: 'utf8' });
    if (listing.error) return; // no unzip on this machine: the reader above has checked the bytes
    expect(listing.stdout).toMatch(/No errors detected/);
  });
});

describe('sandbox log traces', () => {
  let t: TestSandbox;
  let clock: ReturnType<typeof manualClock>;

  beforeEach(async () => {
    clock = manualClock();
    t = await startTestSandbox({ clients: 0, now: clock.now });
  });
  afterEach(() => t.close());

  const list = () => t.getJson<Trace[]>('/trace');
  const one = async (name: string) => (await list()).find((trace) => trace.name === name);
  const create = (body: Record<string, unknown>) => t.api('/trace', send('POST', body));
  const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as { code: string; message: string }) });
  const sizeOn = (trace: Trace | undefined, node: string) => trace?.log_size[node] ?? 0;
  // The generated zod still has the published list for log_size until the corrected document is generated.
  const parsable = (trace: Trace) => ({ ...trace, log_size: undefined });

  it('lists the seeded traces newest first, valid against the contract', async () => {
    const traces = await list();
    expect(getTraceResponse.safeParse(traces.map(parsable)).success).toBe(true);
    expect(traces.map((trace) => [trace.name, trace.type, trace.status])).toEqual([
      ['line3_telemetry', 'topic', 'running'],
      ['device_debug', 'clientid', 'stopped'],
    ]);
    const debug = traces[1]!;
    expect(debug.clientid).toBe('温度传感器-01');
    expect(Object.keys(debug.log_size)).toEqual(t.state.nodes.map((n) => n.name));
    // Only the client's node wrote anything.
    const node = t.state.clients.get('温度传感器-01')!.node;
    expect(Object.entries(debug.log_size).filter(([, size]) => size > 0).map(([n]) => n)).toEqual([node]);
  });

  it('refuses what the broker refuses, with its codes', async () => {
    const end = new Date(clock.now() + 30 * 60 * SECOND).toISOString();
    // The name's validator runs with the schema check: 400 BAD_REQUEST, hocon's error as JSON text.
    const badName = await refusal(await create({ name: '1st', type: 'clientid', clientid: 'a', end_at: end }));
    expect(badName).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(JSON.parse(badName.message)).toMatchObject({ kind: 'validation_error', reason: 'Name should be ^[A-Za-z]+[A-Za-z0-9-_]*$' });
    expect(await refusal(await create({ name: 'a', type: 'topic', end_at: end }))).toMatchObject({ status: 400, message: 'required topic field' });
    expect(await refusal(await create({ name: 'a', type: 'topic', topic: 'a/#/b', end_at: end }))).toMatchObject({ status: 400, code: 'INVALID_PARAMS' });
    expect(await refusal(await create({ name: 'a', type: 'ip_address', ip_address: '10.0.0', end_at: end }))).toMatchObject({ status: 400, message: 'ip address: einval' });
    expect(await refusal(await create({ name: 'a', type: 'clientid', clientid: 'c', end_at: epoch(clock.now() - SECOND) }))).toMatchObject({ status: 400, message: 'end_at time has already passed' });
    const later = clock.now() + 60 * 60 * SECOND;
    expect(await refusal(await create({ name: 'a', type: 'clientid', clientid: 'c', start_at: new Date(later).toISOString(), end_at: end }))).toMatchObject({ status: 400, message: 'failed by start_at >= end_at' });
    expect(await refusal(await create({ name: 'device_debug', type: 'clientid', clientid: 'c', end_at: end }))).toMatchObject({ status: 409, code: 'ALREADY_EXISTS' });
    expect((await create({ name: 'first', type: 'clientid', clientid: 'c', end_at: end })).status).toBe(200);
    expect(await refusal(await create({ name: 'second', type: 'clientid', clientid: 'c', end_at: end }))).toMatchObject({ status: 409, code: 'DUPLICATE_CONDITION', message: 'first Duplication Condition' });
  });

  it('waits for its start, runs, and stops at its end; a missing end is ten minutes after the start', async () => {
    const start = clock.now() + 60 * SECOND;
    const res = await create({ name: 'later', type: 'clientid', clientid: 'bridge-edge-01', start_at: epoch(start), end_at: new Date(start + 5 * 60 * SECOND).toISOString() });
    const created = (await res.json()) as Trace;
    expect(postTraceResponse.safeParse(parsable(created)).success).toBe(true);
    expect(created).toMatchObject({ status: 'waiting', payload_encode: 'text', formatter: 'text', clientid: 'bridge-edge-01' });
    expect(created.log_size).toEqual(Object.fromEntries(t.state.nodes.map((n) => [n.name, 0])));
    // format_trace/1 prints end_at from the start second.
    expect(created.end_at).toBe(created.start_at);
    expect(await t.getJson(path('later', '/log_detail'))).toEqual([]);

    clock.advance(61 * SECOND);
    expect((await one('later'))?.status).toBe('running');
    clock.advance(5 * 60 * SECOND);
    const ended = await one('later');
    expect(ended?.status).toBe('stopped');
    const node = t.state.clients.get('bridge-edge-01')!.node;
    const size = sizeOn(ended, node);
    expect(size).toBeGreaterThan(0);
    clock.advance(60 * SECOND);
    expect(sizeOn(await one('later'), node)).toBe(size);

    const opened = (await (await create({ name: 'open_ended', type: 'ip_address', ip_address: '10.0.0.5' })).json()) as Trace;
    expect(opened.status).toBe('running');
    // The listing shows the real end (the answer to the POST prints the start as end_at).
    const open = (await one('open_ended'))!;
    expect(Date.parse(open.end_at) - Date.parse(open.start_at)).toBe(10 * 60 * SECOND);
  });

  it('grows the log while it runs and reads it in pages by byte position', async () => {
    await create({ name: 'edge', type: 'clientid', clientid: 'bridge-edge-01', end_at: epoch(clock.now() + 30 * 60 * SECOND) });
    const node = t.state.clients.get('bridge-edge-01')!.node;
    clock.advance(20 * SECOND);
    const detail = await t.getJson<{ node: string; size: number; mtime: number }[]>(path('edge', '/log_detail'));
    expect(getTraceByNameLogDetailResponse.safeParse(detail).success).toBe(true);
    const size = detail.find((d) => d.node === node)!.size;
    expect(size).toBeGreaterThan(1000);
    expect(detail.filter((d) => d.node !== node).every((d) => d.size === 0)).toBe(true);

    const read = (position: number, bytes: number) => t.getJson<LogPage>(`${path('edge', '/log')}?node=${encodeURIComponent(node)}&position=${position}&bytes=${bytes}`);
    let text = '';
    let position = 0;
    for (;;) {
      const page = await read(position, 700);
      expect(getTraceByNameLogResponse.safeParse(page).success).toBe(true);
      if (page.items === '') break;
      text += page.items;
      position = page.meta.position;
    }
    expect(position).toBe(size);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00 \[(MQTT|PUBLISH)\] bridge-edge-01@10\.0\.0\.11:\d+ msg: /);
    expect(text).toContain('msg: publish_to, topic: edge/site-1/telemetry/bridge, payload: {"seq":');
    expect(text).toContain('packet: PUBLISH(Q');

    // Later seconds are appended: what was read stays as it was.
    clock.advance(10 * SECOND);
    const whole = await read(0, 10 * 2 ** 20);
    expect(whole.items.startsWith(text)).toBe(true);
    expect(whole.items.length).toBeGreaterThan(text.length);
    // Without a node, the first node's file; an unknown node is refused.
    expect((await t.getJson<LogPage>(path('edge', '/log'))).meta).toMatchObject({ bytes: 1000 });
    expect(await refusal(await t.api(`${path('edge', '/log')}?node=nobody@nowhere`))).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Node NOT FOUND' });
    expect((await t.api(path('nope', '/log'))).status).toBe(404);
  });

  it("logs each refused subscription as the client asks again: the packet, the source that denied it, the SUBACK", async () => {
    await create({ name: 'refused', type: 'clientid', clientid: 'bridge-edge-02' });
    const node = t.state.clients.get('bridge-edge-02')!.node;
    clock.advance(31 * SECOND);
    const { items } = await t.getJson<LogPage>(`${path('refused', '/log')}?node=${encodeURIComponent(node)}&bytes=1000000`);
    const lines = items.split('\n');
    const denied = lines.findIndex((l) => l.includes('msg: authorization_permission_denied'));
    expect(lines[denied]).toMatch(/\[AUTHZ\] bridge-edge-02@[\d.]+:\d+ msg: authorization_permission_denied, username: \S+, topic: #, action: SUBSCRIBE\(Q1\), source: built_in_database$/);
    expect(lines[denied - 1]).toContain('SUBSCRIBE(Q1, R0, D0, PacketId=');
    expect(lines[denied + 1]).toMatch(/SUBACK\(Q0, R0, D0, PacketId=\d+, ReasonCodes=\[(135|128)\]\)/);
  });

  it('writes JSON lines and hex payloads when asked', async () => {
    await create({ name: 'json_hex', type: 'topic', topic: 'edge/#', formatter: 'json', payload_encode: 'hex' });
    clock.advance(10 * SECOND);
    const node = t.state.clients.get('bridge-edge-02')!.node;
    const page = await t.getJson<LogPage>(`${path('json_hex', '/log')}?node=${encodeURIComponent(node)}&bytes=100000`);
    const entries = page.items.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, string>);
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.every((e) => e.msg === 'publish_to' && /^edge\/site-\d\/telemetry\/bridge$/.test(e.topic ?? ''))).toBe(true);
    expect(entries[0]!.payload).toMatch(/^7B22[0-9A-F]+7D$/);
  });

  it('stops a running trace: its files keep what was written and grow no more', async () => {
    const node = t.state.clients.get('bridge-edge-01')!.node;
    await create({ name: 'halt', type: 'clientid', clientid: 'bridge-edge-01' });
    clock.advance(15 * SECOND);
    const res = await t.api(path('halt', '/stop'), { method: 'PUT' });
    // update_trace/2 answers the name and the new `enable`, not the trace.
    expect(await res.json()).toEqual({ enable: false, name: 'halt' });
    const stopped = await one('halt');
    expect(stopped?.status).toBe('stopped');
    const size = sizeOn(stopped, node);
    expect(size).toBeGreaterThan(0);
    clock.advance(60 * SECOND);
    expect(await one('halt')).toMatchObject({ status: 'stopped' });
    expect(sizeOn(await one('halt'), node)).toBe(size);
    expect((await t.api(path('nope', '/stop'), { method: 'PUT' })).status).toBe(404);
  });

  it('downloads a zip with one file per node, or the one node asked for', async () => {
    const res = await t.api(path('device_debug', '/download'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=device_debug.zip');
    const entries = readZip(new Uint8Array(await res.arrayBuffer()));
    const date = (await one('device_debug'))!.start_at.slice(0, 10);
    const node = t.state.clients.get('温度传感器-01')!.node;
    // Only files with content go into the zip (group_trace_files/2).
    expect(entries.map((e) => e.name)).toEqual([`${node}-trace_device_debug_${date}.log`]);
    const content = new TextDecoder().decode(entries.find((e) => e.name.startsWith(node))!.data);
    const logged = await t.getJson<LogPage>(`${path('device_debug', '/log')}?node=${encodeURIComponent(node)}&bytes=${10 * 2 ** 20}`);
    expect(content).toBe(logged.items);
    expect(content).toContain('温度传感器-01@10.20.3.201:');

    const single = readZip(new Uint8Array(await (await t.api(`${path('device_debug', '/download')}?node=${encodeURIComponent(node)}`)).arrayBuffer()));
    expect(single.map((e) => e.name)).toEqual([`${node}-trace_device_debug_${date}.log`]);
    expect(await refusal(await t.api(`${path('device_debug', '/download')}?node=nobody@nowhere`))).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Node NOT FOUND' });
    expect((await t.api(path('nope', '/download'))).status).toBe(404);
  });

  it('deletes one trace, then all', async () => {
    expect((await t.api(path('device_debug'), { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(path('device_debug'), { method: 'DELETE' })).status).toBe(404);
    expect((await list()).map((trace) => trace.name)).toEqual(['line3_telemetry']);
    expect((await t.api('/trace', { method: 'DELETE' })).status).toBe(204);
    expect(await list()).toEqual([]);
  });
});
