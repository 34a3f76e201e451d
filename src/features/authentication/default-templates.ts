/**
 * What a new authenticator's settings start with, as EMQX's dashboard pre-fills them (emqx-dashboard5
 * useAuthnCreate.ts, useDatabaseConfig.ts): the usual tables, keys and collections, queried by
 * username, at a local address. The query reads the salt too, as the default hashing (SHA-256 with a
 * salt prefix) needs it. An edited authenticator keeps what the broker holds: these are for create only.
 */
import type { Backend, Mechanism } from './authn-catalog';

type Config = Record<string, unknown>;

export const AUTHN_SQL = 'SELECT password_hash, salt FROM mqtt_user where username = ${username} LIMIT 1';
export const AUTHN_REDIS_CMD = 'HMGET mqtt_user:${username} password_hash salt';

/**
 * The settings a new authenticator of `mechanism` on `backend` (in `mode`: the Redis or MongoDB
 * topology, the HTTP method) opens with; the form's schema defaults fill the rest.
 */
export function authnDefaultTemplate(mechanism: Mechanism | undefined, backend: Backend | undefined, mode?: string): Config {
  if (mechanism === 'scram' && backend === 'http') return { url: 'http://127.0.0.1:8080', body: { username: '${username}' } };
  if (mechanism !== 'password_based') return {};
  switch (backend) {
    case 'mysql':
      return { server: '127.0.0.1:3306', database: 'mqtt_user', query: AUTHN_SQL };
    case 'postgresql':
      return { server: '127.0.0.1:5432', database: 'mqtt_user', query: AUTHN_SQL };
    case 'redis':
      return { ...(mode === undefined || mode === 'single' ? { server: '127.0.0.1:6379' } : {}), cmd: AUTHN_REDIS_CMD };
    case 'mongodb':
      return {
        ...(mode === undefined || mode === 'single' ? { server: '127.0.0.1:27017' } : {}),
        database: 'mqtt',
        collection: 'mqtt_user',
        filter: { username: '${username}' },
        password_hash_field: 'password_hash',
        salt_field: 'salt',
      };
    case 'http':
      return { url: 'http://127.0.0.1:8080', body: { username: '${username}', password: '${password}' } };
    default:
      return {};
  }
}
