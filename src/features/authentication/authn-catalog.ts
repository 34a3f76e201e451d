/**
 * What the create wizard offers and how an authenticator is named: mechanisms, the backends each
 * takes, the mode of those with several request bodies, and the id the broker derives from them.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BACKENDS, MECHANISMS, type Backend, type Mechanism } from './authn-mechanisms';

export { BACKENDS, BACKENDS_OF, GLOBAL_OFFER, MECHANISMS, offeredMechanisms, type AuthnOffer, type Backend, type Mechanism } from './authn-mechanisms';

export const MECHANISM_LABELS: Record<Mechanism, MessageDescriptor> = {
  password_based: msg`Password-based`,
  jwt: msg`JWT`,
  scram: msg`SCRAM`,
};

export const BACKEND_LABELS: Record<Backend, MessageDescriptor> = {
  built_in_database: msg`Built-in database`,
  mysql: msg`MySQL`,
  mongodb: msg`MongoDB`,
  postgresql: msg`PostgreSQL`,
  http: msg`HTTP server`,
  redis: msg`Redis`,
};

export const isMechanism = (value: unknown): value is Mechanism => typeof value === 'string' && (MECHANISMS as readonly string[]).includes(value);
export const isBackend = (value: unknown): value is Backend => typeof value === 'string' && (BACKENDS as readonly string[]).includes(value);

/** The broker's id: `password_based:built_in_database`, `scram:http`, `jwt`. */
export function authenticatorId(config: { mechanism?: unknown; backend?: unknown }): string {
  const mechanism = String(config.mechanism ?? '');
  return typeof config.backend === 'string' ? `${mechanism}:${config.backend}` : mechanism;
}

/** A mode picks one of the request bodies a pair has: Redis and MongoDB topologies, HTTP methods, JWT keys. */
export interface ModeChoice {
  field: string;
  label: MessageDescriptor;
  options: { value: string; label: MessageDescriptor; schema: string }[];
}

const HTTP_METHODS = (prefix: string): ModeChoice => ({
  field: 'method',
  label: msg`HTTP method`,
  options: [
    { value: 'post', label: msg`POST`, schema: `${prefix}-post` },
    { value: 'get', label: msg`GET`, schema: `${prefix}-get` },
  ],
});

/** The modes of a pair, or undefined when it has one request body. */
export function modesOf(mechanism: Mechanism, backend: Backend | undefined): ModeChoice | undefined {
  if (mechanism === 'jwt') {
    return {
      field: 'algorithm',
      label: msg`Key`,
      options: [
        { value: 'hmac-based', label: msg`HMAC-based secret`, schema: 'authn-jwt-hmac' },
        { value: 'public-key', label: msg`Public key`, schema: 'authn-jwt-public-key' },
        { value: 'jwks', label: msg`JWKS endpoint`, schema: 'authn-jwt-jwks' },
      ],
    };
  }
  if (backend === 'http') return HTTP_METHODS(mechanism === 'scram' ? 'authn-scram-http' : 'authn-http');
  if (backend === 'redis') {
    return {
      field: 'redis_type',
      label: msg`Redis mode`,
      options: [
        { value: 'single', label: msg`Single`, schema: 'authn-redis-single' },
        { value: 'sentinel', label: msg`Sentinel`, schema: 'authn-redis-sentinel' },
        { value: 'cluster', label: msg`Cluster`, schema: 'authn-redis-cluster' },
      ],
    };
  }
  if (backend === 'mongodb') {
    return {
      field: 'mongo_type',
      label: msg`MongoDB mode`,
      options: [
        { value: 'single', label: msg`Single`, schema: 'authn-mongo-single' },
        { value: 'rs', label: msg`Replica set`, schema: 'authn-mongo-rs' },
        { value: 'sharded', label: msg`Sharded`, schema: 'authn-mongo-sharded' },
      ],
    };
  }
  return undefined;
}

/** The schemas/ file name of a pair in a mode. */
export function schemaName(mechanism: Mechanism, backend: Backend | undefined, mode?: string): string | undefined {
  const modes = modesOf(mechanism, backend);
  if (modes) return (modes.options.find((o) => o.value === mode) ?? modes.options[0])?.schema;
  if (mechanism === 'scram') return backend === 'built_in_database' ? 'authn-scram' : undefined;
  if (mechanism === 'password_based' && backend === 'built_in_database') return 'authn-builtin-db';
  if (backend === 'mysql' || backend === 'postgresql') return `authn-${backend}`;
  return undefined;
}

/** The mode a stored config is in, read back from the fields that set it. */
export function modeOf(config: Record<string, unknown>): string | undefined {
  if (config.mechanism === 'jwt') return config.use_jwks === true ? 'jwks' : String(config.algorithm ?? 'hmac-based');
  if (config.backend === 'http') return String(config.method ?? 'post');
  if (config.backend === 'redis') return String(config.redis_type ?? 'single');
  if (config.backend === 'mongodb') return String(config.mongo_type ?? 'single');
  return undefined;
}

/**
 * The order of the fields of every authenticator and authorization source form (`ui:order`): where
 * to connect first (address, database, account, pool, TLS), then what to ask (the query, command,
 * filter or request, with what it returns), then the rest in the broker's order.
 */
export const FIELD_ORDER = [
  // Connection
  'server',
  'servers',
  'url',
  'base_url',
  'endpoint',
  'sentinel',
  'replica_set_name',
  'database',
  'username',
  'password',
  'pool_size',
  'ssl',
  // Query
  'base_dn',
  'collection',
  'query',
  'cmd',
  'filter',
  'body',
  'headers',
  'query_timeout',
  'password_hash_field',
  'salt_field',
  'is_superuser_field',
  // The rest, as the broker lists them
  '*',
];

/** The fields shown first in each form (in FIELD_ORDER); everything else folds under "Advanced settings". */
export const ESSENTIALS = [
  'user_id_type',
  'password_hash_algorithm',
  'server',
  'servers',
  'sentinel',
  'replica_set_name',
  'database',
  'collection',
  'username',
  'password',
  'query',
  'query_timeout',
  'cmd',
  'filter',
  'password_hash_field',
  'salt_field',
  'is_superuser_field',
  'url',
  'headers',
  'body',
  'from',
  'secret',
  'secret_base64_encoded',
  'public_key',
  'endpoint',
  'refresh_interval',
  'algorithm',
  'iteration_count',
  'ssl',
];

/** The fields the wizard's own steps set: hidden in the form, fixed in the body. */
export const FIXED_FIELDS = ['mechanism', 'backend', 'method', 'redis_type', 'mongo_type', 'use_jwks', 'enable'];
