import { gzipSync } from 'node:zlib';
import { getPluginsByNameResponse, getPluginsResponse } from '../src/generated/zod/plugins/plugins.zod';
import { readTar, TarError, writeTar } from './lib/tar';
import { avroDefaults, avroProblem } from './model/plugins';
import { TEMPLATE_AVSC } from './seed/plugins';
import { send, startTestSandbox, type TestSandbox } from './test-support';

const TEMPLATE = 'emqx_plugin_template-5.0.0';
const path = (name: string, rest = '') => `/plugins/${encodeURIComponent(name)}${rest}`;

interface Plugin {
  name: string;
  rel_vsn: string;
  running_status: { node: string; status: string }[];
  readme?: string;
}

/** A package as `make rel` builds it: everything under `{name}-{vsn}/`. */
function pluginPackage(release: unknown, options: { top?: boolean; avsc?: unknown } = {}): Uint8Array {
  const top = options.top === false ? '' : 'emqx_hello-1.0.0/';
  const files = [
    ...(top ? [{ name: top }] : []),
    { name: `${top}release.json`, content: typeof release === 'string' ? release : JSON.stringify(release) },
    { name: `${top}README.md`, content: '# Hello\n' },
    ...(options.avsc ? [{ name: `${top}emqx_hello-1.0.0/priv/config_schema.avsc`, content: JSON.stringify(options.avsc) }] : []),
  ];
  return gzipSync(writeTar(files));
}

const HELLO = { name: 'emqx_hello', rel_vsn: '1.0.0', rel_apps: ['emqx_hello-1.0.0'], description: 'Says hello', author: ['Tester'] };

describe('tar archives', () => {
  it('reads back what it wrote: files, directories, long content, prefixed names', () => {
    const long = 'x'.repeat(1300);
    const entries = readTar(writeTar([{ name: 'top/' }, { name: 'top/a.txt', content: 'hello' }, { name: 'top/long.bin', content: long }, { name: 'empty' }]));
    expect(entries.map((e) => [e.name, e.type, e.data.length])).toEqual([
      ['top/', 'directory', 0],
      ['top/a.txt', 'file', 5],
      ['top/long.bin', 'file', 1300],
      ['empty', 'file', 0],
    ]);
    expect(new TextDecoder().decode(entries[1]!.data)).toBe('hello');
  });

  it('refuses bytes that are not a tar archive, or one cut short', () => {
    expect(() => readTar(new TextEncoder().encode('not a tar archive at all'.repeat(40)))).toThrow(TarError);
    const whole = writeTar([{ name: 'a.txt', content: 'y'.repeat(2000) }]);
    expect(() => readTar(whole.subarray(0, 1024))).toThrow(/cut short/);
  });
});

describe('Avro config checks', () => {
  it('makes the defaults and accepts them', () => {
    const defaults = avroDefaults(TEMPLATE_AVSC);
    expect(defaults).toMatchObject({ hostname: 'localhost', port: 3306, log_level: 'info', connection: { pool_size: 8, username: null } });
    expect(avroProblem(TEMPLATE_AVSC, defaults)).toBeUndefined();
  });

  it('names the first field of the wrong type', () => {
    const defaults = avroDefaults(TEMPLATE_AVSC);
    expect(avroProblem(TEMPLATE_AVSC, { ...defaults, port: 'x' })).toBe('port: expected an int, got "x"');
    expect(avroProblem(TEMPLATE_AVSC, { ...defaults, log_level: 'loud' })).toMatch(/^log_level: expected one of debug, info/);
    expect(avroProblem(TEMPLATE_AVSC, { ...defaults, topics: ['a', 1] })).toBe('topics[1]: expected a string, got 1');
    expect(avroProblem(TEMPLATE_AVSC, { ...defaults, connection: { pool_size: 1.5 } })).toBe('connection.pool_size: expected an int, got 1.5');
    expect(avroProblem(TEMPLATE_AVSC, { ...defaults, labels: { a: true } })).toBe('labels.a: expected a string, got true');
    expect(avroProblem(TEMPLATE_AVSC, { ...defaults, connection: { ...(defaults.connection as object), username: 'u' } })).toBeUndefined();
  });
});

describe('sandbox plugins', () => {
  let t: TestSandbox;
  const names = async () => (await t.getJson<Plugin[]>('/plugins')).map((p) => `${p.name}-${p.rel_vsn}`);

  async function install(bytes: Uint8Array, fileName = 'emqx_hello-1.0.0.tar.gz'): Promise<Response> {
    const form = new FormData();
    form.append('plugin', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/gzip' }), fileName);
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    return t.api('/plugins/install', { method: 'POST', headers: { 'content-type': encoded.headers.get('content-type')! }, body: await encoded.arrayBuffer() });
  }

  async function refusal(res: Response): Promise<{ status: number; code: string; message: string }> {
    return { status: res.status, ...((await res.json()) as { code: string; message: string }) };
  }

  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0 });
  });
  afterEach(() => t.close());

  it('lists the seeded plugins in boot order with their status per node, valid against the contract', async () => {
    const list = await t.getJson<Plugin[]>('/plugins');
    expect(getPluginsResponse.safeParse(list).success).toBe(true);
    expect(list.map((p) => `${p.name}-${p.rel_vsn}`)).toEqual([TEMPLATE, 'emqx_prometheus_push-2.1.3', 'emqx_message_audit-0.9.1']);
    expect(list[0]!.readme).toBeUndefined();
    expect(list[1]!.running_status.map((s) => s.status)).toEqual(['running', 'running', 'stopped']);
    // Node 3 does not have the audit plugin.
    expect(list[2]!.running_status.map((s) => s.node)).toEqual(['emqx@node1.emqx.io', 'emqx@node2.emqx.io']);

    const one = await t.getJson<Plugin>(path(TEMPLATE));
    expect(getPluginsByNameResponse.safeParse(one).success).toBe(true);
    expect(one.readme).toMatch(/^# EMQX plugin template/);
    expect((await t.api(path('nope-1.0'))).status).toBe(404);
  });

  it('serves the Avro schema and the config, and takes a config that fits it', async () => {
    const schema = await t.getJson<{ avsc: { type: string; fields: unknown[] }; i18n: unknown }>(path(TEMPLATE, '/schema'));
    expect(schema.avsc).toMatchObject({ type: 'record', name: 'ExtendedConfig' });
    expect(schema.i18n).toBeNull();
    expect((await t.getJson<{ avsc: unknown }>(path('emqx_message_audit-0.9.1', '/schema'))).avsc).toBeNull();

    const config = await t.getJson<Record<string, unknown>>(path(TEMPLATE, '/config'));
    expect(config).toMatchObject({ hostname: 'forwarder.plant-7.internal', port: 3306 });
    expect((await t.api(path(TEMPLATE, '/config'), send('PUT', { ...config, port: 1883 }))).status).toBe(204);
    expect(await t.getJson(path(TEMPLATE, '/config'))).toMatchObject({ port: 1883 });

    const bad = await t.api(path(TEMPLATE, '/config'), send('PUT', { ...config, port: 'eighty' }));
    expect(await refusal(bad)).toEqual({ status: 400, code: 'BAD_CONFIG', message: 'port: expected an int, got "eighty"' });
    expect(await t.getJson(path(TEMPLATE, '/config'))).toMatchObject({ port: 1883 });
    expect((await t.api(path('nope-1.0', '/config'), send('PUT', {}))).status).toBe(404);
  });

  it('installs an uploaded package stopped, read from its release.json (in a top folder or at the root)', async () => {
    expect((await install(pluginPackage(HELLO, { avsc: { type: 'record', name: 'C', fields: [{ name: 'greeting', type: 'string', default: 'hi' }] } }))).status).toBe(204);
    expect((await names()).at(-1)).toBe('emqx_hello-1.0.0');
    const hello = await t.getJson<Plugin>(path('emqx_hello-1.0.0'));
    expect(getPluginsByNameResponse.safeParse(hello).success).toBe(true);
    expect(hello).toMatchObject({ description: 'Says hello', readme: '# Hello\n' });
    expect(hello.running_status.map((s) => s.status)).toEqual(['stopped', 'stopped', 'stopped']);
    expect(await t.getJson(path('emqx_hello-1.0.0', '/config'))).toEqual({ greeting: 'hi' });

    expect(await refusal(await install(pluginPackage(HELLO)))).toEqual({ status: 400, code: 'ALREADY_INSTALLED', message: '"emqx_hello-1.0.0" is already installed' });
    expect((await t.api(path('emqx_hello-1.0.0'), { method: 'DELETE' })).status).toBe(204);
    expect((await install(pluginPackage(HELLO, { top: false }))).status).toBe(204);
  });

  it('refuses a bad package as the broker does', async () => {
    const refused = async (bytes: Uint8Array, fileName?: string) => {
      const r = await refusal(await install(bytes, fileName));
      expect(r).toMatchObject({ status: 400, code: 'BAD_PLUGIN_INFO' });
      return r.message;
    };
    expect(await refused(new TextEncoder().encode('PK\u0003\u0004 a zip file'))).toBe('failed_to_extract_plugin_package: emqx_hello-1.0.0.tar.gz (not gzip data)');
    expect(await refused(gzipSync(new TextEncoder().encode('plain text, gzipped')))).toMatch(/^failed_to_extract_plugin_package: .*not a tar archive/);
    expect(await refused(gzipSync(writeTar([{ name: 'emqx_hello-1.0.0/README.md', content: 'x' }])))).toMatch(/^bad_info_file: .*no release\.json/);
    expect(await refused(pluginPackage('{"name": "emqx_hello",'))).toMatch(/^bad_info_file: .*not a JSON object/);
    expect(await refused(pluginPackage({ ...HELLO, rel_vsn: undefined }))).toMatch(/^bad_info_file: .*no rel_vsn/);
    expect(await refused(pluginPackage({ ...HELLO, name: 42 }))).toMatch(/^bad_info_file: .*no valid name/);
    expect(await refused(pluginPackage(HELLO), 'emqx_hello-2.0.0.tar.gz')).toMatch(/^name_vsn_mismatch/);
    expect(await refused(pluginPackage(HELLO), 'emqx_hello-1.0.0.zip')).toMatch(/must be a \.tar\.gz/);
    expect(await names()).not.toContain('emqx_hello-1.0.0');

    const noFile = await t.api('/plugins/install', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--\r\n' });
    expect(noFile.status).toBe(400);
  });

  it('starts and stops a plugin on every node that has it', async () => {
    expect((await t.api(path('emqx_message_audit-0.9.1', '/start'), { method: 'PUT' })).status).toBe(204);
    const audit = await t.getJson<Plugin>(path('emqx_message_audit-0.9.1'));
    expect(audit.running_status).toEqual([
      { node: 'emqx@node1.emqx.io', status: 'running' },
      { node: 'emqx@node2.emqx.io', status: 'running' },
    ]);
    expect((await t.api(path(TEMPLATE, '/stop'), { method: 'PUT' })).status).toBe(204);
    expect((await t.getJson<Plugin>(path(TEMPLATE))).running_status.every((s) => s.status === 'stopped')).toBe(true);
    expect((await t.api(path('nope-1.0', '/start'), { method: 'PUT' })).status).toBe(404);
  });

  it('moves plugins to the front, the rear, before and after another; refuses itself and unknown targets', async () => {
    const move = (name: string, position: string) => t.api(path(name, '/move'), send('POST', { position }));
    expect((await move('emqx_message_audit-0.9.1', 'front')).status).toBe(204);
    expect(await names()).toEqual(['emqx_message_audit-0.9.1', TEMPLATE, 'emqx_prometheus_push-2.1.3']);
    expect((await move('emqx_message_audit-0.9.1', 'rear')).status).toBe(204);
    expect((await move(TEMPLATE, 'after:emqx_prometheus_push-2.1.3')).status).toBe(204);
    expect(await names()).toEqual(['emqx_prometheus_push-2.1.3', TEMPLATE, 'emqx_message_audit-0.9.1']);
    expect((await move('emqx_message_audit-0.9.1', `before:${TEMPLATE}`)).status).toBe(204);
    expect(await names()).toEqual(['emqx_prometheus_push-2.1.3', 'emqx_message_audit-0.9.1', TEMPLATE]);

    expect(await refusal(await move(TEMPLATE, `before:${TEMPLATE}`))).toMatchObject({ status: 400, message: 'Invalid parameter. Cannot be placed before itself' });
    expect(await refusal(await move(TEMPLATE, 'after:nope-1.0'))).toMatchObject({ status: 400, code: 'MOVE_FAILED' });
  });

  it('uninstalls a plugin, running or not', async () => {
    expect((await t.api(path(TEMPLATE), { method: 'DELETE' })).status).toBe(204);
    expect(await names()).toEqual(['emqx_prometheus_push-2.1.3', 'emqx_message_audit-0.9.1']);
    expect((await t.api(path(TEMPLATE), { method: 'DELETE' })).status).toBe(404);
  });
});
