/** The bodies the gateway screens send, and the form values they start from. */
import type { GatewayName } from './gateways';

export type Config = Record<string, unknown>;

const isObject = (v: unknown): v is Config => v !== null && typeof v === 'object' && !Array.isArray(v);

/** What the broker reports about a listener (status, ids) and does not take back in a body. */
const LISTENER_STATUS_KEYS = ['id', 'running', 'status', 'node_status', 'current_connections'];

/** A listener as POST/PUT take it: its configuration without what the broker reports. */
export function listenerBody(listener: Config): Config {
  return Object.fromEntries(Object.entries(listener).filter(([key]) => !LISTENER_STATUS_KEYS.includes(key)));
}

/**
 * The ExProto gRPC server has TLS when its `ssl_options` are there at all. The form shows that as
 * an `enable` switch inside them (as every other TLS block has), which the body turns back.
 */
function serverTlsToForm(server: unknown): unknown {
  if (!isObject(server)) return server;
  const ssl = server.ssl_options;
  return { ...server, ssl_options: isObject(ssl) ? { ...ssl, enable: true } : { enable: false } };
}

function serverTlsToBody(server: unknown): unknown {
  if (!isObject(server)) return server;
  const { ssl_options: ssl, ...rest } = server;
  if (!isObject(ssl) || ssl.enable === false) return rest;
  const { enable: _enable, ...options } = ssl;
  return { ...rest, ssl_options: options };
}

/**
 * What `GET /gateways/{name}` adds to the configuration (emqx_gateway_api:gateway/2: status and
 * times; the overview's counts): not fields of the gateway's schema, so a PUT that sent them back
 * would be refused with 400 (unknown fields).
 */
const GATEWAY_STATUS_KEYS = ['status', 'created_at', 'started_at', 'stopped_at', 'current_connections', 'max_connections', 'node_status'];

/** The settings form's value for a gateway the broker returned: no name or listeners (other screens edit those), nor its status. */
export function settingsFromGateway(gateway: GatewayName, config: Config): Config {
  const { name: _name, listeners: _listeners, ...rest } = config;
  const settings = Object.fromEntries(Object.entries(rest).filter(([key]) => !GATEWAY_STATUS_KEYS.includes(key)));
  return gateway === 'exproto' ? { ...settings, server: serverTlsToForm(settings.server) } : settings;
}

/** PUT /gateways/{name} from the settings form: the update body (no name, no listeners). */
export function settingsBody(gateway: GatewayName, settings: Config): Config {
  const { name: _name, listeners: _listeners, ...rest } = settings;
  const body = Object.fromEntries(Object.entries(rest).filter(([key]) => !GATEWAY_STATUS_KEYS.includes(key)));
  return gateway === 'exproto' ? { ...body, server: serverTlsToBody(body.server) } : body;
}

/** PUT /gateways/{name} that loads a gateway: its settings, its listeners, enabled. */
export function createBody(gateway: GatewayName, settings: Config, listeners: readonly Config[]): Config {
  return { ...settingsBody(gateway, settings), name: gateway, enable: true, listeners: listeners.map(listenerBody) };
}
