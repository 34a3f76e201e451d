import { describe, expect, it } from 'vitest';
import { formatChanges, normalizeOpenApi, operationName, type JsonObject } from './normalize';

const doc = (schemas: JsonObject, paths: JsonObject = {}): JsonObject => ({ openapi: '3.0.0', info: { title: 't', version: '1' }, paths, components: { schemas } });

describe('operationName', () => {
  it('is derived from method and path, with parameters as By/And', () => {
    expect(operationName('get', '/clients/{clientid}')).toBe('getClientsByClientid');
    expect(operationName('delete', '/banned/{as}/{who}')).toBe('deleteBannedByAsAndWho');
    expect(operationName('post', '/clients/kickout/bulk')).toBe('postClientsKickoutBulk');
    expect(operationName('get', '/monitor_current/nodes/{node}')).toBe('getMonitorCurrentNodesByNode');
  });
});

describe('normalizeOpenApi', () => {
  it('splits a string enum holding booleans into a oneOf', () => {
    const { doc: out, changes } = normalizeOpenApi(doc({ A: { type: 'string', enum: ['auto', true, false], default: 'auto' } }));
    expect((out.components as JsonObject).schemas).toEqual({ A: { default: 'auto', oneOf: [{ type: 'boolean' }, { type: 'string', enum: ['auto'] }] } });
    expect(changes['mixed enum split into oneOf']).toBe(1);
  });

  it('drops defaults of the wrong type or outside their enum, but keeps good ones', () => {
    const input = doc({
      A: {
        type: 'object',
        properties: {
          n: { type: 'integer', default: '1000000' },
          e: { type: 'string', enum: ['a', 'b'], default: 'c' },
          ok: { type: 'string', enum: ['a', 'b'], default: 'a' },
          // A property called "default" is a schema, not a default value.
          default: { type: 'boolean', default: 'yes' },
        },
      },
    });
    const { doc: out, changes } = normalizeOpenApi(input);
    const props = ((out.components as JsonObject).schemas as JsonObject).A as JsonObject;
    expect(props.properties).toEqual({
      n: { type: 'integer' },
      e: { type: 'string', enum: ['a', 'b'] },
      ok: { type: 'string', enum: ['a', 'b'], default: 'a' },
      default: { type: 'boolean' },
    });
    expect(changes['default of the wrong type dropped']).toBe(2);
    expect(changes['default outside its enum dropped']).toBe(1);
  });

  it('drops defaults the zod writer cannot print only when asked', () => {
    const input = doc({ A: { type: 'string', default: "insert into t values ('${id}')" }, B: { type: 'object', default: { 'cache-control': 'no' } } });
    expect(normalizeOpenApi(input).changes['default unsafe for the zod writer dropped']).toBeUndefined();
    const { doc: out, changes } = normalizeOpenApi(input, { forZod: true });
    expect((out.components as JsonObject).schemas).toEqual({ A: { type: 'string' }, B: { type: 'object' } });
    expect(changes['default unsafe for the zod writer dropped']).toBe(2);
  });

  it('keeps only JSON where a response also offers text/plain, hoists inline oneOf bodies and names operations', () => {
    const oneOf = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
    const input = doc({}, {
      '/configs': { get: { requestbody: {}, log_meta: { importance: 'low' }, responses: { 200: { description: '', content: { 'text/plain': { schema: { type: 'string' } }, 'application/json': { schema: oneOf } } } } } },
    });
    const { doc: out, changes } = normalizeOpenApi(input);
    const op = ((out.paths as JsonObject)['/configs'] as JsonObject).get as JsonObject;
    expect(op.operationId).toBe('getConfigs');
    expect(op.requestbody).toBeUndefined();
    expect(op['x-log_meta']).toEqual({ importance: 'low' });
    expect(op.responses).toEqual({ 200: { description: '', content: { 'application/json': { schema: { $ref: '#/components/schemas/getConfigsResponse200' } } } } });
    expect((out.components as JsonObject).schemas).toEqual({ getConfigsResponse200: oneOf });
    expect(changes).toMatchObject({ 'non-JSON alternative of a JSON response dropped': 1, 'inline oneOf response hoisted into components': 1, 'unknown operation key dropped': 1 });
  });

  it('strips documentation but not properties named like it, and leaves responses a description', () => {
    const input = doc(
      { A: { type: 'object', description: 'long text', example: { a: 1 }, properties: { description: { type: 'string', description: 'notes' } } } },
      { '/x': { get: { summary: 's', responses: { 200: { description: 'OK' } } } } },
    );
    const { doc: out } = normalizeOpenApi(input, { stripDocs: true });
    expect((out.components as JsonObject).schemas).toEqual({ A: { type: 'object', properties: { description: { type: 'string' } } } });
    expect(((out.paths as JsonObject)['/x'] as JsonObject).get).toEqual({ operationId: 'getX', responses: { 200: { description: '' } } });
  });

  it('does not modify its input and reports its counts readably', () => {
    const input = doc({ A: { type: 'integer', default: 'x' } });
    const before = JSON.stringify(input);
    const { changes } = normalizeOpenApi(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(formatChanges('Normalized', changes)).toBe('Normalized:\n       1  default of the wrong type dropped');
  });
});
