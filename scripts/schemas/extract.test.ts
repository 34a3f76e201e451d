import { describe, expect, it } from 'vitest';
import type { Json, JsonObject } from '../openapi/normalize';
import { accepts } from './accepts';
import { correctSchemas } from './corrections';
import { extractSchemas, htmlToMarkdown, renderSchemaFiles, type SchemaTarget } from './extract';
import { detectFormat, matchesFormat } from './formats';

/** A document with one PUT /x whose body is `body`, and component schemas `schemas`. */
const doc = (body: JsonObject, schemas: JsonObject = {}, path = '/x', method = 'put'): JsonObject => ({
  openapi: '3.0.0',
  paths: { [path]: { [method]: { requestBody: { content: { 'application/json': { schema: body } } } } } },
  components: { schemas },
});
const target: SchemaTarget = { name: 'x', method: 'put', path: '/x' };

/** The extracted schema without its $schema/$comment header. */
function extract(en: JsonObject, zh?: JsonObject, targets: SchemaTarget[] = [target]) {
  const { schemas, changes } = extractSchemas({ en, zh, source: 'doc.json' }, targets);
  const bodies = schemas.map(({ schema: { $schema: _s, $comment: _c, ...rest } }) => rest as JsonObject);
  return { schema: bodies[0]!, bodies, schemas, changes };
}

describe('extractSchemas: $ref', () => {
  it('inlines nested $refs, letting the description beside a $ref win', () => {
    const { schema, changes } = extract(
      doc(
        { $ref: '#/components/schemas/a' },
        {
          a: { type: 'object', properties: { b: { description: 'the field', $ref: '#/components/schemas/b' } } },
          b: { type: 'object', description: 'the struct', properties: { c: { $ref: '#/components/schemas/c' } } },
          c: { type: 'integer', minimum: 0, maximum: 10, default: 5 },
        },
      ),
    );
    expect(schema).toEqual({
      type: 'object',
      properties: { b: { description: 'the field', type: 'object', properties: { c: { type: 'integer', default: 5, minimum: 0, maximum: 10 } } } },
    });
    expect(changes['$ref inlined']).toBe(3);
  });

  it('cuts a recursive $ref to {} instead of looping', () => {
    const { schema, changes } = extract(
      doc({ $ref: '#/components/schemas/node' }, { node: { type: 'object', properties: { name: { type: 'string' }, child: { $ref: '#/components/schemas/node' } } } }),
    );
    expect(schema).toEqual({ type: 'object', properties: { name: { type: 'string' }, child: {} } });
    expect(changes['recursive $ref cut to {}']).toBe(1);
  });

  it('fails loudly on a $ref the document lacks or a target it does not have', () => {
    expect(() => extract(doc({ $ref: '#/components/schemas/missing' }))).toThrow(/missing is not in the document/);
    expect(() => extract(doc({ type: 'object' }, {}, '/y'))).toThrow(/PUT \/x has no JSON request body/);
  });
});

describe('extractSchemas: OpenAPI 3.0 forms', () => {
  it('turns nullable into a null type, enum value or union variant', () => {
    const { schema, changes } = extract(
      doc({
        type: 'object',
        properties: {
          s: { type: 'string', nullable: true },
          e: { type: 'string', enum: ['a'], nullable: true },
          u: { oneOf: [{ type: 'integer' }, { type: 'boolean' }], nullable: true },
        },
      }),
    );
    expect(schema.properties).toEqual({
      s: { type: ['string', 'null'] },
      e: { type: ['string', 'null'], enum: ['a', null] },
      u: { oneOf: [{ type: 'integer' }, { type: 'boolean' }, { type: 'null' }] },
    });
    expect(changes['nullable turned into a null type']).toBe(3);
    expect(accepts(schema, { s: null, e: null, u: null })).toBe(true);
  });

  it('drops examples and non-JSON-Schema keys, and orders keywords the same way every time', () => {
    const { schema, changes } = extract(
      doc({ properties: { n: { maximum: 3, 'x-emqx': 1, is_template: true, example: 2, type: 'integer', description: 'n' } }, type: 'object', log_meta: {} }),
    );
    expect(JSON.stringify(schema)).toBe('{"type":"object","properties":{"n":{"description":"n","type":"integer","maximum":3}}}');
    expect(changes).toMatchObject({ 'x-* extension dropped': 1, 'is_template dropped': 1, 'log_meta dropped': 1, 'example dropped': 1 });
  });

  it('splits a mixed enum into a oneOf of a boolean and the strings', () => {
    const { schema } = extract(doc({ type: 'string', enum: [true, false, 'quick_deny_anonymous'], default: true }));
    expect(schema).toEqual({ default: true, oneOf: [{ type: 'boolean' }, { type: 'string', enum: ['quick_deny_anonymous'] }] });
  });

  it('drops defaults their schema rejects, at any depth, but reads a number default of a string as text', () => {
    const { schema, changes } = extract(
      doc({
        type: 'object',
        properties: {
          wrongType: { type: 'integer', default: '1000000' },
          outsideEnum: { type: 'string', enum: ['a', 'b'], default: 'c' },
          belowMinimum: { type: 'integer', minimum: 1, default: 0 },
          badItems: { type: 'array', items: { type: 'integer' }, default: [[1, 2]] },
          badDuration: { type: 'string', example: '32s', default: 'soon' },
          port: { type: 'string', example: '127.0.0.1:80', default: 1883 },
          objectOk: { type: 'object', properties: { a: { type: 'integer' } }, default: { a: 1, hidden: 'x' } },
        },
      }),
    );
    const props = schema.properties as Record<string, JsonObject>;
    for (const name of ['wrongType', 'outsideEnum', 'belowMinimum', 'badItems', 'badDuration']) expect(props[name], name).not.toHaveProperty('default');
    expect(props.port!.default).toBe('1883');
    // The swagger omits hidden fields, so an object default may name one.
    expect(props.objectOk!.default).toEqual({ a: 1, hidden: 'x' });
    expect(changes['default invalid against its own schema dropped']).toBe(5);
    expect(changes['number default of a string turned into a string']).toBe(1);
  });

  it('keeps a oneOf whose variants cannot overlap and makes an overlapping one anyOf', () => {
    const { schema, changes } = extract(
      doc({
        type: 'object',
        properties: {
          max: { default: 'infinity', oneOf: [{ type: 'integer', minimum: 1 }, { type: 'string', enum: ['infinity'] }] },
          timeout: { default: 'infinity', oneOf: [{ type: 'string', example: '12m' }, { type: 'string', enum: ['infinity'] }] },
          sni: { oneOf: [{ type: 'string' }, { type: 'string', enum: ['disable'] }], default: 'disable' },
        },
      }),
    );
    const props = schema.properties as Record<string, JsonObject>;
    expect(props.max).toEqual({ default: 'infinity', oneOf: [{ type: 'integer', minimum: 1 }, { type: 'string', enum: ['infinity'] }] });
    // "infinity" is also a string: a oneOf would reject it, so the union becomes anyOf.
    expect(props.timeout).toEqual({ default: 'infinity', anyOf: [{ type: 'string', format: 'emqx-duration' }, { type: 'string', enum: ['infinity'] }] });
    expect(props.sni!.anyOf).toHaveLength(2);
    expect(props.sni!.default).toBe('disable');
    expect(changes['overlapping oneOf turned into anyOf']).toBe(2);
  });

  it("turns EMQX's $name property into a map of that schema", () => {
    const { schema } = extract(doc({ type: 'object', properties: { $handler_name: { type: 'object', properties: { level: { type: 'string' } } } } }));
    expect(schema).toEqual({ type: 'object', 'x-map-key': 'handler_name', additionalProperties: { type: 'object', properties: { level: { type: 'string' } } } });
    expect(accepts(schema, { default: { level: 'info' } })).toBe(true);
    expect(accepts(schema, { default: 'info' })).toBe(false);
  });
});

describe('formats', () => {
  it("reads the broker's type from the shape of its example", () => {
    expect(detectFormat({ example: '32s' })).toBe('emqx-duration');
    expect(detectFormat({ example: '12m' })).toBe('emqx-duration');
    expect(detectFormat({ example: '1h' })).toBe('emqx-duration');
    expect(detectFormat({ example: '32MB' })).toBe('emqx-bytesize');
    expect(detectFormat({ example: '1024KB' })).toBe('emqx-bytesize');
    expect(detectFormat({ example: '12%' })).toBe('emqx-percent');
    expect(detectFormat({ example: '1000/s' })).toBe('emqx-rate');
    expect(detectFormat({ example: '100MB/s' })).toBe('emqx-rate');
    expect(detectFormat({ example: '127.0.0.1:80' })).toBeUndefined();
    expect(detectFormat({ example: 'item1,item2' })).toBeUndefined();
    expect(detectFormat({ example: '32' })).toBeUndefined();
  });

  it('marks secrets by format, by the secret() example or by name', () => {
    expect(detectFormat({ format: 'password', example: '' })).toBe('password');
    expect(detectFormat({ example: 'R4ND0M/S∃CЯ∃T' })).toBe('password');
    expect(detectFormat({}, 'password')).toBe('password');
    expect(detectFormat({}, 'aws_secret_access_key')).toBe('password');
    expect(detectFormat({}, 'password_hash_field')).toBeUndefined();
    expect(detectFormat({}, 'keyfile')).toBeUndefined();
  });

  it('accepts what the broker parses', () => {
    for (const v of ['15s', '1h30m', '2.5m', '500ms', '1W2D', '0', '0s']) expect(matchesFormat('emqx-duration', v), v).toBe(true);
    for (const v of ['soon', '15 seconds', 's', '']) expect(matchesFormat('emqx-duration', v), v).toBe(false);
    for (const v of ['1MB', '64kb', '512B', '0', '1GB']) expect(matchesFormat('emqx-bytesize', v), v).toBe(true);
    for (const v of ['1 TB', 'big', '-1MB']) expect(matchesFormat('emqx-bytesize', v), v).toBe(false);
    expect(matchesFormat('emqx-percent', '80%')).toBe(true);
    expect(matchesFormat('emqx-percent', '80')).toBe(false);
    for (const v of ['1000/s', '500/10s', '100MB/s', 'infinity']) expect(matchesFormat('emqx-rate', v), v).toBe(true);
    expect(matchesFormat('date-time', 'anything')).toBe(true);
  });
});

describe('extractSchemas: texts', () => {
  it('turns the markup of EMQX descriptions into Markdown', () => {
    expect(htmlToMarkdown('One.<br/>Set <code>true</code> for `<name>`.<br>')).toBe('One.\nSet `true` for `<name>`.');
    expect(htmlToMarkdown('----')).toBe('');
  });

  it('puts the Chinese text of the same field, through the same $refs, under x-description-zh', () => {
    const schemas = (desc: (en: string) => string): JsonObject => ({
      a: { type: 'object', properties: { b: { description: desc('b'), $ref: '#/components/schemas/b' }, same: { type: 'string', description: desc('same') } } },
      b: { type: 'object', properties: { c: { type: 'integer', description: desc('c<br/>two') }, d: { type: 'string', description: desc('d') } } },
    });
    const en = doc({ $ref: '#/components/schemas/a' }, schemas((t) => `en ${t}`));
    const zh = doc({ $ref: '#/components/schemas/a' }, schemas((t) => (t === 'same' ? 'en same' : t === 'd' ? '----' : `zh ${t}`)));
    const { schema, changes } = extract(en, zh);
    expect(schema).toEqual({
      type: 'object',
      properties: {
        b: {
          description: 'en b',
          'x-description-zh': 'zh b',
          type: 'object',
          properties: {
            c: { description: 'en c\ntwo', 'x-description-zh': 'zh c\ntwo', type: 'integer' },
            d: { description: 'en d', type: 'string' },
          },
        },
        same: { description: 'en same', type: 'string' },
      },
    });
    expect(changes).toMatchObject({ 'Chinese description same as English': 1, 'Chinese description missing': 1 });
    // Without the Chinese document, English only.
    expect(JSON.stringify(extract(en).schema)).not.toContain('x-description-zh');
  });
});

describe('extractSchemas: targets', () => {
  const listenerDoc = (type: string, extra: JsonObject = {}): JsonObject => ({
    type: 'object',
    required: ['type', 'bind'],
    properties: { type: { type: 'string', enum: [type] }, running: { type: 'boolean' }, bind: { type: 'string', default: 1883 }, ...extra },
  });
  const en = doc(
    { oneOf: [{ $ref: '#/components/schemas/l.ssl' }, { $ref: '#/components/schemas/l.tcp' }] },
    { 'l.tcp': listenerDoc('tcp'), 'l.ssl': listenerDoc('ssl', { ssl_options: { type: 'object' } }) },
    '/listeners',
    'post',
  );

  it('writes one schema per variant of a typed oneOf, named by its type, with status fields read-only', () => {
    const { schemas } = extract(en, undefined, [{ name: 'listener', method: 'post', path: '/listeners', splitBy: 'type', readOnly: ['running'] }]);
    expect(schemas.map((s) => [s.name, s.variant])).toEqual([
      ['listener-ssl', 'l.ssl'],
      ['listener-tcp', 'l.tcp'],
    ]);
    const tcp = schemas[1]!.schema;
    expect(tcp.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(tcp.$comment).toContain('POST /listeners (l.tcp) in openapi/doc.json');
    expect(tcp.required).toEqual(['type', 'bind']);
    expect((tcp.properties as JsonObject).running).toEqual({ type: 'boolean', readOnly: true });
    expect((tcp.properties as JsonObject).bind).toEqual({ type: 'string', default: '1883' });
  });

  it('keeps only the named variant of a oneOf body', () => {
    const { schemas } = extract(en, undefined, [{ name: 'ssl', method: 'post', path: '/listeners', variant: 'l.ssl' }]);
    expect(schemas.map((s) => s.name)).toEqual(['ssl']);
    expect(() => extract(en, undefined, [{ name: 'q', method: 'post', path: '/listeners', variant: 'l.quic' }])).toThrow(/no variant l.quic/);
  });

  it('renders pretty files and an index naming them and the EMQX formats they use', () => {
    const { schemas } = extract(doc({ type: 'object', properties: { t: { type: 'string', example: '32s' } } }));
    const files = renderSchemaFiles(schemas, 'doc.json', 'doc-zh.json');
    expect([...files.keys()]).toEqual(['x.json', 'index.json']);
    expect(files.get('x.json')).toMatch(/^\{\n {2}"\$schema"[\s\S]*\n\}\n$/);
    const index = JSON.parse(files.get('index.json')!) as { formats: JsonObject; schemas: Json[]; descriptionsZh: string };
    expect(Object.keys(index.formats)).toEqual(['emqx-duration']);
    expect(index.schemas).toEqual([{ name: 'x', file: 'x.json', operation: 'PUT /x' }]);
    expect(index.descriptionsZh).toBe('openapi/doc-zh.json');
  });

  it('gives the same output for the same input, without modifying the input', () => {
    const input = doc({ $ref: '#/components/schemas/a' }, { a: { type: 'object', properties: { z: { type: 'string', example: '1MB' }, a: { type: 'integer', nullable: true } } } });
    const before = JSON.stringify(input);
    const render = () => [...renderSchemaFiles(extract(input).schemas, 'doc.json', undefined)].join('\n');
    expect(render()).toBe(render());
    expect(JSON.stringify(input)).toBe(before);
    // Property order is the document's: forms show fields in it.
    expect(Object.keys(extract(input).schema.properties as JsonObject)).toEqual(['z', 'a']);
  });
});

describe('correctSchemas', () => {
  const like581 = (): JsonObject => ({
    components: { schemas: { 'retainer.mnesia_config': { type: 'object', properties: { index_specs: { type: 'array', items: { type: 'integer' }, default: [[1, 2, 3], [3]] } } } } },
  });

  it("makes retainer index_specs a list of lists, so the broker's default and data pass, on a copy", () => {
    const input = like581();
    const before = JSON.stringify(input);
    const changes = {};
    const corrected = correctSchemas(input, changes);
    expect(JSON.stringify(input)).toBe(before);
    expect(Object.keys(changes)).toHaveLength(1);
    const { schema } = extract({ ...doc({ $ref: '#/components/schemas/retainer.mnesia_config' }), components: corrected.components as Json });
    expect((schema.properties as Record<string, JsonObject>).index_specs).toEqual({
      type: 'array',
      default: [[1, 2, 3], [3]],
      items: { type: 'array', items: { type: 'integer', minimum: 1 } },
    });
  });

  it('leaves a document that is already right alone', () => {
    const right = correctSchemas(like581());
    const changes = {};
    expect(correctSchemas(right, changes)).toBe(right);
    expect(changes).toEqual({});
  });
});
