/**
 * The settings of one WebSocket tool connection and the drafts of its subscribe and publish forms.
 * Numbers are kept as the text typed, so a half-typed or wrong value is never lost: validation
 * reports it next to the field, and only valid settings reach mqtt.js.
 */
export type WsProtocol = 'ws' | 'wss';
/** MQTT 3.1 is protocol level 3, 3.1.1 is 4, 5 is 5. */
export type MqttVersion = 3 | 4 | 5;
export type QoS = 0 | 1 | 2;
export type PayloadEncoding = 'text' | 'json' | 'base64' | 'hex';

export interface UserProperty {
  key: string;
  value: string;
}

/** MQTT 5 properties a PUBLISH and a will message share. */
export interface MessageProperties {
  contentType: string;
  messageExpiryInterval: string;
  responseTopic: string;
  correlationData: string;
  payloadFormatIndicator: boolean;
  userProperties: UserProperty[];
}

export interface LastWill extends MessageProperties {
  enabled: boolean;
  topic: string;
  payload: string;
  qos: QoS;
  retain: boolean;
  willDelayInterval: string;
}

export interface ConnectProperties {
  receiveMaximum: string;
  maximumPacketSize: string;
  topicAliasMaximum: string;
  requestResponseInformation: boolean;
  requestProblemInformation: boolean;
  userProperties: UserProperty[];
}

export interface ConnectionConfig {
  name: string;
  protocol: WsProtocol;
  host: string;
  port: string;
  path: string;
  clientId: string;
  username: string;
  password: string;
  /** Only then is the password saved with the other settings. */
  rememberPassword: boolean;
  protocolVersion: MqttVersion;
  keepalive: string;
  /** Clean Start in MQTT 5, Clean Session before. */
  clean: boolean;
  sessionExpiryInterval: string;
  /** 0 turns automatic reconnection off. */
  reconnectPeriod: string;
  will: LastWill;
  properties: ConnectProperties;
}

export interface SubscribeDraft {
  topic: string;
  qos: QoS;
  noLocal: boolean;
  retainAsPublished: boolean;
  retainHandling: 0 | 1 | 2;
}

export interface PublishDraft extends MessageProperties {
  topic: string;
  payload: string;
  encoding: PayloadEncoding;
  qos: QoS;
  retain: boolean;
}

/** The spec's default subscription topic (docs/product-spec.md §9). */
export const DEFAULT_TOPIC = 't/#';
/** The spec's limit: a default connection plus at most this many new ones. */
export const MAX_NEW_CONNECTIONS = 6;
/** EMQX's WebSocket listeners: 8083 for ws, 8084 for wss. */
export const DEFAULT_PORTS: Record<WsProtocol, string> = {
  ws: '8083',
  wss: '8084',
};

export const EMPTY_PROPERTIES: MessageProperties = {
  contentType: '',
  messageExpiryInterval: '',
  responseTopic: '',
  correlationData: '',
  payloadFormatIndicator: false,
  userProperties: [],
};

export function randomSuffix(length = 8): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

export function generateClientId(): string {
  return `emqx_console_${randomSuffix()}`;
}

/** What the page itself was loaded over decides ws or wss, and the host is the page's. */
export function defaultConfig(
  name: string,
  page: { protocol: string; hostname: string } = globalThis.location ?? {
    protocol: 'http:',
    hostname: '127.0.0.1',
  },
): ConnectionConfig {
  const protocol: WsProtocol = page.protocol === 'https:' ? 'wss' : 'ws';
  return {
    name,
    protocol,
    host: page.hostname || '127.0.0.1',
    port: DEFAULT_PORTS[protocol],
    path: '/mqtt',
    clientId: generateClientId(),
    username: '',
    password: '',
    rememberPassword: false,
    protocolVersion: 5,
    keepalive: '60',
    clean: true,
    sessionExpiryInterval: '0',
    reconnectPeriod: '3000',
    will: {
      ...EMPTY_PROPERTIES,
      enabled: false,
      topic: '',
      payload: '',
      qos: 0,
      retain: false,
      willDelayInterval: '',
    },
    properties: {
      receiveMaximum: '',
      maximumPacketSize: '',
      topicAliasMaximum: '',
      requestResponseInformation: false,
      requestProblemInformation: true,
      userProperties: [],
    },
  };
}

export function defaultSubscribeDraft(): SubscribeDraft {
  return {
    topic: DEFAULT_TOPIC,
    qos: 0,
    noLocal: false,
    retainAsPublished: false,
    retainHandling: 0,
  };
}

export function defaultPublishDraft(): PublishDraft {
  return {
    ...EMPTY_PROPERTIES,
    topic: 't/1',
    payload: '{ "msg": "hello" }',
    encoding: 'json',
    qos: 0,
    retain: false,
  };
}

/** Switching ws/wss moves the port along only while it is still the other protocol's default. */
export function switchProtocol(config: ConnectionConfig, protocol: WsProtocol): ConnectionConfig {
  const other: WsProtocol = protocol === 'ws' ? 'wss' : 'ws';
  return {
    ...config,
    protocol,
    port: config.port === DEFAULT_PORTS[other] ? DEFAULT_PORTS[protocol] : config.port,
  };
}

export function brokerUrl(config: ConnectionConfig): string {
  const path = config.path.startsWith('/') ? config.path : `/${config.path}`;
  const host = config.host.includes(':') && !config.host.startsWith('[') ? `[${config.host}]` : config.host;
  return `${config.protocol}://${host}:${config.port.trim()}${path}`;
}
