import { AvroSchemaError, avroToJsonSchema, readableName, readPluginSchema } from './avro-to-json-schema';

const INT = { type: 'integer', minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };

describe('avroToJsonSchema', () => {
  it('turns a record of primitives into an object, fields required unless nullable, with labels, help and defaults', () => {
    const schema = avroToJsonSchema({
      type: 'record',
      name: 'Config',
      fields: [
        { name: 'hostname', type: 'string', default: 'localhost', doc: 'Where to send.' },
        { name: 'port', type: 'int', default: 1883 },
        { name: 'timeout_ms', type: 'long' },
        { name: 'ratio', type: 'float' },
        { name: 'weight', type: 'double' },
        { name: 'enableTls', type: 'boolean', default: false },
        { name: 'secret', type: 'bytes' },
        { name: 'username', type: ['null', 'string'], default: null, doc: 'Optional.' },
      ],
    });
    expect(schema).toEqual({
      type: 'object',
      required: ['hostname', 'port', 'timeout_ms', 'ratio', 'weight', 'enableTls', 'secret'],
      properties: {
        hostname: { type: 'string', title: 'Hostname', description: 'Where to send.', default: 'localhost' },
        port: { ...INT, title: 'Port', default: 1883 },
        timeout_ms: { type: 'integer', title: 'Timeout ms' },
        ratio: { type: 'number', title: 'Ratio' },
        weight: { type: 'number', title: 'Weight' },
        enableTls: { type: 'boolean', title: 'Enable tls', default: false },
        secret: { type: 'string', title: 'Secret' },
        username: { type: ['string', 'null'], title: 'Username', description: 'Optional.' },
      },
    });
  });

  it('converts enums, arrays, maps, nested records and named types used again by name', () => {
    const schema = avroToJsonSchema({
      type: 'record',
      name: 'Config',
      namespace: 'demo',
      fields: [
        { name: 'level', type: { type: 'enum', name: 'Level', symbols: ['debug', 'info'] }, default: 'info' },
        { name: 'fallback_level', type: 'Level' },
        { name: 'topics', type: { type: 'array', items: 'string' }, default: ['t/#'] },
        { name: 'labels', type: { type: 'map', values: 'int' } },
        {
          name: 'connection',
          doc: 'How to connect.',
          type: { type: 'record', name: 'Connection', fields: [{ name: 'pool_size', type: 'int', default: 8 }] },
        },
        { name: 'backup', type: ['null', 'demo.Connection'] },
        { name: 'digest', type: { type: 'fixed', name: 'Md5', size: 16 } },
        { name: 'at', type: { type: 'long', logicalType: 'timestamp-millis' } },
      ],
    });
    const p = schema.properties!;
    expect(p.level).toEqual({ type: 'string', enum: ['debug', 'info'], title: 'Level', default: 'info' });
    expect(p.fallback_level).toEqual({ type: 'string', enum: ['debug', 'info'], title: 'Fallback level' });
    expect(p.topics).toEqual({ type: 'array', items: { type: 'string' }, title: 'Topics', default: ['t/#'] });
    expect(p.labels).toEqual({ type: 'object', additionalProperties: INT, title: 'Labels' });
    const connection = { type: 'object', required: ['pool_size'], properties: { pool_size: { ...INT, title: 'Pool size', default: 8 } } };
    expect(p.connection).toEqual({ ...connection, title: 'Connection', description: 'How to connect.' });
    expect(p.backup).toEqual({ ...connection, type: ['object', 'null'], title: 'Backup' });
    expect(p.digest).toEqual({ type: 'string', title: 'Digest' });
    expect(p.at).toEqual({ type: 'integer', title: 'At' });
    expect(schema.required).toEqual(['level', 'fallback_level', 'topics', 'labels', 'connection', 'digest', 'at']);
  });

  it('offers every member of a wider union, optional when it takes null', () => {
    const schema = avroToJsonSchema({ type: 'record', name: 'C', fields: [{ name: 'limit', type: ['null', 'int', 'string'], default: null }] });
    expect(schema.properties!.limit).toEqual({ anyOf: [INT, { type: 'string' }], title: 'Limit' });
    expect(schema.required).toEqual([]);
  });

  it("uses the plugin's own translated labels and help when it has them", () => {
    const avsc = {
      type: 'record',
      name: 'C',
      fields: [{ name: 'hostname', type: 'string', doc: 'Host.', $ui: { component: 'input', label: '$hostname_label', description: '$hostname_desc' } }],
    };
    const i18n = { $hostname_label: { en: 'Host name', zh: '主机名' }, $hostname_desc: { en: 'Where to send.' } };
    expect(avroToJsonSchema(avsc, { i18n, locale: 'zh' }).properties!.hostname).toEqual({ type: 'string', title: '主机名', description: 'Where to send.' });
    expect(avroToJsonSchema(avsc, { i18n, locale: 'en' }).properties!.hostname).toMatchObject({ title: 'Host name' });
    expect(avroToJsonSchema(avsc).properties!.hostname).toEqual({ type: 'string', title: 'Hostname', description: 'Host.' });
  });

  it('refuses what is not Avro', () => {
    expect(() => avroToJsonSchema({ type: 'record', name: 'C', fields: [{ name: 'x', type: 'Nope' }] })).toThrow(AvroSchemaError);
    expect(() => avroToJsonSchema({ type: 'record', name: 'C' })).toThrow(/no fields/);
    expect(() => avroToJsonSchema(42)).toThrow(AvroSchemaError);
  });
});

describe('readPluginSchema', () => {
  const avsc = { type: 'record', name: 'C', fields: [] };

  it("reads the broker's { avsc, i18n }, as JSON or as text, and a bare schema", () => {
    expect(readPluginSchema({ avsc, i18n: null })).toEqual({ avsc, i18n: null });
    expect(readPluginSchema({ avsc: JSON.stringify(avsc), i18n: '{"$a": {"en": "A"}}' })).toEqual({ avsc, i18n: { $a: { en: 'A' } } });
    expect(readPluginSchema(JSON.stringify(avsc))).toEqual({ avsc, i18n: null });
  });

  it('is undefined when the plugin has no schema', () => {
    expect(readPluginSchema({ avsc: null, i18n: null })).toBeUndefined();
    expect(readPluginSchema('not json')).toBeUndefined();
    expect(readPluginSchema(undefined)).toBeUndefined();
  });
});

describe('readableName', () => {
  it('makes keys readable', () => {
    expect(readableName('enable_tls')).toBe('Enable tls');
    expect(readableName('poolSize')).toBe('Pool size');
    expect(readableName('x')).toBe('X');
  });
});
