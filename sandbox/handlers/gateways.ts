/**
 * `/gateways`, `/gateways/{name}` (PUT loads an unloaded gateway, listeners included, or updates a
 * loaded one's settings), `/gateways/{name}/enable/{enable}` and `/gateways/{name}/listeners…`.
 * Authentication has handlers of its own.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject, mergeJson, type Json, type JsonObject } from '../lib/json';
import { badRequest, emqxError, json, noContent, readJson } from '../lib/respond';
import { gatewayDetail, gatewayOverview, listenerView } from '../model/gateway-view';
import {
  dropClients,
  gatewayDefaults,
  GATEWAY_NAMES,
  GATEWAY_TRANSPORTS,
  isGatewayName,
  isRunning,
  isUdp,
  listenerDefaults,
  listenerEnabled,
  listenerId,
  listenerPort,
  reconnectClients,
  type GatewayName,
  type GatewayRecord,
  type GatewayTransport,
} from '../model/gateways';
import type { SandboxState } from '../state';
import { API, param } from './api';
import { loadContract } from '../contract/document';
import lwm2mSchema from '../../schemas/gateway-lwm2m.json' with { type: 'json' };
import exprotoSchema from '../../schemas/gateway-exproto.json' with { type: 'json' };

/** The broker's `return_http_error(404, …)` code. */
export const gatewayNotFound = (message: string): Response => emqxError(404, 'RESOURCE_NOT_FOUND', message);

/** A HOCON check failure, as the broker puts it in the message. */
const validationError = (detail: JsonObject): Response => badRequest(JSON.stringify({ kind: 'validation_error', ...detail }));

/** Settings the document requires without a default: a load body must have them. */
const REQUIRED: Partial<Record<GatewayName, readonly string[]>> = {
  lwm2m: (lwm2mSchema as { required?: string[] }).required,
  exproto: (exprotoSchema as { required?: string[] }).required,
};

/**
 * The fields a `PUT /gateways/{name}` body may have: the body is checked against the union of the
 * gateway's load and update schemas (emqx_gateway_api:schema_load_or_update_gateways_conf/0), so a
 * key neither has fails every member and the request is refused with 400 BAD_REQUEST.
 */
function unknownGatewayKeys(name: GatewayName, body: JsonObject): string[] {
  const defs = loadContract().definitions;
  const known = new Set<string>();
  for (const ref of [`emqx_gateway_api.${name}`, `emqx_gateway_api.update_${name}`]) {
    const schema = defs[ref];
    if (isJsonObject(schema) && isJsonObject(schema.properties)) Object.keys(schema.properties).forEach((k) => known.add(k));
  }
  return known.size === 0 ? [] : Object.keys(body).filter((k) => !known.has(k));
}

/** Read-only keys of an answer that a client may send back; the broker ignores them. */
const ANSWER_ONLY = ['name', 'status', 'created_at', 'started_at', 'stopped_at', 'current_connections', 'max_connections', 'node_status'];

/** Listener fields the status adds on the way out. */
const LISTENER_ANSWER_ONLY = ['running', 'status', 'node_status', 'current_connections'];

const without = (body: JsonObject, keys: readonly string[]): JsonObject => Object.fromEntries(Object.entries(body).filter(([k]) => !keys.includes(k)));

export function withGateway(state: SandboxState, raw: string, run: (name: GatewayName, gw: GatewayRecord) => Response | Promise<Response>): Response | Promise<Response> {
  if (!isGatewayName(raw)) return gatewayNotFound('Bad gateway name');
  const gw = state.gateways.loaded.get(raw);
  return gw ? run(raw, gw) : gatewayNotFound('Gateway not loaded');
}

/** Whether another enabled listener, running now, holds the port in the same (TCP or UDP) space. */
function portTaken(state: SandboxState, type: string, bind: Json | undefined, exceptId?: string): boolean {
  const port = listenerPort(bind);
  const udp = isUdp(type);
  for (const gw of state.gateways.loaded.values()) {
    if (!isRunning(gw)) continue;
    for (const l of gw.listeners.values()) {
      if (l.id !== exceptId && listenerEnabled(l) && isUdp(String(l.type)) === udp && listenerPort(l.bind) === port) return true;
    }
  }
  // The MQTT listeners: QUIC is the only one on UDP.
  return [...state.listeners.values()].some((l) => l.enable !== false && (l.type === 'quic') === udp && listenerPort(l.bind) === port);
}

const bindFailed = (id: string, bind: Json | undefined): Response => badRequest(`Failed to start listener ${id} on ${String(bind)}: eaddrinuse`);

/** A listener config from a body, or the broker's refusal. */
function readListener(name: GatewayName, body: JsonObject): JsonObject | Response {
  const { type, bind } = body;
  const transports = GATEWAY_TRANSPORTS[name];
  if (typeof type !== 'string' || !(transports as readonly string[]).includes(type)) {
    return validationError({ path: `gateway.${name}.listeners`, reason: 'unknown_fields', unknown: String(type), unmatched: transports.join(',') });
  }
  if (typeof body.name !== 'string' || !/^[A-Za-z0-9_-]+$/.test(body.name)) {
    return validationError({ path: `gateway.${name}.listeners.${type}`, reason: 'invalid_listener_name', value: (body.name ?? null) as Json });
  }
  if ((typeof bind !== 'string' && typeof bind !== 'number') || !/^(.+:)?\d{1,5}$/.test(String(bind))) {
    return validationError({ path: `gateway.${name}.listeners.${type}.${body.name}.bind`, reason: 'required_field' });
  }
  const conf = mergeJson(listenerDefaults(type as GatewayTransport), without(body, LISTENER_ANSWER_ONLY)) as JsonObject;
  return { ...conf, id: listenerId(name, type, body.name), type, name: body.name, bind: String(bind) };
}

function setEnable(state: SandboxState, gw: GatewayRecord, enable: boolean): void {
  if (isRunning(gw) === enable) return;
  gw.config.enable = enable;
  gw.changedAt = state.now();
  // Stopping closes every connection; the devices reconnect once it runs again.
  if (enable) reconnectClients(gw, state.now());
  else dropClients(gw, () => true);
}

function load(state: SandboxState, name: GatewayName, body: JsonObject): Response {
  const settings = mergeJson(gatewayDefaults(name), without(body, [...ANSWER_ONLY, 'listeners', 'authentication'])) as JsonObject;
  for (const key of REQUIRED[name] ?? []) {
    if (settings[key] === undefined) return validationError({ path: `gateway.${name}.${key}`, reason: 'required_field' });
  }
  const listeners = new Map<string, JsonObject>();
  const raw = body.listeners ?? [];
  if (!Array.isArray(raw)) return validationError({ path: `gateway.${name}.listeners`, reason: 'bad_value' });
  for (const item of raw) {
    if (!isJsonObject(item)) return validationError({ path: `gateway.${name}.listeners`, reason: 'bad_value' });
    const conf = readListener(name, item);
    if (conf instanceof Response) return conf;
    const id = String(conf.id);
    if (listeners.has(id)) return badRequest('Listener name has occupied');
    const clash = [...listeners.values()].some((l) => isUdp(String(l.type)) === isUdp(String(conf.type)) && listenerPort(l.bind) === listenerPort(conf.bind));
    if (settings.enable !== false && listenerEnabled(conf) && (clash || portTaken(state, String(conf.type), conf.bind))) return bindFailed(id, conf.bind);
    listeners.set(id, conf);
  }
  const now = state.now();
  const gw: GatewayRecord = { config: settings, listeners, createdAt: now, changedAt: now, clients: new Map(), waiting: state.gateways.waiting.get(name) ?? [] };
  state.gateways.waiting.delete(name);
  state.gateways.loaded.set(name, gw);
  reconnectClients(gw, now);
  return noContent();
}

export function gatewayHandlers(state: SandboxState): HttpHandler[] {
  const findListener = (name: GatewayName, gw: GatewayRecord, id: string): JsonObject | Response => {
    // emqx_gateway_utils:parse_listener_id/1 (three parts) fails through with_gateway/2 as
    // "Listener not found: <id>"; a well-formed id without a listener is "Listener not found".
    const parts = id.split(':');
    if (parts.length !== 3) return gatewayNotFound(`Listener not found: ${id}`);
    if (parts[0] !== name) return gatewayNotFound('Listener not found');
    return gw.listeners.get(id) ?? gatewayNotFound('Listener not found');
  };

  return [
    http.get(`${API}/gateways`, ({ request }) => {
      // emqx_gateway_api:gateways/2: `all` (the default) or a known status, else its own 400.
      const status = new URL(request.url).searchParams.get('status') ?? 'all';
      const known = ['running', 'stopped', 'unloaded'];
      if (status !== 'all' && !known.includes(status)) return badRequest(`Unknown gateway status in query: ${status}\nValues allowed: ${known.join(', ')}`);
      const all = GATEWAY_NAMES.map((name) => gatewayOverview(state, name));
      return json(status === 'all' ? all : all.filter((g) => g.status === status));
    }),

    http.get(`${API}/gateways/:name`, ({ params }) => {
      const name = param(params.name);
      return isGatewayName(name) ? json(gatewayDetail(state, name)) : gatewayNotFound('Bad gateway name');
    }),

    http.put(`${API}/gateways/:name`, async ({ params, request }) => {
      const name = param(params.name);
      if (!isGatewayName(name)) return gatewayNotFound('Bad gateway name');
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const unknown = unknownGatewayKeys(name, body);
      if (unknown.length) return validationError({ reason: 'unknown_fields', path: 'root', unknown: unknown.join(',') });
      const gw = state.gateways.loaded.get(name);
      if (!gw) return load(state, name, body);
      // An update leaves the listeners and authentication alone: they have their own operations.
      const { enable, ...changes } = without(body, [...ANSWER_ONLY, 'listeners', 'authentication']);
      gw.config = mergeJson(gw.config, changes) as JsonObject;
      if (typeof enable === 'boolean') setEnable(state, gw, enable);
      return noContent();
    }),

    http.put(`${API}/gateways/:name/enable/:enable`, ({ params }) => {
      const name = param(params.name);
      const gw = isGatewayName(name) ? state.gateways.loaded.get(name) : undefined;
      if (!gw) return gatewayNotFound('NOT FOUND');
      setEnable(state, gw, param(params.enable) === 'true');
      return noContent();
    }),

    http.get(`${API}/gateways/:name/listeners`, ({ params }) =>
      withGateway(state, param(params.name), (_, gw) => json([...gw.listeners.values()].map((l) => listenerView(state, gw, l, true)))),
    ),

    http.post(`${API}/gateways/:name/listeners`, async ({ params, request }) => {
      const body = await readJson(request);
      return withGateway(state, param(params.name), (name, gw) => {
        if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
        const conf = readListener(name, body);
        if (conf instanceof Response) return conf;
        const id = String(conf.id);
        if (gw.listeners.has(id)) return badRequest('Listener name has occupied');
        if (isRunning(gw) && listenerEnabled(conf) && portTaken(state, String(conf.type), conf.bind)) return bindFailed(id, conf.bind);
        gw.listeners.set(id, conf);
        reconnectClients(gw, state.now());
        return json(listenerView(state, gw, conf, false), 201);
      });
    }),

    http.get(`${API}/gateways/:name/listeners/:id`, ({ params }) =>
      withGateway(state, param(params.name), (name, gw) => {
        const conf = findListener(name, gw, param(params.id));
        return conf instanceof Response ? conf : json(listenerView(state, gw, conf, false));
      }),
    ),

    http.put(`${API}/gateways/:name/listeners/:id`, async ({ params, request }) => {
      const body = await readJson(request);
      return withGateway(state, param(params.name), (name, gw) => {
        const conf = findListener(name, gw, param(params.id));
        if (conf instanceof Response) return conf;
        if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
        if ((body.type !== undefined && body.type !== conf.type) || (body.name !== undefined && body.name !== conf.name)) {
          return badRequest('Listener type or name cannot be changed');
        }
        const id = String(conf.id);
        const updated = { ...(mergeJson(conf, without(body, [...LISTENER_ANSWER_ONLY, 'id'])) as JsonObject), id, type: conf.type, name: conf.name } as JsonObject;
        if (isRunning(gw) && listenerEnabled(updated) && portTaken(state, String(conf.type), updated.bind, id)) return bindFailed(id, updated.bind);
        gw.listeners.set(id, updated);
        if (listenerEnabled(updated)) reconnectClients(gw, state.now());
        else dropClients(gw, (c) => c.listener === id);
        return json(listenerView(state, gw, updated, false));
      });
    }),

    http.delete(`${API}/gateways/:name/listeners/:id`, ({ params }) =>
      withGateway(state, param(params.name), (name, gw) => {
        const conf = findListener(name, gw, param(params.id));
        if (conf instanceof Response) return conf;
        const id = String(conf.id);
        gw.listeners.delete(id);
        dropClients(gw, (c) => c.listener === id);
        return noContent();
      }),
    ),
  ];
}

