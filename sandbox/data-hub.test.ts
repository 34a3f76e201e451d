import { getMessageTransformationsResponse, getMessageTransformationsTransformationByNameMetricsResponse, postMessageTransformationsDryrunResponse } from '../src/generated/zod/message-transformation/message-transformation.zod';
import { getSchemaRegistryExternalResponse } from '../src/generated/zod/schema-registry/schema-registry.zod';
import { getSchemaValidationsResponse, getSchemaValidationsValidationByNameMetricsResponse } from '../src/generated/zod/schema-validation/schema-validation.zod';
import { parseVariform, VariformSyntaxError } from '../src/domain/variform/parse';
import { VARIFORM_FUNCTIONS } from '../src/domain/variform/functions';
import { evaluate, implementedVariformFunctions, VariformFailure } from './model/variform-eval';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

const run = (source: string, bindings = {}) => evaluate(parseVariform(source), bindings);
const failure = (source: string, bindings = {}) => {
  try {
    run(source, bindings);
  } catch (error) {
    if (error instanceof VariformFailure) return error.reason;
    throw error;
  }
  throw new Error(`${source} did not fail`);
};

describe('Variform', () => {
  it('reads 5.8.1 expressions and refuses what its parser refuses, with its reasons', () => {
    expect(parseVariform("concat([topic, '/', payload.a.b])")).toMatchObject({ kind: 'call', name: 'concat' });
    expect(parseVariform('pub_props.Message-Expiry-Interval')).toEqual({ kind: 'var', path: 'pub_props.Message-Expiry-Interval' });
    expect(() => parseVariform("'t/2'")).toThrow("syntax error before: 't/2'");
    expect(() => parseVariform('concat([topic')).toThrow('syntax error before: ');
    expect(() => parseVariform('a $ b')).toThrow('{1,emqx_variform_scan,{illegal,"$"}}');
    expect(() => parseVariform('')).toThrow(VariformSyntaxError);
  });

  it('evaluates the functions of the catalog, lazily where the broker is lazy', () => {
    const b = { topic: 'fleet/truck-7/telemetry', clientid: 'dev-a-1', payload: { t: 21.5, name: 'x' }, user_property: {} };
    expect(run("nth(2, tokens(topic, '/'))", b)).toBe('truck-7');
    expect(run("concat([upper(clientid), '-', payload.t])", b)).toBe('DEV-A-1-21.5');
    expect(run("iif(str_eq(payload.name, 'x'), 'yes', 'no')", b)).toBe('yes');
    expect(run("coalesce(payload.missing, user_property.k, 'default')", b)).toBe('default');
    expect(run("hash('sha256', clientid)", b)).toHaveLength(64);
    expect(run('json_encode(payload)', b)).toBe('{"t":21.5,"name":"x"}');
    expect(failure('payload.r', b)).toEqual({ reason: 'var_unbound', var_name: 'payload.r' });
    expect(failure('nope(topic)', b)).toMatchObject({ reason: 'unknown_variform_function', function: 'nope', arity: 1 });
    // Every function the console offers is one the sandbox runs.
    expect(implementedVariformFunctions().sort()).toEqual(VARIFORM_FUNCTIONS.map((f) => f.name).sort());
  });
});

describe('sandbox Smart Data Hub', () => {
  let t: TestSandbox;
  const clock = manualClock(Date.UTC(2026, 10, 29, 8));
  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0, now: clock.now });
  });
  afterEach(() => t.close());

  const validation = {
    name: 'reading_shape',
    topics: 'plant/+/reading',
    strategy: 'all_pass',
    failure_action: 'drop',
    checks: [{ type: 'json', schema: 'sensor_reading' }],
  };

  it('creates, lists in order, reorders, disables and deletes validations with the broker answers', async () => {
    const seeded = await t.getJson<{ name: string }[]>('/schema_validations');
    expect(seeded.map((v) => v.name)).toEqual(['sensor_reading_shape', 'meter_reading_range', 'legacy_state_guard']);
    const created = await t.api('/schema_validations', send('POST', validation));
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'reading_shape', topics: ['plant/+/reading'], enable: true, description: '', log_failure: { level: 'info' } });
    expect(await (await t.api('/schema_validations', send('POST', validation))).json()).toEqual({ code: 'ALREADY_EXISTS', message: 'Validation already exists' });

    const missing = await t.api('/schema_validations', send('POST', { ...validation, name: 'other', checks: [{ type: 'avro', schema: 'nope' }] }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toContain('missing_schemas => [[<<"nope">>]]');

    const names = [...seeded.map((v) => v.name), 'reading_shape'];
    const bad = await t.api('/schema_validations/reorder', send('POST', { order: ['reading_shape', 'ghost'] }));
    expect(await bad.json()).toEqual({ code: 'BAD_REQUEST', message: 'Bad request', not_found: ['ghost'], duplicated: [], not_reordered: names.slice(0, 3) });
    expect((await t.api('/schema_validations/reorder', send('POST', { order: [...names].reverse() }))).status).toBe(204);
    expect((await t.getJson<{ name: string }[]>('/schema_validations')).map((v) => v.name)).toEqual([...names].reverse());

    expect((await t.api('/schema_validations/validation/reading_shape/enable/false', send('POST'))).status).toBe(204);
    expect(await t.getJson('/schema_validations/validation/reading_shape')).toMatchObject({ enable: false });
    expect((await t.api('/schema_validations/validation/reading_shape', send('DELETE'))).status).toBe(204);
    expect(await (await t.api('/schema_validations/validation/reading_shape')).json()).toEqual({ code: 'NOT_FOUND', message: 'Validation not found' });
  });

  it('drops a message that fails a JSON schema, counts it, and lets a good one through', async () => {
    await t.api('/schema_validations', send('POST', validation));
    const bad = await t.api('/publish', send('POST', { topic: 'plant/7/reading', payload: '{"device_id": "s-7"}' }));
    expect(bad.status).toBe(202);
    expect(await bad.json()).toMatchObject({ reason_code: 16, message: 'no_matching_subscribers' });
    await t.api('/publish', send('POST', { topic: 'plant/7/reading', payload: '{"device_id": "s-7", "temperature": 21, "ts": 1}' }));
    const metrics = await t.getJson<{ metrics: Record<string, number>; node_metrics: { node: string; metrics: Record<string, number> }[] }>('/schema_validations/validation/reading_shape/metrics');
    expect(metrics.metrics).toMatchObject({ matched: 2, succeeded: 1, failed: 1 });
    expect(metrics.node_metrics).toHaveLength(t.state.nodes.length);
    expect(await (await t.api('/prometheus/schema_validation')).text()).toContain('emqx_schema_validation_failed{validation_name="reading_shape"} 1');
    expect((await t.api('/schema_validations/validation/reading_shape/metrics/reset', send('POST'))).status).toBe(204);
    expect((await t.getJson<{ metrics: Record<string, number> }>('/schema_validations/validation/reading_shape/metrics')).metrics.matched).toBe(0);
  });

  it('answers as the corrected contract says', async () => {
    expect(getSchemaValidationsResponse.safeParse(await t.getJson('/schema_validations')).success).toBe(true);
    expect(getSchemaValidationsValidationByNameMetricsResponse.safeParse(await t.getJson('/schema_validations/validation/sensor_reading_shape/metrics')).success).toBe(true);
    expect(getMessageTransformationsResponse.safeParse(await t.getJson('/message_transformations')).success).toBe(true);
    expect(getMessageTransformationsTransformationByNameMetricsResponse.safeParse(await t.getJson('/message_transformations/transformation/fleet_vehicle_tag/metrics')).success).toBe(true);
    expect(getSchemaRegistryExternalResponse.safeParse(await t.getJson('/schema_registry_external')).success).toBe(true);
    const transformation = (await t.getJson<object[]>('/message_transformations'))[0];
    const dryrun = await t.api('/message_transformations/dryrun', send('POST', { transformation, message: { topic: 'fleet/truck-7/telemetry', payload: '{"speed": 40}' } }));
    const answer = await dryrun.json();
    expect(answer).toMatchObject({ payload: expect.stringContaining('"received_by"'), user_property: { vehicle: 'truck-7' } });
    expect(postMessageTransformationsDryrunResponse.safeParse(answer).success).toBe(true);
  });

  it('moves the seeded items’ metrics as their traffic flows', async () => {
    const read = async () => (await t.getJson<{ metrics: { matched: number; failed: number } }>('/schema_validations/validation/sensor_reading_shape/metrics')).metrics;
    const before = await read();
    clock.advance(60_000);
    const after = await read();
    expect(after.matched).toBeGreaterThan(before.matched);
    expect(after.failed).toBeGreaterThanOrEqual(before.failed);
  });

  it('dry-runs a transformation: decoded, operations in order, encoded; a failure is its context', async () => {
    const transformation = {
      name: 'try',
      topics: ['t/#'],
      failure_action: 'drop',
      payload_decoder: { type: 'json' },
      payload_encoder: { type: 'json' },
      operations: [
        { key: 'user_property.site', value: 'payload.site' },
        { key: 'payload', value: 'payload.reading' },
        { key: 'topic', value: "concat([topic, '/', user_property.site])" },
      ],
    };
    const ok = await t.api('/message_transformations/dryrun', send('POST', { transformation, message: { topic: 't/1', payload: '{"site": "north", "reading": {"v": 3}}' } }));
    expect(await ok.json()).toEqual({ payload: '{"v":3}', qos: 0, topic: 't/1/north', retain: false, user_property: { site: 'north' } });
    const failed = await t.api('/message_transformations/dryrun', send('POST', { transformation, message: { topic: 't/1', payload: '{"reading": 1}' } }));
    expect(failed.status).toBe(400);
    expect(await failed.json()).toEqual({ msg: 'transformation_eval_operation_failure', reason: { reason: 'var_unbound', var_name: 'payload.site' } });
    const badExpression = await t.api('/message_transformations', send('POST', { ...transformation, operations: [{ key: 'topic', value: 'concat([topic' }] }));
    expect(((await badExpression.json()) as { message: string }).message).toContain('"path":"root.operations.1.value"');
    const badKey = await t.api('/message_transformations', send('POST', { ...transformation, operations: [{ key: 'clientid', value: 'topic' }] }));
    expect(((await badKey.json()) as { message: string }).message).toContain('"allowed_root_keys":["payload","qos","retain","topic","user_property"]');
  });

  it('keeps external registries by name, the password masked', async () => {
    expect(await t.getJson('/schema_registry_external')).toMatchObject({ confluent_prod: { type: 'confluent', auth: { username: 'emqx', password: '******' } } });
    const body = { name: 'staging', type: 'confluent', url: 'http://registry.staging:8081', auth: 'none' };
    expect((await t.api('/schema_registry_external', send('POST', body))).status).toBe(201);
    expect(await (await t.api('/schema_registry_external', send('POST', body))).json()).toEqual({ code: 'BAD_REQUEST', message: 'External registry already exists' });
    const put = await t.api('/schema_registry_external/registry/staging', send('PUT', { type: 'confluent', url: 'http://registry.staging:8082', auth: { username: 'u', password: 'p' } }));
    expect(await put.json()).toEqual({ type: 'confluent', url: 'http://registry.staging:8082', auth: { username: 'u', password: '******' } });
    expect((await t.api('/schema_registry_external/registry/staging', send('DELETE'))).status).toBe(204);
    expect((await t.api('/schema_registry_external/registry/staging', send('DELETE'))).status).toBe(204);
  });
});
