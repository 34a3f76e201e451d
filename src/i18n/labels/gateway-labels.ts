import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Labels of the gateway forms (the five gateways' settings and listeners) and of ExHook servers,
 * merged into the catalog by field-labels.ts and value-labels.ts. In the 'extensions' catalog: only
 * those screens load their Chinese texts.
 */
export const GATEWAY_FIELD_LABELS: Record<string, MessageDescriptor> = {
  listeners: msg`Listeners`,
  enable_stats: msg`Enable statistics`,
  clientinfo_override: msg`Client info override`,
  // MQTT-SN
  gateway_id: msg`Gateway ID`,
  broadcast: msg`Broadcast`,
  enable_qos3: msg`Enable QoS 3`,
  subs_resume: msg`Resume subscriptions`,
  predefined: msg`Predefined topics`,
  // STOMP
  frame: msg`Frame limits`,
  max_headers: msg`Max headers`,
  max_headers_length: msg`Max header length`,
  max_body_length: msg`Max body length`,
  // CoAP
  connection_required: msg`Connection required`,
  notify_type: msg`Notify type`,
  subscribe_qos: msg`Subscribe QoS`,
  publish_qos: msg`Publish QoS`,
  // LwM2M
  xml_dir: msg`XML directory`,
  lifetime_min: msg`Minimum lifetime`,
  lifetime_max: msg`Maximum lifetime`,
  qmode_time_window: msg`Queue mode time window`,
  auto_observe: msg`Auto observe`,
  update_msg_publish_condition: msg`Update message publish condition`,
  translators: msg`Topic translators`,
  // ExProto
  handler: msg`Connection handler`,
  // Listeners
  udp_options: msg`UDP settings`,
  dtls_options: msg`DTLS settings`,
  health_check: msg`Health check`,
  reply: msg`Reply`,
  // ExHook servers
  failed_action: msg`Failed action`,
  socket_options: msg`Socket options`,
};

export const GATEWAY_PATH_LABELS: Record<string, MessageDescriptor> = {
  'clientinfo_override.clientid': msg`Client ID`,
  'handler.address': msg`Handler address`,
  'handler.service_name': msg`Service name`,
  'predefined.id': msg`Topic ID`,
  'predefined.topic': msg`Topic`,
  'translators.command': msg`Command topic`,
  'translators.response': msg`Response topic`,
  'translators.notify': msg`Notify topic`,
  'translators.register': msg`Register topic`,
  'translators.update': msg`Update topic`,
  'websocket.piggyback': msg`Piggyback`,
};

export const GATEWAY_VALUE_LABELS: Record<string, MessageDescriptor> = {
  // Gateways and transports keep their protocol names.
  coap: msg`CoAP`,
  exproto: msg`ExProto`,
  lwm2m: msg`LwM2M`,
  mqttsn: msg`MQTT-SN`,
  stomp: msg`STOMP`,
  udp: msg`UDP`,
  dtls: msg`DTLS`,
  // gRPC services an ExProto handler may implement.
  ConnectionHandler: msg`ConnectionHandler (streaming)`,
  ConnectionUnaryHandler: msg`ConnectionUnaryHandler (unary)`,
  // CoAP notify types and LwM2M publish conditions.
  con: msg`Confirmable`,
  non: msg`Non-confirmable`,
  qos: msg`By QoS`,
  qos0: msg`QoS 0`,
  qos1: msg`QoS 1`,
  qos2: msg`QoS 2`,
  always: msg`Always`,
  contains_object_list: msg`When it contains an object list`,
  // ExHook failed action.
  deny: msg`Deny`,
  ignore: msg`Ignore`,
};
