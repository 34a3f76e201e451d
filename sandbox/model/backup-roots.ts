/**
 * The configuration roots a sandbox backup holds in cluster.hocon, under the broker's root names,
 * and how a restore puts each back. Plain roots are replaced whole (keys a backup leaves out fall
 * back to their defaults, as `emqx_conf:update` does); listeners, authenticators and authorization
 * sources are added or updated one by one and the others kept, as the broker's importers do.
 */
import { cloneJson, isJsonObject, mergeJson, type Json, type JsonObject } from '../lib/json';
import { CONFIG_ROOTS, CREATABLE_LISTENER_TYPES, factoryConfig } from '../seed/configs';
import type { SandboxState } from '../state';
import { authenticatorId, hasUsers, withDefaults } from './authn';
import { defaultAuthzSettings, sourceType } from './authz';

/** The parts of the state a backup reads and a restore writes. */
export type BackupSource = Pick<SandboxState, 'configs' | 'zones' | 'listeners' | 'authn' | 'authz' | 'authzRules' | 'banned'>;

export interface BackupRoot {
  /** The broker's root name in cluster.hocon. */
  key: string;
  read(state: BackupSource): Json;
  /** Puts the root back from a backup; the reason it cannot (the broker's config error). */
  write(state: BackupSource, value: Json): string | undefined;
}

const GLOBAL_ZONE = '/configs/global_zone';
/** Roots `GET/PUT /configs/global_zone` gathers; each its own root in cluster.hocon. */
const ZONE_ROOTS = ['mqtt', 'flapping_detect', 'force_shutdown', 'force_gc', 'durable_sessions'];
const ZONE_NAME = /^[A-Za-z][\w-]*$/;

const notObject = 'expected an object';

/** A root kept at its own API path (`/configs/log`, `/mqtt/retainer`…). */
function pathRoot(key: string, path: string, array: boolean): BackupRoot {
  return {
    key,
    read: (state) => cloneJson(state.configs.get(path) ?? factoryConfig(path)),
    write: (state, value) => {
      if (array) {
        if (!Array.isArray(value) || !value.every(isJsonObject)) return 'expected a list of objects';
        state.configs.set(path, cloneJson(value));
        return undefined;
      }
      if (!isJsonObject(value)) return notObject;
      state.configs.set(path, mergeJson(factoryConfig(path), value));
      return undefined;
    },
  };
}

/** `auto_subscribe { topics = [...] }`, which the API serves as the bare list. */
const autoSubscribe: BackupRoot = {
  key: 'auto_subscribe',
  read: (state) => ({ topics: cloneJson(state.configs.get('/mqtt/auto_subscribe') ?? []) }),
  write: (state, value) => {
    if (!isJsonObject(value) || !Array.isArray(value.topics) || !value.topics.every(isJsonObject)) return 'expected topics, a list of objects';
    state.configs.set('/mqtt/auto_subscribe', cloneJson(value.topics));
    return undefined;
  },
};

/** One of the roots the global zone is made of (`mqtt`, `force_shutdown`…). */
function zoneRoot(key: string): BackupRoot {
  return {
    key,
    read: (state) => {
      const zone = state.configs.get(GLOBAL_ZONE) ?? factoryConfig(GLOBAL_ZONE);
      return cloneJson((isJsonObject(zone) ? zone[key] : undefined) ?? {});
    },
    write: (state, value) => {
      if (!isJsonObject(value)) return notObject;
      const factory = factoryConfig(GLOBAL_ZONE);
      const zone = cloneJson(state.configs.get(GLOBAL_ZONE) ?? factory);
      if (!isJsonObject(zone) || !isJsonObject(factory)) return 'the global zone is not an object';
      zone[key] = mergeJson(factory[key], value);
      state.configs.set(GLOBAL_ZONE, zone);
      return undefined;
    },
  };
}

/** Named zones: their overrides of the global zone (`default` is the global zone itself). */
const zones: BackupRoot = {
  key: 'zones',
  read: (state) => cloneJson(state.zones),
  write: (state, value) => {
    if (!isJsonObject(value)) return notObject;
    const bad = Object.keys(value).find((name) => !ZONE_NAME.test(name));
    if (bad !== undefined) return `bad zone name: ${bad}`;
    const { default: _global, ...named } = value;
    if (!Object.values(named).every(isJsonObject)) return 'each zone must be an object';
    state.zones = cloneJson(named);
    return undefined;
  },
};

/** `listeners { tcp { default {...} } }`: added or updated by id, the others kept running. */
const listeners: BackupRoot = {
  key: 'listeners',
  read: (state) => {
    const out: JsonObject = {};
    for (const conf of state.listeners.values()) {
      const { id: _id, type, name, running: _running, ...rest } = conf;
      const byType = (out[String(type)] ??= {}) as JsonObject;
      byType[String(name)] = cloneJson(rest);
    }
    return out;
  },
  write: (state, value) => {
    if (!isJsonObject(value)) return notObject;
    for (const [type, byName] of Object.entries(value)) {
      if (!(CREATABLE_LISTENER_TYPES as readonly string[]).includes(type)) return `unknown listener type: ${type}`;
      if (!isJsonObject(byName) || !Object.values(byName).every(isJsonObject)) return `listeners.${type}: expected an object of listeners`;
    }
    for (const [type, byName] of Object.entries(value) as [string, JsonObject][]) {
      for (const [name, conf] of Object.entries(byName) as [string, JsonObject][]) {
        const id = `${type}:${name}`;
        const running = conf.enable !== false;
        state.listeners.set(id, { ...cloneJson(conf), id, type, name, running });
      }
    }
    return undefined;
  },
};

/** The global authentication chain: authenticators added or updated by id; their users and counters stay. */
const authentication: BackupRoot = {
  key: 'authentication',
  read: (state) => state.authn.map((a) => cloneJson(a.config)),
  write: (state, value) => {
    if (!Array.isArray(value) || !value.every((c) => isJsonObject(c) && typeof c.mechanism === 'string')) return 'expected a list of authenticators, each with a mechanism';
    for (const config of value as JsonObject[]) {
      const id = authenticatorId(config);
      const existing = state.authn.find((a) => authenticatorId(a.config) === id);
      if (existing) {
        existing.config = withDefaults(config);
        if (hasUsers(existing.config)) existing.users ??= new Map();
      } else {
        state.authn.push({ config: withDefaults(config), counters: new Map(), ...(hasUsers(config) ? { users: new Map() } : {}) });
      }
    }
    return undefined;
  },
};

/** Authorization settings, and its sources added or updated by type. */
const authorization: BackupRoot = {
  key: 'authorization',
  read: (state) => ({ ...cloneJson(state.authz.settings), sources: state.authz.sources.map((s) => cloneJson(s.config)) }),
  write: (state, value) => {
    if (!isJsonObject(value)) return notObject;
    const { sources = [], ...settings } = value;
    if (!Array.isArray(sources) || !sources.every((s) => isJsonObject(s) && typeof s.type === 'string')) return 'sources: expected a list of sources, each with a type';
    state.authz.settings = mergeJson(defaultAuthzSettings(), settings) as JsonObject;
    for (const config of sources as JsonObject[]) {
      const existing = state.authz.sources.find((s) => sourceType(s.config) === config.type);
      if (existing) existing.config = cloneJson(config);
      else state.authz.sources.push({ config: cloneJson(config), counters: new Map() });
    }
    return undefined;
  },
};

/** The roots the console's screens edit under their own paths, by the broker's root name. */
const PATH_ROOTS = CONFIG_ROOTS.filter((r) => r.path !== GLOBAL_ZONE && r.key !== 'auto_subscribe').map((r) => pathRoot(r.key, r.path, r.array === true));

/** Every root a sandbox backup holds, in the order cluster.hocon lists them. */
export const BACKUP_ROOTS: readonly BackupRoot[] = [...ZONE_ROOTS.map(zoneRoot), ...PATH_ROOTS, autoSubscribe, zones, listeners, authentication, authorization].sort((a, b) =>
  a.key.localeCompare(b.key),
);

export const backupRoot = (key: string): BackupRoot | undefined => BACKUP_ROOTS.find((r) => r.key === key);
