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

/** MQTT-SN's predefined topics are numbered by an `id`, which the shared catalog reads as another kind of id. */
function withTopicIdTitle(schema: RJSFSchema, title: string): RJSFSchema {
  const predefined = schema.properties?.predefined as RJSFSchema | undefined;
  const items = predefined?.items as RJSFSchema | undefined;
  const id = items?.properties?.id as RJSFSchema | undefined;
  if (!predefined || !items || !id) return schema;
  const titled = { ...items, properties: { ...items.properties, id: { ...id, title } } };
  return { ...schema, properties: { ...schema.properties, predefined: { ...predefined, items: titled } } };
}

/** The gateway's settings as the settings form and the create flow's first step edit them. */
export function gatewaySettingsSchema(gateway: GatewayName, topicIdTitle = 'Topic ID'): RJSFSchema {
  const schema = GATEWAY_SCHEMAS[gateway] as RJSFSchema;
  const keep = Object.keys(schema.properties ?? {}).filter((key) => !NOT_SETTINGS.includes(key));
  const settings = withProperties(schema, keep);
  if (gateway === 'exproto') return withServerTlsSwitch(settings);
  return gateway === 'mqttsn' ? withTopicIdTitle(settings, topicIdTitle) : settings;
}

/** The settings schema in the user's language (the rest of its labels come from the catalog). */
export function useGatewaySettingsSchema(gateway: GatewayName): RJSFSchema {
  const { t } = useLingui();
  const title = t`Topic ID`;
  return useMemo(() => gatewaySettingsSchema(gateway, title), [gateway, title]);
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
