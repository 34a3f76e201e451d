import { gunzipSync, gzipSync } from 'node:zlib';
import { getDataFilesResponse, postDataExportResponse } from '../src/generated/zod/data-backup/data-backup.zod';
import { readTar, writeTar } from './lib/tar';
import { backupBaseName, packBackup, unpackBackup } from './model/backup-archive';
import { backupContent } from './model/backups';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

const NODE1 = 'emqx@node1.emqx.io';
const NODE2 = 'emqx@node2.emqx.io';

interface FileInfo {
  node: string;
  filename: string;
  size: number;
  created_at: string;
  created_at_sec: number;
}

const decoder = new TextDecoder();

/** The archive's files by name, as text. */
function filesOf(bytes: Uint8Array): Map<string, string> {
  return new Map(readTar(new Uint8Array(gunzipSync(bytes))).map((e) => [e.name, decoder.decode(e.data)]));
}

describe('backup archives', () => {
  it('are named as the broker names them', () => {
    expect(backupBaseName(Date.UTC(2025, 0, 5, 7, 8, 9, 43))).toBe('emqx-export-2025-01-05-07-08-09.043');
  });

  it('limit what they hold to the root keys and table sets asked for, and refuse unknown ones', () => {
    const source = { configs: new Map(), zones: {}, listeners: new Map(), authn: [], authz: { sources: [], settings: {} }, authzRules: { clients: new Map(), users: new Map(), all: [] }, banned: new Map() };
    const limited = backupContent(source, { rootKeys: ['sysmon', 'log'], tableSets: ['banned'] });
    if ('error' in limited) throw new Error(limited.error);
    expect(Object.keys(limited.config ?? {})).toEqual(['log', 'sysmon']);
    expect([...limited.tables.keys()]).toEqual(['emqx_banned']);
    const everything = backupContent(source);
    if ('error' in everything) throw new Error(everything.error);
    expect(Object.keys(everything.config ?? {})).toEqual(expect.arrayContaining(['mqtt', 'listeners', 'authentication', 'authorization', 'zones', 'retainer', 'rewrite']));
    expect([...everything.tables.keys()]).toEqual(['emqx_banned', 'emqx_authn_mnesia', 'emqx_authn_scram_mnesia', 'emqx_acl']);
    expect(backupContent(source, { rootKeys: ['sysmon', 'nope', 'alpha'] })).toEqual({ error: 'Invalid root keys: alpha, nope' });
    expect(backupContent(source, { tableSets: ['dashboard_users'] })).toEqual({ error: 'Invalid table sets: dashboard_users' });
  });

  it('read back what they wrote, and take an uncompressed tar as erl_tar does', () => {
    const content = { meta: { version: '5.8.1', edition: 'ee' }, config: { log: { level: 'debug' } }, tables: new Map([['emqx_banned', '']]) };
    const bytes = packBackup('emqx-export-x', content, 0);
    expect(unpackBackup('emqx-export-x.tar.gz', bytes)).toEqual(content);
    expect(unpackBackup('emqx-export-x.tar.gz', new Uint8Array(gunzipSync(bytes)))).toEqual(content);
  });
});

describe('sandbox data backups', () => {
  let t: TestSandbox;
  const clock = manualClock(Date.UTC(2025, 0, 15, 9, 30, 0, 250));
  const list = async () => t.getJson<{ data: FileInfo[]; meta: { count: number; hasnext: boolean } }>('/data/files');
  const file = (name: string, node = NODE1, method = 'GET') => t.api(`/data/files/${encodeURIComponent(name)}?node=${encodeURIComponent(node)}`, { method });
  const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as { code: string; message: string }) });

  async function upload(bytes: Uint8Array, fileName: string): Promise<Response> {
    const form = new FormData();
    form.append('filename', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/gzip' }), fileName);
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    return t.api('/data/files', { method: 'POST', headers: { 'content-type': encoded.headers.get('content-type')! }, body: await encoded.arrayBuffer() });
  }

  async function exportNow(): Promise<FileInfo> {
    const res = await t.api('/data/export', { method: 'POST' });
    expect(res.status).toBe(200);
    const info = (await res.json()) as FileInfo;
    expect(postDataExportResponse.safeParse(info).success).toBe(true);
    return info;
  }

  const restore = (filename: string, node = NODE1) => t.api('/data/import', send('POST', { filename, node }));

  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0, now: clock.now });
  });
  afterEach(() => t.close());

  it('lists every node’s files newest first, in pages, valid against the contract', async () => {
    const seeded = await list();
    expect(getDataFilesResponse.safeParse(seeded).success).toBe(true);
    expect(seeded.data.map((f) => f.node)).toEqual([NODE2, NODE1]);
    expect(seeded.data[0]!.filename).toMatch(/^emqx-export-2025-01-14-13-30-12\.331\.tar\.gz$/);
    expect(seeded.data[0]).toMatchObject({ created_at: '2025-01-14T13:30:12Z', created_at_sec: Date.UTC(2025, 0, 14, 13, 30, 12) / 1000 });
    expect(seeded.data[0]!.size).toBeGreaterThan(1000);

    const made = await exportNow();
    expect(made).toMatchObject({ node: NODE1, filename: 'emqx-export-2025-01-15-09-30-00.250.tar.gz', created_at: '2025-01-15T09:30:00Z' });
    // The same millisecond again: the broker's clock has moved on by then; the sandbox's takes the next one.
    expect((await exportNow()).filename).toBe('emqx-export-2025-01-15-09-30-00.251.tar.gz');
    const page = await t.getJson<{ data: FileInfo[]; meta: { count: number; hasnext: boolean } }>('/data/files?page=1&limit=2');
    expect(page.data.map((f) => f.filename)).toEqual(['emqx-export-2025-01-15-09-30-00.251.tar.gz', made.filename]);
    expect(page.meta).toMatchObject({ page: 1, limit: 2, count: 4, hasnext: true });
  });

  it('exports a real archive of the state: META.hocon, cluster.hocon, the built-in database tables', async () => {
    const made = await exportNow();
    const res = await file(made.filename);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBe(made.size);
    const base = made.filename.replace('.tar.gz', '');
    const files = filesOf(bytes);
    expect([...files.keys()]).toEqual([
      `${base}/META.hocon`,
      `${base}/cluster.hocon`,
      `${base}/mnesia/emqx_banned`,
      `${base}/mnesia/emqx_authn_mnesia`,
      `${base}/mnesia/emqx_authn_scram_mnesia`,
      `${base}/mnesia/emqx_acl`,
    ]);
    expect(files.get(`${base}/META.hocon`)).toBe('edition = "ee"\nversion = "5.8.1"\n');
    const config = JSON.parse(files.get(`${base}/cluster.hocon`)!) as Record<string, Record<string, unknown>>;
    expect(config.sysmon).toMatchObject({ os: { cpu_high_watermark: '80%' } });
    expect(config.listeners).toMatchObject({ tcp: { default: { bind: '0.0.0.0:1883' } } });
    expect(config.authentication).toEqual(expect.arrayContaining([expect.objectContaining({ mechanism: 'scram', backend: 'built_in_database' })]));
    const bans = files.get(`${base}/mnesia/emqx_banned`)!.trim().split('\n').map((line) => JSON.parse(line) as { who: string });
    expect(bans.map((b) => b.who)).toContain('guest');
    // Users are kept as salted hashes, never their passwords.
    const users = files.get(`${base}/mnesia/emqx_authn_scram_mnesia`)!;
    expect(users).toContain('"user_id":"gateway-01"');
    expect(users).not.toContain('seeded-password-1');
  });

  it('restores what a backup holds: config roots back, deleted records back, newer records kept', async () => {
    const made = await exportNow();
    const sysmon = await t.getJson<{ os: Record<string, unknown> }>('/configs/sysmon');
    expect((await t.api('/configs/sysmon', send('PUT', { ...sysmon, os: { ...sysmon.os, cpu_high_watermark: '93%' } }))).status).toBe(200);
    expect((await t.api(`/banned/username/guest`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.api('/banned', send('POST', { as: 'clientid', who: 'made-after-the-backup', until: 'infinity' }))).status).toBe(200);

    expect((await restore(made.filename)).status).toBe(204);
    expect(await t.getJson('/configs/sysmon')).toMatchObject({ os: { cpu_high_watermark: '80%' } });
    const bans = await t.getJson<{ data: { who: string }[] }>('/banned?limit=100');
    expect(bans.data.map((b) => b.who)).toEqual(expect.arrayContaining(['guest', 'made-after-the-backup']));
  });

  it('restores only the roots an archive holds (one limited to sysmon leaves the log as it is)', async () => {
    const base = 'emqx-export-2025-01-15-09-00-00.000';
    const content = { meta: { version: '5.8.1', edition: 'ee' }, config: { sysmon: { os: { cpu_high_watermark: '66%' } } }, tables: new Map() };
    expect((await upload(packBackup(base, content, 0), `${base}.tar.gz`)).status).toBe(204);
    const log = await t.getJson<{ console: Record<string, unknown> }>('/configs/log');
    expect((await t.api('/configs/log', send('PUT', { ...log, console: { ...log.console, level: 'debug' } }))).status).toBe(200);

    expect((await restore(`${base}.tar.gz`)).status).toBe(204);
    // Keys the backup leaves out fall back to their defaults, as a PUT of the root does.
    expect(await t.getJson('/configs/sysmon')).toMatchObject({ os: { cpu_high_watermark: '66%', cpu_low_watermark: '60%' } });
    expect(await t.getJson('/configs/log')).toMatchObject({ console: { level: 'debug' } });
  });

  it('answers a partly failed restore with the broker’s lines, the rest imported', async () => {
    const base = 'emqx-export-2025-01-15-09-00-00.001';
    const content = {
      meta: { version: '5.8.1', edition: 'ee' },
      config: { zones: ['not', 'an', 'object'], sysmon: { os: { cpu_high_watermark: '71%' } }, node: { name: 'emqx@elsewhere' } },
      tables: new Map([['emqx_banned', '{"as":"clientid","who":"x","at":1,"until":"infinity"}\nnot json\n']]),
    };
    expect((await upload(packBackup(base, content, 0), `${base}.tar.gz`)).status).toBe(204);
    expect(await refusal(await restore(`${base}.tar.gz`))).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message:
        '[error] Failed to import built-in database table: emqx_banned, reason: not a record on line 2\n' +
        'Failed to import the following config path: "zones", reason: expected an object\n',
    });
    expect(await t.getJson('/configs/sysmon')).toMatchObject({ os: { cpu_high_watermark: '71%' } });
  });

  it('imports a replicant’s file on a core node, copying it there first', async () => {
    const made = await exportNow();
    const original = t.state.backups.find((b) => b.filename === made.filename)!;
    t.state.backups = t.state.backups.filter((b) => b !== original);
    t.state.backups.push({ ...original, node: 'emqx@node3.emqx.io' });
    expect((await restore(made.filename, 'emqx@node3.emqx.io')).status).toBe(204);
    expect((await list()).data.filter((f) => f.filename === made.filename).map((f) => f.node).sort()).toEqual([NODE1, 'emqx@node3.emqx.io']);
  });

  it('refuses a bad upload with the broker’s reason, and keeps nothing of it', async () => {
    const base = 'emqx-export-2025-01-15-09-00-00.002';
    const good = packBackup(base, { meta: { version: '5.8.1', edition: 'ee' }, tables: new Map() }, 0);
    const refused = async (bytes: Uint8Array, name: string) => refusal(await upload(bytes, name));
    expect(await refused(new TextEncoder().encode('PK\u0003\u0004 a zip file'.repeat(60)), `${base}.tar.gz`)).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'Unrecognized tar header format' });
    expect((await refused(good.subarray(0, 40), `${base}.tar.gz`)).message).toBe('Unexpected end of file');
    expect((await refused(good, `${base}.zip`)).message).toBe('invalid backup name: file name must have .tar.gz extension');
    expect((await refused(good, 'renamed.tar.gz')).message).toBe('invalid backup archive content: all files in the archive must be under <backup name> directory');
    const noMeta = gzipSync(writeTar([{ name: `${base}/cluster.hocon`, content: '{}' }]));
    expect((await refused(noMeta, `${base}.tar.gz`)).message).toBe('invalid backup archive file: missing META.hocon');
    const newer = packBackup(base, { meta: { version: '5.9.0', edition: 'ee' }, tables: new Map() }, 0);
    expect((await refused(newer, `${base}.tar.gz`)).message).toBe('[warning] Backup version "5.9.0" is newer than EMQX version "5.8.1", import is not allowed.\n');
    const hocon = gzipSync(writeTar([{ name: `${base}/META.hocon`, content: 'edition = ee\nversion = "5.8.1"\n' }, { name: `${base}/cluster.hocon`, content: 'log { level = debug }' }]));
    expect((await refused(hocon, `${base}.tar.gz`)).message).toMatch(/cluster\.hocon is not a JSON object/);
    expect((await list()).data.map((f) => f.filename)).not.toContain(`${base}.tar.gz`);

    expect((await upload(good, `${base}.tar.gz`)).status).toBe(204);
    expect(await refused(good, `${base}.tar.gz`)).toMatchObject({ message: `Backup file "${base}.tar.gz" already exists` });
    const noFile = await t.api('/data/files', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--\r\n' });
    expect(await refusal(noFile)).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'Missing required parameter: filename' });
  });

  it('downloads and deletes a file on the node named, and says when there is none', async () => {
    const seeded = (await list()).data.find((f) => f.node === NODE2)!;
    expect((await file(seeded.filename, NODE2)).status).toBe(200);
    expect(await refusal(await file(seeded.filename, NODE1))).toEqual({ status: 404, code: 'NOT_FOUND', message: 'backup file not found' });
    expect(await refusal(await file(seeded.filename, 'emqx@nowhere'))).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'Unknown node: emqx@nowhere' });
    expect(await refusal(await file('notes.txt', NODE2))).toMatchObject({ status: 400, message: 'invalid backup name: file name must have .tar.gz extension' });

    expect((await file(seeded.filename, NODE2, 'DELETE')).status).toBe(204);
    expect((await list()).data.map((f) => f.filename)).not.toContain(seeded.filename);
    expect((await file(seeded.filename, NODE2, 'DELETE')).status).toBe(404);
    expect(await refusal(await restore(seeded.filename, NODE2))).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'backup file not found' });
  });
});
