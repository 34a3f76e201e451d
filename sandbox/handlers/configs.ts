/**
 * Configuration roots: GET returns what the last PUT stored. A PUT replaces the root, and keys it
 * leaves out fall back to their defaults, as the broker does; `/configs_reset` restores defaults.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { cloneJson, isJsonObject, mergeJson, type Json, type JsonObject } from '../lib/json';
import { badRequest, emptyOk, emqxError, json, notFound, readJson } from '../lib/respond';
import { configFaults } from '../model/config-check';
import { parseHocon } from '../../src/domain/hocon';
import { printHocon } from '../model/hocon-print';
import { CONFIG_ROOTS, factoryConfig } from '../seed/configs';
import type { SandboxState } from '../state';
import { API, param } from './api';
import { EXTENSION_PATHS } from './extensions';

const RESETTABLE = ['file_transfer', 'broker', 'log', 'sysmon', 'sys_topics', 'alarm', 'dashboard'];

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

/** emqx_mgmt_api_configs's ?ROOT_KEYS (with ?ROOT_KEYS_EE on Enterprise): what `GET /configs` answers as JSON. */
const JSON_ROOT_KEYS = ['dashboard', 'alarm', 'sys_topics', 'sysmon', 'log', 'broker', 'file_transfer'];

/** Keys of the document's enum that the sandbox keeps no state for: answered as empty roots. */
const OTHER_KEYS = ['actions', 'api_key', 'authentication', 'authorization', 'banned', 'bridges', 'cluster', 'conn_congestion', 'connectors', 'crl_cache', 'durable_queues', 'durable_storage', 'exhook', 'file_transfer', 'gateway', 'license', 'limiter', 'message_transformation', 'node', 'overload_protection', 'psk_authentication', 'rpc', 'rule_engine', 'schema_registry', 'schema_validation', 'sources', 'topic_metrics'];

/** emqx_conf_cli's ?READONLY_ROOT_KEYS, refused by `PUT /configs` unless `ignore_readonly=true`. */
const READONLY_ROOTS = ['rpc', 'node'];

/** Roots of the global zone, kept in the sandbox under `/configs/global_zone`. */
const ZONE_PARTS = ['mqtt', 'flapping_detect', 'force_shutdown', 'force_gc', 'durable_sessions'];

/** What `PUT /configs` answers when load_config/2 fails: 400, text/plain, `{"errors": …}` as JSON text. */
const textErrors = (errors: unknown): Response =>
  new HttpResponse(JSON.stringify({ errors }), { status: 400, headers: { 'content-type': 'text/plain' } });

/** find_suitable_accept/2 of emqx_mgmt_api_configs, with text/plain preferred. */
function pickAccept(header: string | null): 'text/plain' | 'application/json' | undefined {
  const types = (header ?? '*/*').split(',').map((t) => t.split(';')[0]!.trim());
  if (types.includes('*/*')) return 'text/plain';
  return (['text/plain', 'application/json'] as const).find((t) => types.includes(t));
}

/** An atom as ~p prints it: bare when it is a plain lower-case atom, quoted otherwise. */
const erlAtom = (name: string): string => (/^[a-z][A-Za-z0-9_@]*$/.test(name) ? name : `'${name}'`);

export function configHandlers(state: SandboxState): HttpHandler[] {
  // Rewrite, auto subscribe, OpenTelemetry and Prometheus check more: extensions.ts serves them.
  const roots = CONFIG_ROOTS.filter((r) => !EXTENSION_PATHS.includes(r.path)).flatMap((r) => [
    http.get(`${API}${r.path}`, () => json(state.configs.get(r.path) ?? factoryConfig(r.path))),
    http.put(`${API}${r.path}`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object', 'BAD_REQUEST');
      const stored = mergeJson(factoryConfig(r.path), body);
      state.configs.set(r.path, stored);
      return json(stored);
    }),
  ]);

  return [
    ...roots,

    http.get(`${API}/configs`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      // find_suitable_accept/2: `*/*` (or no Accept) picks text/plain, else the first of
      // text/plain and application/json the header names; anything else is INVALID_ACCEPT.
      const accept = pickAccept(request.headers.get('accept'));
      if (!accept) return emqxError(400, 'INVALID_ACCEPT', '{error,no_suitable_accept}');
      const node = q.get('node');
      // get_configs_v1/1 formats the node with ~p: quoted where it is not a plain atom.
      if (node && !state.nodes.some((n) => n.name === node)) return notFound(`Bad node ${erlAtom(node)}, reason not found`);
      const byKey = configsByKey(state);
      const read = (k: string): Json => (byKey[k] ? byKey[k]() : {});
      // get_configs_v1/1 (JSON) reads no `key`: get_full_config/0 answers ?ROOT_KEYS only, never the zones.
      if (accept === 'application/json') return json(Object.fromEntries(JSON_ROOT_KEYS.map((k) => [k, read(k)])));
      const key = q.get('key');
      let conf: JsonObject;
      if (!key) conf = Object.fromEntries([...Object.keys(byKey), ...OTHER_KEYS].map((k) => [k, read(k)]));
      else if (byKey[key] || OTHER_KEYS.includes(key)) conf = { [key]: read(key) };
      else return badRequest(`key: unknown config root ${key}`);
      // get_configs_v2/1: the whole configuration (or the key's root) printed by hocon_pp.
      return new HttpResponse(printHocon(conf), { status: 200, headers: { 'content-type': 'text/plain' } });
    }),

    http.put(`${API}/configs`, async ({ request }) => {
      const q = new URL(request.url).searchParams;
      const mode = q.get('mode') ?? 'merge';
      const parsed = parseHocon(await request.text());
      if ('error' in parsed) return textErrors(parsed.error);
      let body = parsed.ok;
      // emqx_conf_cli:check_keys_is_not_readonly/2 and check_cluster_keys/2, unless ignore_readonly.
      const readonly = [...READONLY_ROOTS.filter((k) => k in body), ...(isJsonObject(body.cluster) ? Object.keys(body.cluster).filter((k) => k !== 'links').map((k) => `cluster.${k}`) : [])];
      if (readonly.length && q.get('ignore_readonly') !== 'true') {
        const first = READONLY_ROOTS.some((k) => k in body) ? readonly.filter((k) => !k.startsWith('cluster.')) : readonly;
        return textErrors(`Cannot update read-only key '${first.join(',')}'.`);
      }
      body = Object.fromEntries(Object.entries(body).filter(([k]) => !READONLY_ROOTS.includes(k)));
      if (isJsonObject(body.cluster)) body.cluster = Object.fromEntries(Object.entries(body.cluster).filter(([k]) => k === 'links'));
      const faults = configFaults(body);
      if (Object.keys(faults).length) return textErrors(faults);
      for (const [key, value] of Object.entries(body)) {
        if (key === 'zones') {
          if (!isJsonObject(value) || Object.keys(value).some((name) => !/^[A-Za-z][\w-]*$/.test(name))) return badRequest('zones: bad zone name', 'UPDATE_FAILED');
          // Every listener without a zone of its own uses `default`: the broker never goes without it.
          if (mode === 'replace' && !('default' in value)) return badRequest('zones: the default zone cannot be removed', 'UPDATE_FAILED');
          const { default: _default, ...named } = value;
          state.zones = mode === 'replace' ? cloneJson(named) : (mergeJson(state.zones, named) as JsonObject);
          continue;
        }
        if (ZONE_PARTS.includes(key)) {
          const zone = cloneJson(state.configs.get('/configs/global_zone') ?? factoryConfig('/configs/global_zone')) as JsonObject;
          zone[key] = mode === 'replace' ? cloneJson(value) : mergeJson(zone[key], value);
          state.configs.set('/configs/global_zone', zone);
          continue;
        }
        const root = CONFIG_ROOTS.find((r) => r.key === key);
        if (!root) continue; // Roots the sandbox keeps no state for: taken and forgotten.
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
