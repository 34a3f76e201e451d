/**
 * How the bridge forms are laid out: the fields operators set most often first, the rest folded
 * under "Advanced settings"; templates get the placeholder input; fixed fields are not shown.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { CONNECTOR_HIDDEN } from './form-model';

const template = { 'ui:widget': 'Template' };
const multiline = { 'ui:widget': 'Template', 'ui:options': { multiline: true } };

/** Connector fields of the spec's HTTP and MQTT forms (docs/product-spec.md §3); any type's required fields join them. */
const CONNECTOR_ESSENTIALS = ['name', 'url', 'headers', 'connect_timeout', 'pool_type', 'pool_size', 'enable_pipelining', 'ssl', 'server', 'proto_ver', 'mode', 'username', 'password', 'clientid_prefix', 'keepalive', 'reconnect_interval', 'retry_interval'];
const RESOURCE_ESSENTIALS = ['query_mode', 'request_ttl', 'inflight_window', 'worker_pool_size', 'batch_size', 'batch_time'];
const CHANNEL_ESSENTIALS = ['name', 'description', 'connector', 'parameters', 'local_topic', 'resource_opts'];

const resourceOpts: UiSchema = { 'ui:options': { essentials: RESOURCE_ESSENTIALS } };

/** Template fields of the action and source parameters, wherever a type has them. */
const PARAMETERS: UiSchema = { path: template, body: multiline, payload: multiline, topic: template };

export function connectorUiSchema(schema: RJSFSchema | undefined, editing: boolean): UiSchema {
  const ui: UiSchema = {
    'ui:options': { essentials: [...CONNECTOR_ESSENTIALS, ...(schema?.required ?? [])] },
    url: template,
    resource_opts: { 'ui:options': { essentials: [] } },
  };
  for (const key of CONNECTOR_HIDDEN) ui[key] = { 'ui:widget': 'hidden' };
  if (editing) ui.name = { 'ui:readonly': true };
  return ui;
}

/** Connection details (the connector's server, database, credentials, TLS) before what the action does. */
const CHANNEL_ORDER = ['name', 'description', 'connector', 'parameters', 'local_topic'];

export function channelUiSchema(channel: RJSFSchema | undefined, connector: RJSFSchema | undefined, editing: boolean, connectorNamePlaceholder: string): UiSchema {
  const connectorUi = connectorUiSchema(connector, editing);
  if (!editing) connectorUi.name = { 'ui:placeholder': connectorNamePlaceholder };
  return {
    // RJSF leaves out the names a form lacks (the connector section exists only for a new one).
    'ui:order': [...CHANNEL_ORDER, '*'],
    'ui:options': { essentials: [...CHANNEL_ESSENTIALS, ...(channel?.required ?? [])] },
    name: editing ? { 'ui:readonly': true } : {},
    parameters: PARAMETERS,
    resource_opts: resourceOpts,
    connector: connectorUi,
  };
}

export function mqttUiSchema(connector: RJSFSchema | undefined, connectorNamePlaceholder: string): UiSchema {
  const connectorUi = connectorUiSchema(connector, false);
  connectorUi.name = { 'ui:placeholder': connectorNamePlaceholder };
  return {
    'ui:options': { essentials: ['name', 'description', 'connector', 'ingress', 'egress'] },
    connector: connectorUi,
    ingress: { topic: template },
    egress: { topic: template, payload: multiline, local_topic: {}, resource_opts: resourceOpts },
  };
}
