import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { withProperties } from '../../../forms/schema-subset';
import coapSchema from '../../../../schemas/gateway-coap.json';
import exprotoSchema from '../../../../schemas/gateway-exproto.json';
import dtlsSchema from '../../../../schemas/gateway-listener-dtls.json';
import sslSchema from '../../../../schemas/gateway-listener-ssl.json';
import tcpSchema from '../../../../schemas/gateway-listener-tcp.json';
import udpSchema from '../../../../schemas/gateway-listener-udp.json';
import lwm2mSchema from '../../../../schemas/gateway-lwm2m.json';
import mqttsnSchema from '../../../../schemas/gateway-mqttsn.json';
import stompSchema from '../../../../schemas/gateway-stomp.json';
import { LISTENER_NAME_PATTERN, type GatewayListenerType, type GatewayName } from './gateways';

const GATEWAY_SCHEMAS: Record<GatewayName, unknown> = { coap: coapSchema, exproto: exprotoSchema, lwm2m: lwm2mSchema, mqttsn: mqttsnSchema, stomp: stompSchema };
const LISTENER_SCHEMAS: Record<GatewayListenerType, unknown> = { tcp: tcpSchema, ssl: sslSchema, udp: udpSchema, dtls: dtlsSchema };

/** Edited elsewhere: the name is the gateway's, listeners have their tab, enable its switch. */
const NOT_SETTINGS = ['name', 'listeners', 'enable'];

/** A TLS switch for the ExProto gRPC server, whose TLS is on when its options are present (see body.ts). */
function withServerTlsSwitch(schema: RJSFSchema): RJSFSchema {
  const server = schema.properties?.server as RJSFSchema | undefined;
  const ssl = server?.properties?.ssl_options as RJSFSchema | undefined;
  if (!server || !ssl) return schema;
  const enable = { type: 'boolean', default: false, description: 'Enable TLS for the gRPC server.', 'x-description-zh': '为 gRPC 服务启用 TLS。' };
  const sslWithSwitch = { ...ssl, properties: { enable, ...ssl.properties } } as RJSFSchema;
  return { ...schema, properties: { ...schema.properties, server: { ...server, properties: { ...server.properties, ssl_options: sslWithSwitch } } } };
}

/** A title set on the property at a path of object keys (`items` steps into an array's items). */
function withTitleAt(schema: RJSFSchema, path: readonly string[], title: string): RJSFSchema {
  const [key, ...rest] = path;
  if (key === undefined) return { ...schema, title };
  if (key === 'items') return schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? { ...schema, items: withTitleAt(schema.items as RJSFSchema, rest, title) } : schema;
  const child = schema.properties?.[key];
  if (!child || typeof child !== 'object') return schema;
  return { ...schema, properties: { ...schema.properties, [key]: withTitleAt(child as RJSFSchema, rest, title) } };
}

/**
 * Fields the shared catalog labels from another screen's catalog (MQTT-SN's topic `id`, ExProto's
 * gRPC `service_name`), which the gateway screens do not load: their titles come from here.
 */
export interface GatewayOwnTitles {
  topicId: string;
  serviceName: string;
}

/** The gateway's settings as the settings form and the create flow's first step edit them. */
export function gatewaySettingsSchema(gateway: GatewayName, titles: GatewayOwnTitles = { topicId: 'Topic ID', serviceName: 'Service name' }): RJSFSchema {
  const schema = GATEWAY_SCHEMAS[gateway] as RJSFSchema;
  const keep = Object.keys(schema.properties ?? {}).filter((key) => !NOT_SETTINGS.includes(key));
  const settings = withProperties(schema, keep);
  if (gateway === 'exproto') return withTitleAt(withServerTlsSwitch(settings), ['handler', 'service_name'], titles.serviceName);
  return gateway === 'mqttsn' ? withTitleAt(settings, ['predefined', 'items', 'id'], titles.topicId) : settings;
}

/** The settings schema in the user's language (the rest of its labels come from the catalog). */
export function useGatewaySettingsSchema(gateway: GatewayName): RJSFSchema {
  const { t } = useLingui();
  const topicId = t`Topic ID`;
  const serviceName = t`Service name`;
  return useMemo(() => gatewaySettingsSchema(gateway, { topicId, serviceName }), [gateway, topicId, serviceName]);
}

/** What the broker reports on a listener: not part of the form (bodies leave it out too, see body.ts). */
const LISTENER_REPORTED = ['id', 'running'];

/** A listener type's body, with the name (the broker's name rule) and address required. */
export function gatewayListenerSchema(type: GatewayListenerType): RJSFSchema {
  const schema = LISTENER_SCHEMAS[type] as RJSFSchema;
  const name = { ...(schema.properties?.name as RJSFSchema), pattern: LISTENER_NAME_PATTERN };
  const properties = Object.fromEntries(Object.entries({ ...schema.properties, name }).filter(([key]) => !LISTENER_REPORTED.includes(key)));
  return { ...schema, required: ['name', 'bind'], properties };
}

/** Fields shown up front; the rest under "Advanced settings". */
const SETTINGS_ESSENTIALS: Record<GatewayName, string[]> = {
  coap: ['mountpoint', 'idle_timeout', 'connection_required', 'heartbeat', 'notify_type', 'subscribe_qos', 'publish_qos'],
  lwm2m: ['mountpoint', 'idle_timeout', 'xml_dir', 'lifetime_min', 'lifetime_max', 'qmode_time_window', 'auto_observe', 'update_msg_publish_condition', 'translators'],
  mqttsn: ['mountpoint', 'idle_timeout', 'gateway_id', 'broadcast', 'enable_qos3', 'subs_resume', 'predefined'],
  stomp: ['mountpoint', 'idle_timeout', 'frame'],
  exproto: ['mountpoint', 'idle_timeout', 'server', 'handler'],
};

/**
 * The settings form's layout. The ExProto gRPC server and handler, with TLS on, need a certificate
 * and a key (the broker cannot start gRPC TLS without them).
 */
export function useGatewaySettingsUiSchema(gateway: GatewayName): UiSchema {
  return useMemo(() => {
    const grpcTls = { ssl_options: { 'ui:options': { requireCertAndKey: true } } };
    return {
      'ui:options': { essentials: SETTINGS_ESSENTIALS[gateway] },
      ...(gateway === 'exproto' ? { server: grpcTls, handler: grpcTls } : {}),
    };
  }, [gateway]);
}

const LISTENER_ORDER = ['name', 'bind', 'enable', 'max_connections', 'max_conn_rate', 'acceptors', 'ssl_options', 'dtls_options', 'mountpoint', 'enable_authn', '*'];
const LISTENER_ESSENTIALS = ['name', 'bind', 'enable', 'max_connections', 'max_conn_rate', 'acceptors', 'ssl_options', 'dtls_options'];
const hidden = { 'ui:widget': 'hidden' } as const;

/** The listener form: what the broker reports is hidden; when editing, so is the name (part of the id). */
export function useGatewayListenerUiSchema(type: GatewayListenerType, mode: 'create' | 'edit'): UiSchema {
  return useMemo(
    () => ({
      // RJSF refuses an order naming a field the type lacks.
      'ui:order': LISTENER_ORDER.filter((key) => key === '*' || key in ((LISTENER_SCHEMAS[type] as RJSFSchema).properties ?? {})),
      'ui:options': { essentials: LISTENER_ESSENTIALS },
      type: hidden,
      ...(mode === 'edit' ? { name: hidden } : {}),
    }),
    [type, mode],
  );
}
