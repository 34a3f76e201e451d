/**
 * What an operator of the seeded plant would have set up in Smart Data Hub: the line sensors'
 * readings held to the registry's `sensor_reading` JSON schema (bad ones dropped), the meters'
 * readings checked by SQL (failures only logged), a disabled guard on the legacy PLC, the fleet's
 * telemetry tagged with the vehicle, the legacy state moved under `plant/`, and a Confluent registry.
 */
import type { Rng } from '../lib/prng';
import { newMetrics } from '../model/hub-items';
import type { DataHubState } from '../model/data-hub';
import { readTransformation, type TransformationItem } from '../model/message-transformations';
import type { SchemaRecord } from '../model/schema-registry';
import { readValidation, type ValidationItem } from '../model/schema-validations';
import { createProfile } from '../model/traffic';

const VALIDATIONS = [
  {
    body: {
      name: 'sensor_reading_shape',
      description: 'Line sensor readings must match the sensor_reading schema',
      topics: ['sensor/+/reading'],
      strategy: 'all_pass',
      failure_action: 'drop',
      log_failure: { level: 'warning' },
      checks: [{ type: 'json', schema: 'sensor_reading' }],
    },
    rate: 38,
    failRatio: 0.004,
  },
  {
    body: {
      name: 'meter_reading_range',
      description: 'Energy meters never report a negative reading',
      topics: 'meters/+/reading',
      strategy: 'all_pass',
      failure_action: 'ignore',
      log_failure: { level: 'info' },
      checks: [{ type: 'sql', sql: 'SELECT * WHERE payload.kwh >= 0' }],
    },
    rate: 9,
    failRatio: 0.02,
  },
  {
    body: {
      name: 'legacy_state_guard',
      enable: false,
      description: 'Kept for the PLC migration',
      topics: ['legacy/+/state'],
      strategy: 'any_pass',
      failure_action: 'disconnect',
      checks: [{ type: 'sql', sql: "SELECT * WHERE payload.state = 'RUN' or payload.state = 'STOP'" }],
    },
    rate: 0.2,
    failRatio: 0.1,
  },
];

const TRANSFORMATIONS = [
  {
    body: {
      name: 'fleet_vehicle_tag',
      description: 'Tags each truck message with its vehicle and the node that received it',
      topics: ['fleet/+/telemetry'],
      failure_action: 'ignore',
      payload_decoder: { type: 'json' },
      payload_encoder: { type: 'json' },
      operations: [
        { key: 'user_property.vehicle', value: "nth(2, tokens(topic, '/'))" },
        { key: 'payload.received_by', value: 'node' },
      ],
    },
    rate: 24,
    failRatio: 0.001,
  },
  {
    body: {
      name: 'legacy_topic_move',
      description: 'Moves the PLC state under plant/',
      topics: 'legacy/+/state',
      failure_action: 'drop',
      operations: [{ key: 'topic', value: "concat(['plant/', nth(2, tokens(topic, '/')), '/state'])" }],
    },
    rate: 0.2,
    failRatio: 0,
  },
];

function must<T>(read: { ok: T } | { error: string }): T {
  if ('error' in read) throw new Error(`sandbox seed: ${read.error}`);
  return read.ok;
}

export function seedDataHub(rng: Rng, registry: ReadonlyMap<string, SchemaRecord>, startedAt: number): DataHubState {
  const since = startedAt - 6 * 3_600_000;
  const validations: ValidationItem[] = VALIDATIONS.map(({ body, rate, failRatio }) => {
    const item = must(readValidation(body, registry));
    return { ...item, traffic: { profile: createProfile(rng, rate), failRatio }, metrics: newMetrics(item.enable, since) };
  });
  const transformations: TransformationItem[] = TRANSFORMATIONS.map(({ body, rate, failRatio }) => {
    const item = must(readTransformation(body));
    return { ...item, traffic: { profile: createProfile(rng, rate), failRatio }, metrics: newMetrics(item.enable, since) };
  });
  const externalRegistries = new Map([
    ['confluent_prod', { type: 'confluent', url: 'https://schema-registry.plant.internal:8081', auth: { mechanism: 'basic', username: 'emqx', password: 'Xq7!registry-2024' } }],
  ]);
  return { validations, transformations, externalRegistries };
}
