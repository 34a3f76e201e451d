/** The action and source types of EMQX 5.8.1 Enterprise. */
/** The contract's `GET /action_types` and `GET /source_types` enums, in its order. */
// prettier-ignore
export const ACTION_TYPES = [
  'http', 'rocketmq', 'rabbitmq', 'cassandra', 'influxdb', 'greptimedb', 'azure_event_hub_producer', 'iotdb', 'pulsar', 'sqlserver',
  'syskeeper_forwarder', 'hstreamdb', 'kafka_producer', 'confluent_producer', 'gcp_pubsub_producer', 'mongodb', 'kinesis', 'datalayers',
  's3', 'opents', 'redis', 'mqtt', 'timescale', 'oracle', 'clickhouse', 'snowflake', 'couchbase', 'azure_blob_storage', 'tdengine',
  'matrix', 'elasticsearch', 'pgsql', 'mysql', 'dynamo',
];
export const SOURCE_TYPES = ['rabbitmq', 'gcp_pubsub_consumer', 'kafka_consumer', 'mqtt'];
