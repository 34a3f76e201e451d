import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The names of connector, action and source types, and of the backends authentication shares with
 * them: products keep their own names. Part of the value catalog (value-labels.ts, through
 * bridge-labels.ts), and on its own for the lists that show a type (rules, bridges), which would
 * otherwise load every form's labels before their first rows.
 */
export const TYPE_LABELS: Record<string, MessageDescriptor> = {
  http: msg`HTTP`,
  mysql: msg`MySQL`,
  mongodb: msg`MongoDB`,
  redis: msg`Redis`,
  mqtt: msg`MQTT`,
  azure_blob_storage: msg`Azure Blob Storage`,
  azure_event_hub_producer: msg`Azure Event Hubs`,
  cassandra: msg`Cassandra`,
  clickhouse: msg`ClickHouse`,
  confluent_producer: msg`Confluent`,
  couchbase: msg`Couchbase`,
  datalayers: msg`Datalayers`,
  dynamo: msg`DynamoDB`,
  elasticsearch: msg`Elasticsearch`,
  gcp_pubsub_producer: msg`GCP Pub/Sub producer`,
  gcp_pubsub_consumer: msg`GCP Pub/Sub consumer`,
  greptimedb: msg`GreptimeDB`,
  hstreamdb: msg`HStreamDB`,
  influxdb: msg`InfluxDB`,
  iotdb: msg`Apache IoTDB`,
  'iotdb-thrift': msg`Apache IoTDB (Thrift)`,
  'iotdb-restapi': msg`Apache IoTDB (REST API)`,
  kafka_producer: msg`Kafka producer`,
  kafka_consumer: msg`Kafka consumer`,
  kinesis: msg`Amazon Kinesis`,
  matrix: msg`MatrixDB`,
  opents: msg`OpenTSDB`,
  oracle: msg`Oracle Database`,
  pgsql: msg`PostgreSQL`,
  pulsar: msg`Pulsar`,
  rabbitmq: msg`RabbitMQ`,
  rocketmq: msg`RocketMQ`,
  s3: msg`Amazon S3`,
  snowflake: msg`Snowflake`,
  sqlserver: msg`SQL Server`,
  syskeeper_forwarder: msg`SysKeeper forwarder`,
  syskeeper_proxy: msg`SysKeeper proxy`,
  tdengine: msg`TDengine`,
  timescale: msg`TimescaleDB`,
};

/** A connector, action or source type as shown (`http` → HTTP, `kafka_producer` → Kafka producer, others as the broker names them). */
export function typeLabel(i18n: I18n, type: string): string {
  const label = Object.hasOwn(TYPE_LABELS, type) ? TYPE_LABELS[type] : undefined;
  return label ? i18n._(label) : type;
}
