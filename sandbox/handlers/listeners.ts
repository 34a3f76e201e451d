/** MQTT listeners: `/listeners` (flat list with per-node status) and `/listeners/{type:name}`. */
import { http, type HttpHandler } from 'msw';
import { cloneJson, isJsonObject, mergeJson, type JsonObject } from '../lib/json';
import { badRequest, emptyOk, emqxError, json, noContent, readJson } from '../lib/respond';
import index from '../../schemas/index.json' with { type: 'json' };
import { CREATABLE_LISTENER_TYPES, listenerDefaults, type CreatableListenerType } from '../seed/configs';
import type { SandboxState } from '../state';
import { API, param } from './api';

const ID = /^(tcp|ssl|ws|wss|quic):([A-Za-z0-9_-]+)$/;

const isType = (t: unknown): t is CreatableListenerType => typeof t === 'string' && (CREATABLE_LISTENER_TYPES as readonly string[]).includes(t);

const RATE = new RegExp(index.formats['emqx-rate'].pattern, index.formats['emqx-rate'].flags);

/** The broker checks the rates against its schema and names the field, as a HOCON validation error. */
function badRate(body: JsonObject, type: string, name: string): Response | undefined {
  for (const key of ['max_conn_rate', 'messages_rate', 'bytes_rate']) {
    const value = body[key];
    if (value === undefined || (typeof value === 'string' && RATE.test(value))) continue;
    const detail = { kind: 'validation_error', path: `listeners.${type}.${name}.${key}`, reason: 'bad_rate', value };
    return badRequest(JSON.stringify(detail));
  }
  return undefined;
}

const badId = (status: number, message: string): Response => emqxError(status, 'BAD_LISTENER_ID', message);

// emqx_mgmt_api_listeners: ?LISTENER_NOT_FOUND and ?LISTENER_ID_INCONSISTENT.
const NOT_FOUND = 'Listener id not found';
const ID_INCONSISTENT = "Path and body's listener id not match";

/**
 * The path's `id` is checked by emqx_listeners:parse_listener_id/1 before the handler runs (the
 * parameter's validator): a type it does not know or no `:` is a HOCON validation error.
 */
const invalidId = (id: string): Response =>
  badRequest(JSON.stringify({ kind: 'validation_error', path: 'id', reason: `{invalid_listener_id,<<"${id}">>}`, value: id }));

/**
 * emqx_schema:crl_outer_validator/1, run while the body is checked against the listener schema:
 * a CRL check needs `verify_peer`. emqx_utils:readable_error_msg/1 sends the error as JSON text.
 */
function badCrl(body: JsonObject): Response | undefined {
  const ssl = body.ssl_options;
  if (!isJsonObject(ssl) || ssl.enable_crl_check !== true || ssl.verify === 'verify_peer') return undefined;
  const detail = { kind: 'validation_error', path: 'root.ssl_options', reason: 'verify must be verify_peer when CRL check is enabled', value: ssl };
  return badRequest(JSON.stringify(detail));
}

const port = (bind: unknown): string => String(bind).split(':').pop() ?? '';

function connectionsOn(state: SandboxState, id: string, node?: string): number {
  let n = 0;
  for (const c of state.clients.values()) if (c.listener === id && c.disconnectedAt === undefined && (!node || c.node === node)) n++;
  state.population?.totals.forEach((t, k) => {
    if (!node || state.nodes[k]?.name === node) n += t.liveByListener.get(id) ?? 0;
  });
  return n;
}

const isRunning = (conf: JsonObject): boolean => conf.running === true && conf.enable !== false;

function summary(state: SandboxState, conf: JsonObject) {
  const id = String(conf.id);
  const maxConnections = typeof conf.max_connections === 'number' ? conf.max_connections : 'infinity';
  const perNode = state.nodes.map((n) => ({
    node: n.name,
    status: { running: isRunning(conf), max_connections: maxConnections, current_connections: isRunning(conf) ? connectionsOn(state, id, n.name) : 0 },
  }));
  return {
    id,
    type: String(conf.type),
    name: String(conf.name),
    enable: conf.enable !== false,
    number: state.nodes.length,
    bind: String(conf.bind),
    acceptors: typeof conf.acceptors === 'number' ? conf.acceptors : 16,
    status: {
      running: isRunning(conf),
      max_connections: typeof maxConnections === 'number' ? maxConnections * state.nodes.length : maxConnections,
      current_connections: perNode.reduce((sum, p) => sum + p.status.current_connections, 0),
    },
    node_status: perNode,
  };
}

const detail = (state: SandboxState, conf: JsonObject): JsonObject => ({
  ...cloneJson(conf),
  running: isRunning(conf),
  current_connections: isRunning(conf) ? connectionsOn(state, String(conf.id)) : 0,
});

/**
 * `GET /listeners_status` (emqx_mgmt_api_listeners:listener_type_status/2): one entry per type,
 * folded by format_status/4 over every node's listeners. `enable` is the first listener's, `ids`
 * sorted, `running` becomes `inconsistent` where listeners or nodes disagree, and `node_status`
 * has one entry per listener and node, the latest first. `bind`, `acceptors` and `name` are dropped.
 */
function statusByType(state: SandboxState) {
  const groups = new Map<string, { type: string; enable: boolean; ids: string[]; status: { running: boolean | 'inconsistent'; max_connections: number | 'infinity'; current_connections: number }; node_status: unknown[] }>();
  for (const n of state.nodes) {
    for (const conf of state.listeners.values()) {
      const type = String(conf.type);
      const running = isRunning(conf);
      const max: number | 'infinity' = typeof conf.max_connections === 'number' ? conf.max_connections : 'infinity';
      const current = running ? connectionsOn(state, String(conf.id), n.name) : 0;
      const one = { running, max_connections: max, current_connections: current };
      const group = groups.get(type);
      if (!group) {
        groups.set(type, { type, enable: conf.enable !== false, ids: [String(conf.id)], status: { ...one }, node_status: [{ node: n.name, status: one }] });
        continue;
      }
      group.ids = [...new Set([...group.ids, String(conf.id)])].sort();
      group.status = {
        running: group.status.running === running ? running : 'inconsistent',
        max_connections: group.status.max_connections === 'infinity' || max === 'infinity' ? 'infinity' : group.status.max_connections + max,
        current_connections: group.status.current_connections + current,
      };
      group.node_status.unshift({ node: n.name, status: one });
    }
  }
  return [...groups.values()];
}

/** The broker refuses a second listener on a port already bound. */
function portTaken(state: SandboxState, bind: unknown, exceptId?: string): boolean {
  return [...state.listeners.values()].some((l) => l.id !== exceptId && l.enable !== false && port(l.bind) === port(bind));
}

export function listenerHandlers(state: SandboxState): HttpHandler[] {
  const find = (id: string): JsonObject | Response => {
    if (!ID.test(id)) return invalidId(id);
    return state.listeners.get(id) ?? badId(404, NOT_FOUND);
  };

  const action = (name: 'start' | 'stop' | 'restart') =>
    http.post(`${API}/listeners/:id/${name}`, ({ params }) => {
      const conf = find(param(params.id));
      if (conf instanceof Response) return conf;
      // The broker writes the action into the config: stop disables the listener, start and restart enable it.
      conf.enable = name !== 'stop';
      conf.running = name !== 'stop';
      return emptyOk();
    });

  return [
    http.get(`${API}/listeners_status`, () => json(statusByType(state))),

    http.get(`${API}/listeners`, ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      const rows = [...state.listeners.values()].filter((l) => !type || l.type === type);
      return json(rows.map((l) => summary(state, l)));
    }),

    http.post(`${API}/listeners`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const { type, name, bind } = body;
      if (!isType(type)) return badRequest(`type must be one of ${CREATABLE_LISTENER_TYPES.join(', ')}`);
      if (typeof name !== 'string' || !/^[A-Za-z0-9_-]+$/.test(name)) return badRequest('name is required');
      if (typeof bind !== 'string' || !/^(.+:)?\d{1,5}$/.test(bind)) return badRequest('bind must look like 0.0.0.0:1883');
      const rateError = badRate(body, type, name) ?? badCrl(body);
      if (rateError) return rateError;
      const id = `${type}:${name}`;
      if (state.listeners.has(id)) return badId(400, 'Already Exist');
      if (portTaken(state, bind)) return badRequest(`Bind failed: eaddrinuse (${bind})`);
      const conf: JsonObject = { ...(mergeJson(listenerDefaults(type), body) as JsonObject), id, type, name };
      conf.running = conf.enable !== false;
      state.listeners.set(id, conf);
      return json(detail(state, conf));
    }),

    http.get(`${API}/listeners/:id`, ({ params }) => {
      const conf = find(param(params.id));
      return conf instanceof Response ? conf : json(detail(state, conf));
    }),

    http.put(`${API}/listeners/:id`, async ({ params, request }) => {
      const conf = find(param(params.id));
      if (conf instanceof Response) return conf;
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      // parse_listener_conf(id, …): the body's id must be of the body's type, then name the path's listener.
      const bodyId = typeof body.id === 'string' ? body.id : undefined;
      if (bodyId === undefined) return badRequest('listener_config_invalid');
      if (bodyId.split(':')[0] !== body.type) return badRequest('listener_type_inconsistent');
      if (bodyId !== conf.id) return badId(400, ID_INCONSISTENT);
      const crlError = badCrl(body);
      if (crlError) return crlError;
      if (body.bind !== undefined && portTaken(state, body.bind, String(conf.id))) return badRequest(`Bind failed: eaddrinuse (${String(body.bind)})`);
      const rateError = badRate(body, String(conf.type), String(conf.name));
      if (rateError) return rateError;
      const { running: _running, current_connections: _current, ...changes } = body;
      const updated = mergeJson(conf, changes) as JsonObject;
      updated.running = updated.enable !== false;
      state.listeners.set(String(conf.id), updated);
      return json(detail(state, updated));
    }),

    http.delete(`${API}/listeners/:id`, ({ params }) => {
      const conf = find(param(params.id));
      if (conf instanceof Response) return conf;
      state.listeners.delete(String(conf.id));
      return noContent();
    }),

    action('start'),
    action('stop'),
    action('restart'),
  ];
}
