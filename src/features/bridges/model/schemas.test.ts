import { describe, expect, it } from 'vitest';
import { loadResourceSchema, schemaTypes } from './schemas';

describe('bridge form schemas', () => {
  it('lists the types of each kind and loads one', async () => {
    expect(schemaTypes('source')).toEqual(['gcp_pubsub_consumer', 'kafka_consumer', 'mqtt', 'rabbitmq']);
    expect(schemaTypes('action')).toEqual(expect.arrayContaining(['http', 'mqtt', 'kafka_producer']));
    expect(schemaTypes('connector')).toEqual(expect.arrayContaining(['http', 'mqtt', 'iotdb-thrift']));
    const schema = await loadResourceSchema('connector', 'mqtt');
    expect(Object.keys(schema.properties ?? {})).toEqual(expect.arrayContaining(['server', 'username', 'password', 'proto_ver']));
    await expect(loadResourceSchema('action', 'nope')).rejects.toThrow(/No schema/);
  });
});
