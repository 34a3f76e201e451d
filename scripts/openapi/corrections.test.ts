import { describe, expect, it } from 'vitest';
import { applyCorrections } from './corrections';
import { normalizeOpenApi, type ChangeCounts, type JsonObject } from './normalize';

const duration = { type: 'string', example: '12m' };

function documentLike581(): JsonObject {
  return {
    paths: {
      '/subscriptions': { get: { responses: { 200: { content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/s' } } } } } } } },
      '/audit': { get: { responses: { 200: { content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/audit.audit_list' } } } } } } } },
      '/connectors/{id}': { put: { requestBody: { content: { 'application/json': { schema: { oneOf: [{ $ref: '#/components/schemas/emqx.log_file_handler' }, { $ref: '#/components/schemas/rule_engine.user_provided_function' }] } } } } } },
      '/gateways/{name}': { put: { requestBody: { content: { 'application/json': { schema: { oneOf: [{ $ref: '#/components/schemas/emqx.log_file_handler' }, { $ref: '#/components/schemas/rule_engine.user_provided_function' }] } } } } } },
      '/authentication/{id}/import_users': { post: { responses: { 204: { description: 'Users imported' } } } },
      '/login': { post: { responses: { 200: { content: { 'application/json': { schema: { properties: { license: { properties: { edition: { type: 'string', enum: ['opensource', 'enterprise'] } } } } } } } } } } },
    },
    components: {
      parameters: {
        'emqx_mgmt_api_clients.requested_client_fields': {
          in: 'query',
          name: 'fields',
          schema: { default: 'all', oneOf: [{ type: 'array', items: { type: 'string', enum: ['clientid', 'recv_msg.dropped'] } }, { type: 'string', enum: ['all'] }] },
        },
      },
      schemas: {
        'emqx_mgmt_api_clients.client': { properties: { subscriptions_max: { type: 'integer' }, username: { type: 'string' } } },
        'emqx.mqtt': {
          properties: {
            retry_interval: { default: 'infinity', oneOf: [duration, { type: 'string', enum: ['infinity'] }] },
            message_expiry_interval: { default: 'infinity', oneOf: [{ type: 'string', enum: ['infinity'] }, duration] },
          },
        },
        'emqx.sysmon_vm': { properties: { long_gc: { default: 'disabled', oneOf: [duration, { type: 'string', enum: ['disabled'] }] } } },
        'emqx.log': {
          properties: {
            file: { oneOf: [{ type: 'object', properties: { $handler_name: { $ref: '#/components/schemas/emqx.log_file_handler' } } }, { $ref: '#/components/schemas/emqx.log_file_handler' }] },
          },
        },
        'emqx.log_file_handler': { type: 'object', properties: { level: { type: 'string' } } },
        'rule_engine.rule_creation': { properties: { actions: { type: 'array', items: { oneOf: [{ $ref: '#/components/schemas/rule_engine.user_provided_function' }, { $ref: '#/components/schemas/rule_engine.builtin_action_console' }, { type: 'string' }] } } } },
        'rule_engine.user_provided_function': { type: 'object', required: ['function'], properties: { function: { type: 'string' }, args: { type: 'object' } } },
        'rule_engine.builtin_action_console': { type: 'object', required: ['function'], properties: { function: { type: 'string', enum: ['console'] } } },
        'authn.metrics_status_fields': { type: 'object', properties: { status: { type: 'string' }, node_metrics: { description: 'per node', $ref: '#/components/schemas/authn.node_metrics' } } },
        'emqx_gateway_api.gateway_node_status': { properties: { node: { type: 'string', enum: ['emqx@127.0.0.1'], description: 'Node Name' } } },
        'retainer.mnesia_config': { properties: { index_specs: { default: [[1, 2, 3], [1, 3]], type: 'array', items: { type: 'integer' } } } },
      },
    },
  };
}

const schemas = (doc: JsonObject) => (doc.components as JsonObject).schemas as Record<string, { properties: Record<string, JsonObject> }>;

describe('applyCorrections', () => {
  it('makes the 5.8.1 document say what the broker sends', () => {
    const doc = documentLike581();
    const changes: ChangeCounts = {};
    applyCorrections(doc, changes);
    expect(Object.keys(changes)).toHaveLength(9);
    expect(JSON.stringify(doc)).toContain('"meta":{"$ref":"#/components/schemas/public.meta"}');
    expect(JSON.stringify(doc)).toContain('"enum":["opensource","enterprise","ee","ce"]');
    expect(JSON.stringify(doc)).toContain('"enum":["infinity"]');
    expect(JSON.stringify(doc)).toContain('"username":{"type":"string","nullable":true}');
    expect(JSON.stringify(doc)).toContain('"/audit":{"get":{"responses":{"200":{"content":{"application/json":{"schema":{"$ref":"#/components/schemas/audit.audit_list"}}}}}}}');
  });

  it('makes per-node status fields lists, and leaves the users import its 204 (emqx_authn_user_import_api answers {204})', () => {
    const doc = documentLike581();
    applyCorrections(doc, {});
    expect(schemas(doc)['authn.metrics_status_fields']?.properties.node_metrics).toEqual({ type: 'array', description: 'per node', items: { $ref: '#/components/schemas/authn.node_metrics' } });
    const paths = doc.paths as Record<string, { post: { responses: JsonObject } }>;
    expect(Object.keys(paths['/authentication/{id}/import_users']?.post.responses ?? {})).toEqual(['204']);
    expect(schemas(doc)['emqx_gateway_api.gateway_node_status']?.properties.node).toEqual({ type: 'string', description: 'Node Name' });
  });

  it('reads the client fields of GET /clients as the comma-separated list the broker splits', () => {
    const doc = documentLike581();
    applyCorrections(doc, {});
    const parameters = (doc.components as JsonObject).parameters as Record<string, { schema: { oneOf: { pattern?: string }[] } }>;
    const schema = parameters['emqx_mgmt_api_clients.requested_client_fields']!.schema;
    expect(schema).toMatchObject({ default: 'all', oneOf: [{ type: 'string', enum: ['all'] }, { type: 'string' }] });
    const csv = new RegExp(schema.oneOf[1]!.pattern!);
    expect(['clientid', 'clientid,recv_msg.dropped'].every((v) => csv.test(v))).toBe(true);
    expect(['all', 'clientid,', 'recv_msgXdropped', 'clientid,node'].some((v) => csv.test(v))).toBe(false);
  });

  it('types retainer index_specs as a list of lists of topic word positions', () => {
    const doc = documentLike581();
    applyCorrections(doc, {});
    expect(schemas(doc)['retainer.mnesia_config']?.properties.index_specs).toEqual({ default: [[1, 2, 3], [1, 3]], type: 'array', items: { type: 'array', items: { type: 'integer', minimum: 1 } } });
  });

  it('leaves a document that is already right alone', () => {
    const doc = documentLike581();
    applyCorrections(doc, {});
    const changes: ChangeCounts = {};
    applyCorrections(doc, changes);
    expect(changes).toEqual({});
  });
});

describe('unions whose members overlap (normalizeOpenApi)', () => {
  const normalized = (doc: JsonObject) => normalizeOpenApi(doc);

  it('become anyOf, as the broker takes the first member that fits', () => {
    const { doc, changes } = normalized(documentLike581());
    const { 'emqx.mqtt': mqtt, 'emqx.sysmon_vm': vm, 'emqx.log': log } = schemas(doc);
    expect(mqtt?.properties.retry_interval).toEqual({ default: 'infinity', anyOf: [duration, { type: 'string', enum: ['infinity'] }] });
    expect(mqtt?.properties.message_expiry_interval).toMatchObject({ anyOf: [{ enum: ['infinity'] }, duration] });
    expect(vm?.properties.long_gc).toMatchObject({ anyOf: [duration, { enum: ['disabled'] }] });
    expect(log?.properties.file).not.toHaveProperty('oneOf');
    expect(log?.properties.file?.anyOf).toHaveLength(2);
    const actions = schemas(doc)['rule_engine.rule_creation']?.properties.actions as { items: JsonObject };
    expect(actions.items).not.toHaveProperty('oneOf');
    expect(actions.items.anyOf).toHaveLength(3);
    for (const path of ['/connectors/{id}', '/gateways/{name}']) {
      const update = (doc.paths as Record<string, { put: { requestBody: { content: Record<string, { schema: JsonObject }> } } }>)[path];
      expect(Object.keys(update?.put.requestBody.content['application/json']?.schema ?? {})).toEqual(['anyOf']);
    }
    // Also the client fields of GET /clients: "all" or a comma-separated list, both strings.
    expect(changes['overlapping oneOf turned into anyOf']).toBe(8);
  });

  it('a sentinel beside a date-time or an integer of a nested union (api_key.expired_at, banned.until)', () => {
    const until: JsonObject = { default: 'infinity', oneOf: [{ oneOf: [{ type: 'integer' }, { type: 'string', format: 'date-time' }] }, { type: 'string', enum: ['infinity'] }] };
    const { doc } = normalized({ paths: {}, components: { schemas: { ban: { type: 'object', properties: { until } } } } });
    expect(schemas(doc).ban?.properties.until).toMatchObject({ default: 'infinity', anyOf: [{ oneOf: [{ type: 'integer' }, { type: 'string' }] }, { enum: ['infinity'] }] });
  });

  it('keep oneOf when no value fits two members', () => {
    const doc = documentLike581();
    schemas(doc)['emqx.sysmon_vm']!.properties.long_gc = { oneOf: [{ type: 'integer' }, { type: 'string', enum: ['disabled'] }] };
    schemas(doc)['emqx.mqtt']!.properties.retry_interval = { oneOf: [{ type: 'string', enum: ['a'] }, { type: 'string', enum: ['b'] }] };
    const { doc: out } = normalized(doc);
    expect(schemas(out)['emqx.sysmon_vm']?.properties.long_gc).toEqual({ oneOf: [{ type: 'integer' }, { type: 'string', enum: ['disabled'] }] });
    expect(schemas(out)['emqx.mqtt']?.properties.retry_interval).toHaveProperty('oneOf');
  });
});
