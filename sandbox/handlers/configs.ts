/**
 * Configuration roots: GET returns what the last PUT stored. A PUT replaces the root, and keys it
 * leaves out fall back to their defaults, as the broker does; `/configs_reset` restores defaults.
 */
import { http, type HttpHandler } from 'msw';
import { cloneJson, isJsonObject, mergeJson, type Json, type JsonObject } from '../lib/json';
import { badRequest, emptyOk, json, notFound, readJson } from '../lib/respond';
import { CONFIG_ROOTS, factoryConfig } from '../seed/configs';
import type { SandboxState } from '../state';
import { API, param } from './api';

const RESETTABLE = ['file_transfer', 'broker', 'log', 'sysmon', 'sys_topics', 'alarm', 'dashboard'];

/** Fills item defaults the broker adds to list roots (`qos: 0` on auto-subscribe topics, …). */
function normalizeList(path: string, items: Json[]): Json[] | string {
  for (const item of items) if (!isJsonObject(item)) return 'Each item must be a JSON object';
  const objects = items as JsonObject[];
  if (path === '/mqtt/auto_subscribe') {
    if (objects.some((i) => typeof i.topic !== 'string' || i.topic === '')) return 'topic is required';
    return objects.map((i) => ({ qos: 0, rh: 0, rap: 0, nl: 0, ...i }));
  }
  const required = ['action', 'source_topic', 're', 'dest_topic'];
  const incomplete = objects.find((i) => required.some((k) => typeof i[k] !== 'string'));
  if (incomplete) return `Each rule needs ${required.join(', ')}`;
  if (objects.some((i) => !['subscribe', 'publish', 'all'].includes(String(i.action)))) return 'action must be subscribe, publish or all';
  return objects;
}

function getPath(value: Json | undefined, keys: readonly string[]): Json | undefined {
  let node = value;
  for (const key of keys) node = isJsonObject(node) ? node[key] : undefined;
  return node;
}

function setPath(root: JsonObject, keys: readonly string[], value: Json): void {
  let node: JsonObject = root;
  keys.slice(0, -1).forEach((key) => {
    const next = node[key];
    node = isJsonObject(next) ? next : (node[key] = {});
  });
  const last = keys[keys.length - 1];
  if (last !== undefined) node[last] = value;
}

/** `GET /configs?key=…`: the broker's whole-config view, by top-level key. */
function configsByKey(state: SandboxState): Record<string, () => Json> {
  const root = (path: string) => (): Json => cloneJson(state.configs.get(path) ?? {});
  const zonePart = (key: string) => (): Json => cloneJson(getPath(state.configs.get('/configs/global_zone'), [key]) ?? {});
  const listeners = (): Json => {
    const out: JsonObject = {};
    for (const conf of state.listeners.values()) {
      const { id: _id, type, name, running: _running, ...rest } = conf;
      setPath(out, [String(type), String(name)], cloneJson(rest));
    }
    return out;
  };
  const zones = (): Json => {
    const global = state.configs.get('/configs/global_zone') ?? {};
    const out: JsonObject = { default: cloneJson(global) };
    for (const [name, overrides] of Object.entries(state.zones)) out[name] = mergeJson(global, overrides);
    return out;
  };
  const byKey: Record<string, () => Json> = {
    mqtt: zonePart('mqtt'),
    flapping_detect: zonePart('flapping_detect'),
    force_shutdown: zonePart('force_shutdown'),
    force_gc: zonePart('force_gc'),
    durable_sessions: zonePart('durable_sessions'),
    auto_subscribe: () => ({ topics: cloneJson(state.configs.get('/mqtt/auto_subscribe') ?? []) }),
    listeners,
    zones,
  };
  for (const r of CONFIG_ROOTS) if (r.key !== 'global_zone' && !(r.key in byKey)) byKey[r.key] = root(r.path);
  return byKey;
}

/** Keys of the document's enum that the sandbox keeps no state for: answered as empty roots. */
const OTHER_KEYS = ['actions', 'api_key', 'authentication', 'authorization', 'banned', 'bridges', 'cluster', 'conn_congestion', 'connectors', 'crl_cache', 'durable_queues', 'durable_storage', 'exhook', 'file_transfer', 'gateway', 'license', 'limiter', 'message_transformation', 'node', 'overload_protection', 'psk_authentication', 'rpc', 'rule_engine', 'schema_registry', 'schema_validation', 'sources', 'topic_metrics'];

export function configHandlers(state: SandboxState): HttpHandler[] {
  const roots = CONFIG_ROOTS.flatMap((r) => [
    http.get(`${API}${r.path}`, () => json(state.configs.get(r.path) ?? factoryConfig(r.path))),
    http.put(`${API}${r.path}`, async ({ request }) => {
      const body = await readJson(request);
      let stored: Json;
      if (r.array) {
        if (!Array.isArray(body)) return badRequest('Request body must be a JSON array', 'BAD_REQUEST');
        const list = normalizeList(r.path, body as Json[]);
        if (typeof list === 'string') return badRequest(list);
        stored = list;
      } else {
        if (!isJsonObject(body)) return badRequest('Request body must be a JSON object', 'BAD_REQUEST');
        stored = mergeJson(factoryConfig(r.path), body);
      }
      state.configs.set(r.path, stored);
      return json(stored);
    }),
  ]);

  return [
    ...roots,

    http.get(`${API}/configs`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      const node = q.get('node');
      if (node && !state.nodes.some((n) => n.name === node)) return notFound(`Node ${node} not found`);
      const byKey = configsByKey(state);
      const key = q.get('key');
      if (!key) return json(Object.fromEntries(Object.entries(byKey).map(([k, read]) => [k, read()])));
      const read = byKey[key];
      if (read) return json({ [key]: read() });
      if (OTHER_KEYS.includes(key)) return json({ [key]: {} });
      return badRequest(`key: unknown config root ${key}`);
    }),

    // The body is HOCON; the console sends JSON, which HOCON reads as is.
    http.put(`${API}/configs`, async ({ request }) => {
      const mode = new URL(request.url).searchParams.get('mode') ?? 'merge';
      if (mode !== 'merge' && mode !== 'replace') return badRequest('mode must be merge or replace');
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return badRequest('The sandbox reads HOCON only in its JSON form', 'UPDATE_FAILED');
      }
      if (!isJsonObject(body)) return badRequest('The configuration must be an object', 'UPDATE_FAILED');
      for (const [key, value] of Object.entries(body)) {
        if (key === 'zones') {
          if (!isJsonObject(value) || Object.keys(value).some((name) => !/^[A-Za-z][\w-]*$/.test(name))) return badRequest('zones: bad zone name', 'UPDATE_FAILED');
          // Every listener without a zone of its own uses `default`: the broker never goes without it.
          if (mode === 'replace' && !('default' in value)) return badRequest('zones: the default zone cannot be removed', 'UPDATE_FAILED');
          const { default: _default, ...named } = value;
          state.zones = mode === 'replace' ? cloneJson(named) : (mergeJson(state.zones, named) as JsonObject);
          continue;
        }
        const root = CONFIG_ROOTS.find((r) => r.key === key);
        if (!root) return badRequest(`${key}: the sandbox keeps no state for this root`, 'UPDATE_FAILED');
        state.configs.set(root.path, mode === 'replace' ? cloneJson(value) : mergeJson(state.configs.get(root.path), value));
      }
      return emptyOk();
    }),

    http.post(`${API}/configs_reset/:rootname`, ({ params, request }) => {
      const rootname = param(params.rootname);
      if (!RESETTABLE.includes(rootname)) return badRequest(`rootname must be one of ${RESETTABLE.join(', ')}`);
      const path = `/configs/${rootname}`;
      // Roots the sandbox keeps no state for (file_transfer) have nothing to reset.
      if (!CONFIG_ROOTS.some((r) => r.path === path)) return emptyOk();
      const factory = factoryConfig(path);
      const confPath = new URL(request.url).searchParams.get('conf_path');
      if (!confPath) {
        state.configs.set(path, factory);
        return emptyOk();
      }
      const keys = confPath.split('.').filter(Boolean);
      if (keys[0] === rootname) keys.shift();
      const value = getPath(factory, keys);
      if (value === undefined || keys.length === 0) return badRequest(`No default value for ${confPath}`, 'NO_DEFAULT_VALUE');
      const current = cloneJson(state.configs.get(path) ?? factory);
      if (isJsonObject(current)) setPath(current, keys, cloneJson(value));
      state.configs.set(path, current);
      return emptyOk();
    }),
  ];
}
