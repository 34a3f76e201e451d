import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TYPE_LABELS } from './type-labels';
import { INTEGRATION_FIELD_LABELS, INTEGRATION_PATH_LABELS, INTEGRATION_VALUE_LABELS } from './integration-labels';

/**
 * Labels of the data bridge forms (connectors, actions and sources of HTTP and MQTT, and the
 * sections the bridge editor groups them in), with the data integration products' ones from
 * integration-labels.ts, merged into the catalog by field-labels.ts and value-labels.ts.
 */
export const BRIDGE_FIELD_LABELS: Record<string, MessageDescriptor> = {
  ...INTEGRATION_FIELD_LABELS,
  connector: msg`Connector`,
  description: msg`Note`,
  tags: msg`Tags`,
  mode: msg`Mode`,
  parameters: msg`Settings`,
  resource_opts: msg`Resource options`,
  local_topic: msg`Local topic`,
  proto_ver: msg`MQTT version`,
  clientid_prefix: msg`Client ID prefix`,
  reconnect_interval: msg`Reconnect interval`,
  bridge_mode: msg`Bridge mode`,
  clean_start: msg`Clean start`,
  worker_pool_size: msg`Buffer pool size`,
  inflight_window: msg`Inflight window`,
  max_buffer_bytes: msg`Max buffer queue size`,
  query_mode: msg`Query mode`,
  health_check_interval: msg`Health check interval`,
  request_ttl: msg`Request TTL`,
  start_after_created: msg`Start after creation`,
  start_timeout: msg`Start timeout`,
};

export const BRIDGE_PATH_LABELS: Record<string, MessageDescriptor> = {
  ...INTEGRATION_PATH_LABELS,
  'connector.name': msg`Connector name`,
  'connector.keepalive': msg`Keep alive`,
  'parameters.payload': msg`Payload template`,
  'parameters.retain': msg`Retain`,
  'parameters.path': msg`URL path`,
  'parameters.body': msg`Body template`,
  'bridge.ingress': msg`Ingress (remote broker → this broker)`,
  'bridge.egress': msg`Egress (this broker → remote broker)`,
  'ingress.topic': msg`Remote topic`,
  'ingress.qos': msg`Remote QoS`,
  'egress.topic': msg`Remote topic`,
  'egress.qos': msg`QoS`,
  'egress.retain': msg`Retain`,
  'egress.payload': msg`Payload template`,
  'egress.local_topic': msg`Local topic`,
};

export const BRIDGE_VALUE_LABELS: Record<string, MessageDescriptor> = {
  ...INTEGRATION_VALUE_LABELS,
  ...TYPE_LABELS,
  cluster_shareload: msg`Cluster shared load`,
  cluster_singleton: msg`Cluster singleton`,
  sync: msg`Synchronous`,
  async: msg`Asynchronous`,
  put: msg`PUT`,
  delete: msg`DELETE`,
};
