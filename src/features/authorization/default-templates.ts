/**
 * What a new authorization source's settings start with, as EMQX's dashboard pre-fills them
 * (emqx-dashboard5 useAuthzCreate.ts, useDatabaseConfig.ts): the usual ACL table, key and collection,
 * queried by username, at a local address. HTTP's request also says what the client asks for (topic
 * and action), as EMQX's documentation of the HTTP authorizer has it. For create only.
 */
import type { CreateType } from './authz-catalog';

type Config = Record<string, unknown>;

export const AUTHZ_SQL = 'SELECT action, permission, topic FROM mqtt_acl where username = ${username}';
export const AUTHZ_REDIS_CMD = 'HGETALL mqtt_acl:${username}';

/** The settings a new source of `type` (in `mode`: the Redis or MongoDB topology, the HTTP method) opens with. */
export function authzDefaultTemplate(type: CreateType | undefined, mode?: string): Config {
  switch (type) {
    case 'mysql':
      return { server: '127.0.0.1:3306', database: 'mqtt_acl', query: AUTHZ_SQL };
    case 'postgresql':
      return { server: '127.0.0.1:5432', database: 'mqtt_acl', query: AUTHZ_SQL };
    case 'redis':
      return { ...(mode === undefined || mode === 'single' ? { server: '127.0.0.1:6379' } : {}), cmd: AUTHZ_REDIS_CMD };
    case 'mongodb':
      return {
        ...(mode === undefined || mode === 'single' ? { server: '127.0.0.1:27017' } : {}),
        database: 'mqtt',
        collection: 'mqtt_acl',
        filter: { username: '${username}' },
      };
    case 'http':
      return { url: 'http://127.0.0.1:8080', body: { username: '${username}', topic: '${topic}', action: '${action}' } };
    default:
      return {};
  }
}
