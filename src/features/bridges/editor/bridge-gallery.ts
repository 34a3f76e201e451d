/**
 * The bridge and connector type galleries: each product's group, one-line description and mark, and
 * the cards of the bridge types `bridgeTargets()` offers (HTTP and MQTT first, then by group and name).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ShieldCheck, Snowflake } from 'lucide-react';
import { COMMON_MARKS, initialsMark } from '../../../components/type-gallery/marks';
import type { GalleryBadge, GalleryItem, GalleryMark } from '../../../components/type-gallery/types';
import { valueLabel } from '../../../i18n/labels/labels';
import { targetKey, type BridgeTarget } from './types';

export const BRIDGE_GROUPS = ['web', 'streaming', 'database', 'timeseries', 'cloud', 'other'] as const;
export type BridgeGroup = (typeof BRIDGE_GROUPS)[number];

export const BRIDGE_GROUP_LABELS: Record<BridgeGroup, MessageDescriptor> = {
  web: msg`HTTP and MQTT`,
  streaming: msg`Message queues and streaming`,
  database: msg`Databases`,
  timeseries: msg`Time series`,
  cloud: msg`Cloud and storage`,
  other: msg`Other`,
};

interface Product {
  group: BridgeGroup;
  description: MessageDescriptor;
  mark: GalleryMark;
}

/** By product: a producer, its consumer and their connectors share one (`kafka_producer`, `kafka_consumer` → `kafka`). */
const PRODUCTS: Record<string, Product> = {
  http: { group: 'web', description: msg`Send requests to any web service or webhook`, mark: COMMON_MARKS.http },
  mqtt: { group: 'web', description: msg`Bridge messages with another MQTT broker, both ways`, mark: COMMON_MARKS.mqtt },
  kafka: { group: 'streaming', description: msg`Apache Kafka event streaming platform`, mark: { text: 'Ka', palette: 'gray' } },
  confluent: { group: 'streaming', description: msg`Kafka on Confluent Cloud or Confluent Platform`, mark: { text: 'Cf', palette: 'blue' } },
  azure_event_hub: { group: 'streaming', description: msg`Azure's managed event ingestion service`, mark: { text: 'EH', palette: 'cyan' } },
  pulsar: { group: 'streaming', description: msg`Apache Pulsar messaging and streaming`, mark: { text: 'Pu', palette: 'teal' } },
  rabbitmq: { group: 'streaming', description: msg`AMQP message broker`, mark: { text: 'Rb', palette: 'orange' } },
  rocketmq: { group: 'streaming', description: msg`Apache RocketMQ messaging platform`, mark: { text: 'Rk', palette: 'red' } },
  kinesis: { group: 'streaming', description: msg`Amazon Kinesis Data Streams`, mark: { text: 'Ki', palette: 'orange' } },
  gcp_pubsub: { group: 'streaming', description: msg`Google Cloud Pub/Sub messaging`, mark: { text: 'PS', palette: 'blue' } },
  hstreamdb: { group: 'streaming', description: msg`Streaming database for IoT data`, mark: { text: 'HS', palette: 'teal' } },
  mysql: { group: 'database', description: msg`Open-source relational database`, mark: COMMON_MARKS.mysql },
  pgsql: { group: 'database', description: msg`Open-source object-relational database`, mark: COMMON_MARKS.postgresql },
  mongodb: { group: 'database', description: msg`Document database`, mark: COMMON_MARKS.mongodb },
  redis: { group: 'database', description: msg`In-memory key-value store`, mark: COMMON_MARKS.redis },
  cassandra: { group: 'database', description: msg`Apache Cassandra wide-column database`, mark: { text: 'Ca', palette: 'cyan' } },
  clickhouse: { group: 'database', description: msg`Column-oriented analytics database`, mark: { text: 'CH', palette: 'yellow' } },
  dynamo: { group: 'database', description: msg`Amazon DynamoDB key-value and document database`, mark: { text: 'Dy', palette: 'purple' } },
  oracle: { group: 'database', description: msg`Oracle relational database`, mark: { text: 'Or', palette: 'red' } },
  sqlserver: { group: 'database', description: msg`Microsoft SQL Server relational database`, mark: { text: 'SQL', palette: 'gray' } },
  elasticsearch: { group: 'database', description: msg`Search and analytics engine`, mark: { text: 'Es', palette: 'teal' } },
  couchbase: { group: 'database', description: msg`Distributed JSON document database`, mark: { text: 'Cb', palette: 'red' } },
  matrix: { group: 'database', description: msg`YMatrix hyper-converged database`, mark: { text: 'Mx', palette: 'purple' } },
  influxdb: { group: 'timeseries', description: msg`Time series database written in line protocol`, mark: { text: 'In', palette: 'purple' } },
  tdengine: { group: 'timeseries', description: msg`Time series database for IoT`, mark: { text: 'TD', palette: 'blue' } },
  timescale: { group: 'timeseries', description: msg`Time series on PostgreSQL`, mark: { text: 'Ts', palette: 'yellow' } },
  iotdb: { group: 'timeseries', description: msg`Apache IoTDB time series database for IoT`, mark: { text: 'Io', palette: 'teal' } },
  opents: { group: 'timeseries', description: msg`OpenTSDB time series database on HBase`, mark: { text: 'OT', palette: 'green' } },
  greptimedb: { group: 'timeseries', description: msg`Cloud-native time series database`, mark: { text: 'Gt', palette: 'green' } },
  datalayers: { group: 'timeseries', description: msg`Multi-model time series database`, mark: { text: 'DL', palette: 'blue' } },
  s3: { group: 'cloud', description: msg`Amazon S3 or any S3-compatible object storage`, mark: { text: 'S3', palette: 'red' } },
  azure_blob_storage: { group: 'cloud', description: msg`Azure object storage`, mark: { text: 'AB', palette: 'blue' } },
  snowflake: { group: 'cloud', description: msg`Cloud data warehouse`, mark: { icon: Snowflake, palette: 'cyan' } },
  syskeeper: { group: 'other', description: msg`One-way network isolation device`, mark: { icon: ShieldCheck, palette: 'gray' } },
};

const OTHER_DESCRIPTION = msg`Data integration`;

/** The product of an action, source or connector type. */
export const productOf = (type: string): string =>
  type
    .replace(/-(thrift|restapi)$/, '')
    .replace(/^syskeeper_(forwarder|proxy)$/, 'syskeeper')
    .replace(/_(producer|consumer)$/, '');

const productInfo = (type: string): Product | undefined => (Object.hasOwn(PRODUCTS, productOf(type)) ? PRODUCTS[productOf(type)] : undefined);

/** Group, description and mark of a type, in the user's language (a type the catalog lacks goes under "Other"). */
function describe(i18n: I18n, type: string, label: string): Pick<GalleryItem, 'group' | 'description' | 'mark'> & { groupIndex: number } {
  const product = productInfo(type);
  const group = product?.group ?? 'other';
  return {
    group: i18n._(BRIDGE_GROUP_LABELS[group]),
    groupIndex: BRIDGE_GROUPS.indexOf(group),
    description: i18n._(product?.description ?? OTHER_DESCRIPTION),
    mark: product?.mark ?? initialsMark(label),
  };
}

export type Direction = 'sink' | 'source' | 'both';

export const DIRECTION_LABELS: Record<Direction, MessageDescriptor> = {
  sink: msg`Sink`,
  source: msg`Source`,
  both: msg`Sink and source`,
};

const DIRECTION_PALETTES = { sink: 'blue', source: 'green', both: 'purple' } as const;

export const directionOf = (target: BridgeTarget): Direction => (target.kind === 'mqtt' ? 'both' : target.kind === 'action' ? 'sink' : 'source');

/** A bridge card's name: the product (with its role, "Kafka producer"); its direction is the card's badge. */
export function bridgeTargetName(i18n: I18n, target: BridgeTarget): string {
  if (target.kind === 'mqtt') return valueLabel(i18n, 'mqtt');
  if (target.type === 'http') return i18n._(msg`HTTP server`);
  return valueLabel(i18n, target.type);
}

export interface BridgeGalleryItem extends GalleryItem {
  target: BridgeTarget;
}

/** Sorted by group, then HTTP before MQTT, then by name; a stable sort keeps a sink before a source of the same name. */
function sorted<T extends GalleryItem & { groupIndex: number; rank: number }>(items: T[], locale: string): T[] {
  return items.sort((a, b) => a.groupIndex - b.groupIndex || a.rank - b.rank || a.label.localeCompare(b.label, locale));
}

const WEB_RANK: Record<string, number> = { http: 0, mqtt: 1 };

/** The bridge gallery's cards, one per target (an action and a source of one product are two cards). */
export function bridgeGalleryItems(i18n: I18n, targets: readonly BridgeTarget[]): BridgeGalleryItem[] {
  const items = targets.map((target) => {
    const type = target.kind === 'mqtt' ? 'mqtt' : target.type;
    const label = bridgeTargetName(i18n, target);
    const direction = directionOf(target);
    const badge: GalleryBadge = { label: i18n._(DIRECTION_LABELS[direction]), palette: DIRECTION_PALETTES[direction] };
    return { key: targetKey(target), label, ...describe(i18n, type, label), badges: [badge], keywords: [type], target, rank: WEB_RANK[type] ?? 2 };
  });
  return sorted(items, i18n.locale).map(({ groupIndex: _g, rank: _r, ...item }) => item);
}

export interface ConnectorGalleryItem extends GalleryItem {
  form: string;
}

/** The connector gallery's cards, one per connector form. */
export function connectorGalleryItems(i18n: I18n, forms: readonly string[]): ConnectorGalleryItem[] {
  const items = forms.map((form) => {
    const label = form === 'http' ? i18n._(msg`HTTP server`) : valueLabel(i18n, form);
    return { key: form, label, ...describe(i18n, form, label), keywords: [form], form, rank: WEB_RANK[form] ?? 2 };
  });
  return sorted(items, i18n.locale).map(({ groupIndex: _g, rank: _r, ...item }) => item);
}
