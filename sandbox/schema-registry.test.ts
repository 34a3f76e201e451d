import { getSchemaRegistryByNameResponse, getSchemaRegistryResponse, putSchemaRegistryByNameResponse } from '../src/generated/zod/schema-registry/schema-registry.zod';
import { readSchemaBody, sourceError } from './model/schema-registry';
import { expectContractViolation, send, startTestSandbox, type TestSandbox } from './test-support';

interface Schema {
  name: string;
  type: string;
  description: string;
  source: string;
}

describe('schema registry model', () => {
  it('names the first mistake of a source by line, with the check the console runs', () => {
    expect(sourceError('json', '{"type": "object"}')).toBeUndefined();
    expect(sourceError('json', '{\n  "type": "object",\n}')).toBe('Invalid json schema at line 2, column 19: json.trailing-comma');
    expect(sourceError('protobuf', 'message A {\n  int32 a 1;\n}')).toMatch(/^Invalid protobuf schema at line 2, column 11: proto.expected /);
    expect(sourceError('avro', '{"type": "record", "fields": []}')).toMatch(/line 1, column 1: avro.missing-name/);
  });

  it('reads a body: a name, a known type, a source', () => {
    expect(readSchemaBody({ name: 'a_1', type: 'json', source: '{}' }, undefined)).toEqual({ name: 'a_1', type: 'json', description: '', source: '{}' });
    expect(readSchemaBody({ type: 'avro', source: '"int"', description: 'd' }, 'path-name')).toMatchObject({ name: 'path-name', description: 'd' });
    expect(readSchemaBody({ name: '1a', type: 'json', source: '{}' }, undefined)).toMatchObject({ name: '1a' });
    expect(readSchemaBody({ type: 'json', source: '{}' }, undefined)).toEqual({ error: 'Name cannot be empty string' });
    expect(readSchemaBody({ name: 'a', type: 'xml', source: '{}' }, undefined)).toEqual({ error: 'Unknown schema type: xml' });
    expect(readSchemaBody([], undefined)).toMatchObject({ error: expect.any(String) });
  });
});

describe('sandbox schema registry', () => {
  let t: TestSandbox;
  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0 });
  });
  afterEach(() => t.close());

  it('lists the seeded JSON, Avro and Protobuf schemas and reads one, valid against the contract', async () => {
    const list = await t.getJson<Schema[]>('/schema_registry');
    expect(getSchemaRegistryResponse.safeParse(list).success).toBe(true);
    expect(list.map((s) => [s.name, s.type])).toEqual([
      ['sensor_reading', 'json'],
      ['device_event', 'avro'],
      ['telemetry_frame', 'protobuf'],
    ]);
    const one = await t.getJson<Schema>('/schema_registry/sensor_reading');
    expect(getSchemaRegistryByNameResponse.safeParse(one).success).toBe(true);
    expect(JSON.parse(one.source)).toMatchObject({ type: 'object', required: ['device_id', 'temperature', 'ts'] });
    const missing = await t.api('/schema_registry/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Schema not found' });
  });

  it('registers a schema (201), refuses a taken name, a bad name and a source that does not compile', async () => {
    const body = { name: 'door-event', type: 'protobuf', description: 'Doors', source: 'syntax = "proto3";\nmessage Door { bool open = 1; }' };
    const created = await t.api('/schema_registry', send('POST', body));
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual(body);

    const taken = await t.api('/schema_registry', send('POST', { ...body, type: 'json', source: '{}' }));
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ code: 'ALREADY_EXISTS', message: 'Schema already exists' });

    const badName = await t.api('/schema_registry', send('POST', { ...body, name: 'door event' }));
    expect(badName.status).toBe(400);
    expect(await badName.json()).toEqual({
      code: 'BAD_REQUEST',
      kind: 'validation_error',
      message: 'Invalid name format. The name must begin with a letter or number (0-9, a-z, A-Z) and can only include underscores and hyphens as non-initial characters. Got: door event',
    });

    const badSource = await t.api('/schema_registry', send('POST', { name: 'broken', type: 'avro', source: '{"type": "record", "name": "R"}' }));
    expect(badSource.status).toBe(400);
    expect(await badSource.json()).toEqual({ code: 'BAD_REQUEST', message: 'Invalid avro schema at line 1, column 1: avro.missing-fields' });
    expect(t.state.schemaRegistry.has('broken')).toBe(false);

    await expectContractViolation(await t.api('/schema_registry', send('POST', { name: 'x', type: 'yaml', source: 'a: 1' })), /schema_registry/);
    expect((await t.getJson<Schema[]>('/schema_registry')).map((s) => s.name)).toEqual(['sensor_reading', 'device_event', 'telemetry_frame', 'door-event']);
  });

  it('updates a schema whole (its type too), refuses a bad source, and deletes it', async () => {
    const put = await t.api('/schema_registry/device_event', send('PUT', { type: 'json', description: 'now JSON', source: '{"type": "object"}' }));
    expect(put.status).toBe(200);
    const updated = (await put.json()) as Schema;
    expect(putSchemaRegistryByNameResponse.safeParse(updated).success).toBe(true);
    expect(updated).toEqual({ name: 'device_event', type: 'json', description: 'now JSON', source: '{"type": "object"}' });

    const bad = await t.api('/schema_registry/device_event', send('PUT', { type: 'json', source: '[1' }));
    expect(bad.status).toBe(400);
    expect((await t.getJson<Schema>('/schema_registry/device_event')).source).toBe('{"type": "object"}');
    expect((await t.api('/schema_registry/nope', send('PUT', { type: 'json', source: '{}' }))).status).toBe(404);

    expect((await t.api('/schema_registry/device_event', { method: 'DELETE' })).status).toBe(204);
    expect((await t.api('/schema_registry/device_event', { method: 'DELETE' })).status).toBe(404);
    expect((await t.api('/schema_registry/device_event')).status).toBe(404);
  });
});
