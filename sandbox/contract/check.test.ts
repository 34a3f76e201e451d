import type { JsonObject } from '../../scripts/openapi/normalize';
import { createRequestChecker, type ContractRequest } from './check';
import { contractFrom } from './document';

/** A small document in the shape of the EMQX one: component refs, path and query parameters, a oneOf body. */
const doc: JsonObject = {
  paths: {
    '/clients': {
      get: {
        operationId: 'getClients',
        parameters: [
          { $ref: '#/components/parameters/public.limit' },
          { in: 'query', name: 'conn_state', schema: { type: 'string', enum: ['connected', 'idle', 'disconnected'] } },
          { in: 'query', name: 'clientid', schema: { type: 'array', items: { type: 'string' } } },
        ],
      },
    },
    '/clients/kickout/bulk': { post: { operationId: 'postClientsKickoutBulk', requestBody: { content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } } } },
    '/clients/{clientid}': {
      get: { operationId: 'getClientsByClientid', parameters: [{ in: 'path', name: 'clientid', required: true, schema: { type: 'string' } }] },
      delete: { operationId: 'deleteClientsByClientid', parameters: [{ in: 'path', name: 'clientid', required: true, schema: { type: 'string' } }] },
    },
    '/monitor': { get: { operationId: 'getMonitor', parameters: [{ in: 'query', name: 'latest', required: true, schema: { type: 'integer', minimum: 1 } }] } },
    '/actions/{id}/enable/{enable}': {
      put: {
        operationId: 'putActionsByIdEnableByEnable',
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'string' } },
          { in: 'path', name: 'enable', required: true, schema: { type: 'boolean' } },
        ],
      },
    },
    '/listeners': {
      post: {
        operationId: 'postListeners',
        requestBody: { content: { 'application/json': { schema: { oneOf: [{ $ref: '#/components/schemas/listeners.tcp' }, { $ref: '#/components/schemas/listeners.ws' }] } } } },
      },
    },
    '/configs/sysmon': { put: { operationId: 'putConfigsSysmon', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/sysmon' } } } } } },
    '/configs': { put: { operationId: 'putConfigs', requestBody: { content: { 'text/plain': { schema: { type: 'string' } } } } } },
  },
  components: {
    parameters: { 'public.limit': { in: 'query', name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 10000 } } },
    schemas: {
      listener: {
        type: 'object',
        required: ['name', 'bind'],
        properties: {
          name: { type: 'string' },
          bind: { type: 'string' },
          max_connections: { oneOf: [{ type: 'integer', minimum: 1 }, { type: 'string', enum: ['infinity'] }] },
        },
      },
      'listeners.tcp': { allOf: [{ $ref: '#/components/schemas/listener' }, { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: ['tcp'] } } }] },
      'listeners.ws': { allOf: [{ $ref: '#/components/schemas/listener' }, { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: ['ws'] } } }] },
      sysmon: {
        type: 'object',
        properties: { vm: { type: 'object', properties: { long_gc: { oneOf: [{ type: 'string' }, { type: 'string', enum: ['disabled'] }] }, busy_port: { type: 'boolean' } } } },
      },
    },
  },
};

const check = createRequestChecker(contractFrom(doc));

function request(method: string, pathAndQuery: string, body?: unknown, contentType = 'application/json'): ContractRequest {
  const [path = '', search = ''] = pathAndQuery.split('?');
  return { method, path, search, contentType: body === undefined ? null : contentType, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) };
}

const problems = (method: string, pathAndQuery: string, body?: unknown, contentType?: string): string[] | undefined => check(request(method, pathAndQuery, body, contentType))?.problems;

describe('the request contract check', () => {
  it('passes valid requests, with encoded path parameters and query values read as their type', () => {
    expect(check(request('GET', '/clients?limit=50&conn_state=connected&clientid=a&clientid=b'))).toBeUndefined();
    expect(check(request('GET', '/clients/sensor%2Fline-1%20%237'))).toBeUndefined();
    expect(check(request('DELETE', `/clients/${encodeURIComponent('温度传感器-01')}`))).toBeUndefined();
    expect(check(request('PUT', '/actions/a1/enable/false'))).toBeUndefined();
    expect(check(request('POST', '/listeners', { type: 'ws', name: 'ws2', bind: '0.0.0.0:8084', max_connections: 'infinity' }))).toBeUndefined();
    expect(check(request('PUT', '/configs', 'sysmon { vm { busy_port = true } }', 'text/plain'))).toBeUndefined();
  });

  it('prefers a literal path segment over a parameter', () => {
    expect(check(request('POST', '/clients/kickout/bulk', ['a', 'b']))).toBeUndefined();
    expect(check(request('POST', '/clients/kickout/bulk', 'a', 'application/json'))?.operation).toBe('POST /clients/kickout/bulk (postClientsKickoutBulk)');
  });

  it('names the operation and the wrong type of a body field', () => {
    const violation = check(request('POST', '/listeners', { type: 'tcp', name: 'default', bind: 1883 }));
    expect(violation?.operation).toBe('POST /listeners (postListeners)');
    expect(violation?.problems).toEqual(['body matches none of its 2 alternatives; as the closest, listeners.tcp: body.bind must be a string, not 1883']);
    expect(violation?.message).toBe(`POST /listeners (postListeners): ${violation?.problems[0]}`);
  });

  it('says which scalar alternatives a oneOf field takes', () => {
    expect(problems('POST', '/listeners', { type: 'tcp', name: 'default', bind: ':1883', max_connections: 'lots' })).toEqual([
      'body matches none of its 2 alternatives; as the closest, listeners.tcp: body.max_connections must be an integer or "infinity", not "lots"',
    ]);
  });

  it('reports a value that overlapping oneOf alternatives both accept', () => {
    expect(problems('PUT', '/configs/sysmon', { vm: { long_gc: 'disabled' } })).toEqual(['body.vm.long_gc "disabled" matches 2 alternatives of a oneOf that allows exactly one: a string and "disabled"']);
  });

  it('fails a missing required query parameter, and one the operation does not take', () => {
    expect(problems('GET', '/monitor')).toEqual(['query parameter latest is required']);
    expect(problems('GET', '/monitor?latest=600&node=n1')).toEqual(['query parameter node is not one the operation takes']);
    expect(problems('GET', '/monitor?latest=0')).toEqual(['query parameter latest must be >= 1, not 0']);
  });

  it('fails an unknown enum value', () => {
    expect(problems('GET', '/clients?conn_state=online')).toEqual(['query parameter conn_state must be "connected" or "idle" or "disconnected", not "online"']);
  });

  it('fails a bad path parameter, an unencoded slash and a method the path does not take', () => {
    expect(problems('PUT', '/actions/a1/enable/yes')).toEqual(['path parameter enable must be a boolean, not "yes"']);
    expect(check(request('GET', '/clients/sensor/line-1'))).toMatchObject({ operation: 'GET /clients/sensor/line-1', problems: [expect.stringContaining('no operation of the API has this path')] });
    expect(problems('GET', '/clients/%E0%A4%A')).toEqual(['path segment %E0%A4%A is not valid percent-encoding']);
    expect(problems('PUT', '/clients/c1')).toEqual(['the path takes GET, DELETE, not PUT']);
  });

  it('fails bodies of the wrong media type, bodies that are not JSON and bodies an operation does not take', () => {
    expect(problems('PUT', '/configs', { sysmon: {} })).toEqual(['body of type application/json, but the operation takes text/plain']);
    expect(problems('POST', '/listeners', '{"type":', 'application/json')).toEqual(['body is not valid JSON']);
    expect(problems('DELETE', '/clients/c1', {})).toEqual(['sends a body, but the operation takes none']);
  });

  it('reads a missing JSON body as an empty object, as the broker does', () => {
    expect(problems('POST', '/listeners')?.[0]).toMatch(/^body \(none sent, read as \{\}\) matches none of its 2 alternatives; as the closest, listeners.tcp: .*name is required/);
  });
});
