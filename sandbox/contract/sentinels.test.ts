/**
 * Every sentinel a settings form offers ("infinity", "disabled", "unlimited"…: the string enum beside
 * a duration, size or number in a union) saved through the sandbox's contract check, as the broker
 * takes it. The published document writes these unions as a `oneOf` whose members overlap; the
 * normalizer makes them `anyOf` (scripts/openapi/unions.ts), and this fails if one is missed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_ROOTS } from '../seed/configs';
import { send, startTestSandbox, type TestSandbox } from '../test-support';

type Schema = { [key: string]: unknown };
interface Sentinel {
  /** Property names from the body's root. */
  at: string[];
  value: string;
}

const SCHEMAS = path.resolve(import.meta.dirname, '../../schemas');
const index = JSON.parse(readFileSync(path.join(SCHEMAS, 'index.json'), 'utf8')) as { schemas: { file: string; operation: string; variant?: string }[] };
const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The string enums that sit beside another member of a union, at every property path of a form schema. */
function sentinels(schema: Schema, at: string[] = []): Sentinel[] {
  const found: Sentinel[] = [];
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(union) && union.length > 1) {
    for (const member of union.filter(isSchema)) {
      if (Array.isArray(member.enum)) for (const value of member.enum) if (typeof value === 'string') found.push({ at, value });
    }
  }
  if (isSchema(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) if (isSchema(child)) found.push(...sentinels(child, [...at, name]));
  }
  return found;
}

function withValue(body: Schema, at: string[], value: string): Schema | undefined {
  const copy = structuredClone(body);
  let node: unknown = copy;
  for (const key of at.slice(0, -1)) node = isSchema(node) ? node[key] : undefined;
  // A section the broker leaves out of its answer (an optional sub-object) is not the form's to save here.
  if (!isSchema(node)) return undefined;
  node[at.at(-1)!] = value;
  return copy;
}

const settingsForms = CONFIG_ROOTS.filter((root) => !root.array).flatMap((root) => {
  const entry = index.schemas.find((s) => s.operation === `PUT ${root.path}`);
  if (!entry) return [];
  const schema = JSON.parse(readFileSync(path.join(SCHEMAS, entry.file), 'utf8')) as Schema;
  return sentinels(schema).map((s) => ({ path: root.path, ...s, name: `${root.path} ${s.at.join('.')} = "${s.value}"` }));
});

const listenerForms = ['tcp', 'ssl', 'ws', 'wss'].flatMap((type) => {
  const schema = JSON.parse(readFileSync(path.join(SCHEMAS, `listener-${type}.json`), 'utf8')) as Schema;
  return sentinels(schema).map((s) => ({ id: `${type}:default`, ...s, name: `listener ${type}:default ${s.at.join('.')} = "${s.value}"` }));
});

describe('every sentinel of every settings form is saved as the broker takes it', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox({ clients: 0 });
  });
  afterAll(() => t.close());

  it('finds the sentinels the operators reported (idle timeout unlimited, system messages disabled)', () => {
    const names = settingsForms.map((f) => f.name);
    expect(names).toContain('/configs/global_zone mqtt.idle_timeout = "infinity"');
    expect(names).toContain('/configs/sys_topics sys_msg_interval = "disabled"');
    expect(settingsForms.length).toBeGreaterThan(15);
    expect(listenerForms.length).toBeGreaterThan(4);
  });

  it.each(settingsForms)('$name', async ({ path: url, at, value }) => {
    const body = withValue(await t.getJson<Schema>(url), at, value);
    if (!body) return;
    const response = await t.api(url, send('PUT', body));
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it.each(listenerForms)('$name', async ({ id, at, value }) => {
    const url = `/listeners/${encodeURIComponent(id)}`;
    const read = await t.getJson<Schema>(url);
    const { running: _r, current_connections: _c, name: _n, ...editable } = read;
    const body = withValue(editable, at, value);
    if (!body) return;
    const response = await t.api(url, send('PUT', body));
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('takes a ban and an API key that never expire', async () => {
    expect((await t.api('/banned', send('POST', { as: 'clientid', who: 'forever', until: 'infinity' }))).status).toBe(200);
    const key = await t.api('/api_key', send('POST', { name: 'forever', expired_at: 'infinity', role: 'viewer' }));
    expect(key.status, await key.clone().text()).toBe(200);
  });
});
