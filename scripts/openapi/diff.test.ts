import { describe, expect, it } from 'vitest';
import { diffDocuments, modelTypeName, type Change } from './diff';
import { formatChange, formatReport } from './diff-format';
import { usesOf } from './diff-uses';
import type { JsonObject } from './normalize';

const ok = (schema: JsonObject): JsonObject => ({ description: 'OK', content: { 'application/json': { schema } } });
const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

const before: JsonObject = {
  openapi: '3.0.0',
  info: { title: 'EMQX API', version: '5.8.0' },
  paths: {
    '/clients': {
      get: {
        tags: ['Clients'],
        description: 'List clients',
        parameters: [{ $ref: '#/components/parameters/public.limit' }, { in: 'query', name: 'like_clientid', schema: { type: 'string' } }],
        responses: { 200: ok({ type: 'array', items: ref('emqx.client') }) },
      },
    },
    '/clients/{clientid}': { get: { tags: ['Clients'], responses: { 200: ok(ref('emqx.client')), 404: ok(ref('emqx.error')) } } },
    '/telemetry/status': { get: { tags: ['Telemetry'], responses: { 200: ok({ type: 'object', properties: { enable: { type: 'boolean' } } }) } } },
    '/rules/{id}': {
      get: {
        tags: ['Rules'],
        responses: { 200: ok({ type: 'object', properties: { id: { type: 'string' }, sql: { type: 'string' }, metrics: { type: 'object', properties: { matched: { type: 'integer' } } } } }) },
      },
    },
  },
  components: {
    parameters: { 'public.limit': { in: 'query', name: 'limit', schema: { type: 'integer', minimum: 1 } } },
    schemas: {
      'emqx.client': {
        type: 'object',
        required: ['clientid'],
        properties: {
          clientid: { type: 'string', description: 'Client ID' },
          ip_addr: { type: 'string' },
          port: { type: 'integer' },
          conn_state: { type: 'string', enum: ['connected', 'disconnected'] },
          description: { type: 'string' },
        },
      },
      'emqx.error': { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } },
      'emqx_telemetry.status': { type: 'object', properties: { enable: { type: 'boolean' } } },
    },
  },
};

const after: JsonObject = {
  openapi: '3.0.0',
  info: { title: 'EMQX API', version: '5.9.0' },
  paths: {
    '/clients': {
      get: {
        tags: ['Clients'],
        // Only the description changed: not a change of the API.
        description: 'List the clients',
        parameters: [{ $ref: '#/components/parameters/public.limit' }, { in: 'query', name: 'like_clientid', schema: { type: 'string' } }],
        responses: { 200: ok({ type: 'array', items: ref('emqx.client') }) },
      },
    },
    '/clients/{clientid}': { get: { tags: ['Clients'], responses: { 200: ok(ref('emqx.client')), 404: ok(ref('emqx.error')) } } },
    '/rules/{id}': {
      get: {
        tags: ['Rules'],
        responses: {
          200: ok({ type: 'object', properties: { id: { type: 'string' }, sql: { type: 'string' }, metrics: { type: 'object', properties: { matched: { type: 'integer' }, passed: { type: 'integer' } } } } }),
          404: ok(ref('emqx.error')),
        },
      },
    },
    '/alarms': { get: { tags: ['Alarms'], parameters: [{ in: 'query', name: 'activated', required: true, schema: { type: 'boolean' } }], responses: { 200: ok({ type: 'array', items: { type: 'object' } }) } } },
  },
  components: {
    parameters: { 'public.limit': { in: 'query', name: 'limit', schema: { type: 'integer', minimum: 1 } } },
    schemas: {
      'emqx.client': {
        type: 'object',
        required: ['clientid', 'port'],
        properties: {
          clientid: { type: 'string', description: 'The client ID' },
          ip_address: { type: 'string' },
          port: { type: 'string' },
          conn_state: { type: 'string', enum: ['connected', 'disconnected', 'idle'] },
          description: { type: 'string' },
        },
      },
      'emqx.error': { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

describe('diffDocuments', () => {
  const report = diffDocuments(before, after);

  it('finds added and removed operations, with the names Orval generates', () => {
    expect(report.operations.added).toEqual([{ key: 'GET /alarms', method: 'GET', path: '/alarms', operationId: 'getAlarms', name: 'getAlarms', tags: ['Alarms'] }]);
    expect(report.operations.removed.map((op) => [op.key, op.name])).toEqual([['GET /telemetry/status', 'getTelemetryStatus']]);
  });

  it('finds a changed response, and ignores documentation-only changes', () => {
    expect(report.operations.changed.map((op) => op.key)).toEqual(['GET /rules/{id}']);
    expect(report.operations.changed[0]!.changes).toEqual<Change[]>([
      { kind: 'added', where: 'response 404', field: '', after: 'emqx.error' },
      { kind: 'added', where: 'response 200', field: 'metrics.passed', after: 'integer' },
    ]);
  });

  it('reports a renamed field, a retyped one, an enum change and a required-ness change per schema', () => {
    expect(report.schemas.changed.map((s) => s.name)).toEqual(['emqx.client']);
    const client = report.schemas.changed[0]!;
    expect(client.typeName).toBe('EmqxClient');
    // Reached from both /clients operations: the console's hooks for them use the schema.
    expect(client.operations).toEqual(['getClients', 'getClientsByClientid']);
    expect(client.changes).toEqual<Change[]>([
      { kind: 'renamed', where: '', field: 'ip_address', from: 'ip_addr', before: 'string', after: 'string' },
      { kind: 'retyped', where: '', field: 'port', before: 'integer', after: 'string' },
      { kind: 'required', where: '', field: 'port' },
      { kind: 'retyped', where: '', field: 'conn_state', before: 'enum(connected|disconnected)', after: 'enum(connected|disconnected|idle)', detail: 'values +idle' },
    ]);
    expect(client.changes.map(formatChange)).toEqual([
      '? renamed? field ip_addr → ip_address: string',
      '~ field port: integer → string',
      '! field port: now required',
      '~ field conn_state: enum(connected|disconnected) → enum(connected|disconnected|idle) (values +idle)',
    ]);
  });

  it('reports removed schemas, new tags and removed tags', () => {
    expect(report.schemas.removed.map((s) => s.name)).toEqual(['emqx_telemetry.status']);
    expect(report.tags).toEqual({ added: ['Alarms'], removed: ['Telemetry'] });
  });

  it('sees parameter changes, including through a $ref', () => {
    const moved = structuredClone(after);
    ((moved.components as JsonObject).parameters as JsonObject)['public.limit'] = { in: 'query', name: 'limit', required: true, schema: { type: 'string' } };
    const changed = diffDocuments(before, moved).operations.changed.find((op) => op.key === 'GET /clients');
    expect(changed?.changes).toEqual<Change[]>([
      { kind: 'retyped', where: 'parameter', field: 'query limit', before: 'integer', after: 'string', detail: 'minimum changed' },
      { kind: 'required', where: 'parameter', field: 'query limit' },
    ]);
  });

  it('treats a renamed path parameter as a change of the same operation', () => {
    const renamed = structuredClone(after);
    const paths = renamed.paths as JsonObject;
    paths['/clients/{id}'] = paths['/clients/{clientid}']!;
    delete paths['/clients/{clientid}'];
    const report = diffDocuments(after, renamed);
    const op = report.operations.changed[0]!;
    expect(op.name).toBe('getClientsById');
    expect(op.previous?.name).toBe('getClientsByClientid');
    expect(formatChange(op.changes[0]!)).toBe('~ path: /clients/{clientid} → /clients/{id} (generated name getClientsByClientid → getClientsById)');
    // The console still uses the old names: those are the ones to find.
    expect(usesOf(report, { 'src/a.tsx': 'useGetClientsByClientid(id)' }).operations).toEqual({ 'GET /clients/{id}': [{ file: 'src/a.tsx', names: ['useGetClientsByClientid'] }] });
  });

  it('names the variants a union gained and lost', () => {
    const union = (...names: string[]): JsonObject => ({ oneOf: names.map(ref) });
    const a = structuredClone(after);
    const b = structuredClone(after);
    (((a.paths as JsonObject)['/clients/{clientid}'] as JsonObject).get as JsonObject).responses = { 200: ok(union('emqx.client', 'emqx.error')) };
    (((b.paths as JsonObject)['/clients/{clientid}'] as JsonObject).get as JsonObject).responses = { 200: ok(union('emqx.client', 'emqx.session')) };
    const [change] = diffDocuments(a, b).operations.changed[0]!.changes;
    expect(formatChange(change!)).toBe('~ response 200: oneOf(emqx.client | emqx.error) → oneOf(emqx.client | emqx.session) (variants +emqx.session -emqx.error)');
  });

  it('finds nothing between a document and itself', () => {
    const same = diffDocuments(after, structuredClone(after));
    expect([same.operations, same.schemas, same.tags]).toEqual([{ added: [], removed: [], changed: [] }, { added: [], removed: [], changed: [] }, { added: [], removed: [] }]);
    expect(formatReport(same)).toContain('No differences');
  });

  it('names model types as Orval does', () => {
    expect(modelTypeName('bridge_kafka.producer_buffer')).toBe('BridgeKafkaProducerBuffer');
    expect(modelTypeName('bridge_influxdb.post_api_v1')).toBe('BridgeInfluxdbPostApiV1');
  });
});

describe('usesOf', () => {
  const report = diffDocuments(before, after);
  const files: Record<string, string> = {
    'src/features/clients/ClientsView.tsx': [
      "import { useGetClients, getGetClientsQueryKey } from '../../generated/endpoints/clients/clients';",
      "import type { EmqxClient, EmqxClientConnState } from '../../generated/model';",
      // A hand-written name that merely starts like a generated one.
      'const getClientsCount = (rows: EmqxClient[]) => rows.length;',
    ].join('\n'),
    'src/features/clients/ClientDetail.tsx': "import { useGetClientsByClientid } from '../../generated/endpoints/clients/clients';",
    'src/features/rules/RuleDetail.tsx': "const q = useGetRulesById(id);\nconst key = getGetRulesByIdQueryKey(id);",
    'src/features/rules/RuleDetail.test.tsx': "server.use(http.get('/api/v5/rules/:id', () => HttpResponse.json({})));",
    'src/api/capabilities.ts': "export const PROBES = { telemetry: { url: '/telemetry/status' } };",
    // A UI route with the same path is not an API call.
    'src/app/menu.ts': "navigate({ to: '/telemetry/status' });",
    'src/features/alarms/AlarmsView.tsx': 'useGetAlarms();',
  };
  const uses = usesOf(report, files);

  it('finds the generated hooks and the raw paths of removed and changed operations', () => {
    expect(uses.operations).toEqual({
      'GET /rules/{id}': [
        { file: 'src/features/rules/RuleDetail.test.tsx', names: ['path /rules/:id'] },
        { file: 'src/features/rules/RuleDetail.tsx', names: ['getGetRulesByIdQueryKey', 'useGetRulesById'] },
      ],
      'GET /telemetry/status': [{ file: 'src/api/capabilities.ts', names: ['path /telemetry/status'] }],
    });
  });

  it('finds the model types of changed schemas, and the files that reach them through operations', () => {
    expect(uses.schemas).toEqual({ 'emqx.client': [{ file: 'src/features/clients/ClientsView.tsx', names: ['EmqxClient', 'EmqxClientConnState'] }] });
    // ClientsView names the type itself; ClientDetail only uses an operation that returns it.
    expect(uses.schemasViaOperations).toEqual({ 'emqx.client': [{ file: 'src/features/clients/ClientDetail.tsx', names: ['useGetClientsByClientid'] }] });
  });

  it('prints the uses under what they use', () => {
    const text = formatReport(report, { uses, beforeLabel: 'a.json', afterLabel: 'b.json' });
    expect(text).toContain('before: EMQX API 5.8.0 (a.json): 4 operations, 3 schemas');
    expect(text).toContain('Totals: operations +1 -1 ~1 · schemas +0 -1 ~1 (4 field changes) · tags +1 -1');
    expect(text).toContain(['  - GET    /telemetry/status  getTelemetryStatus  [Telemetry]', '      used in:', '        src/api/capabilities.ts  (path /telemetry/status)'].join('\n'));
    expect(text).toContain(['      + response 200 field metrics.passed: integer', '      used in:'].join('\n'));
    expect(text).toContain(['      used through its operations in:', '        src/features/clients/ClientDetail.tsx  (useGetClientsByClientid)'].join('\n'));
    expect(text).toContain('  + GET    /alarms  getAlarms  [Alarms]');
  });
});
