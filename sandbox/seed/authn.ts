/**
 * The seeded chain: MySQL first, then JWT, then SCRAM on the built-in database with a few users.
 * No `password_based:built_in_database`, so creating one is what a new setup starts with.
 */
import type { JsonObject } from '../lib/json';
import type { AuthenticatorRecord, AuthnCounters, AuthnUser } from '../model/authn';
import type { SandboxNode } from './cluster';

const counters = (nodes: readonly SandboxNode[], base: number): Map<string, AuthnCounters> =>
  new Map(
    nodes.map((node, i) => {
      const total = base * (i + 2) + 17 * i;
      const failed = Math.round(total * 0.03);
      const nomatch = Math.round(total * 0.01);
      return [node.name, { total, success: total - failed - nomatch, failed, nomatch }];
    }),
  );

const MYSQL: JsonObject = {
  mechanism: 'password_based',
  backend: 'mysql',
  enable: true,
  server: 'mysql.internal:3306',
  database: 'mqtt',
  username: 'emqx',
  password: 'seeded-mysql-secret',
  pool_size: 8,
  query: 'SELECT password_hash, salt, is_superuser FROM mqtt_user WHERE username = ${username} LIMIT 1',
  query_timeout: '5s',
  password_hash_algorithm: { name: 'sha256', salt_position: 'suffix' },
  ssl: { enable: false },
};

const JWT: JsonObject = {
  mechanism: 'jwt',
  enable: false,
  algorithm: 'hmac-based',
  secret: 'seeded-jwt-hmac-secret',
  secret_base64_encoded: false,
  from: 'password',
  acl_claim_name: 'acl',
  verify_claims: {},
  disconnect_after_expire: true,
};

const SCRAM: JsonObject = {
  mechanism: 'scram',
  backend: 'built_in_database',
  enable: true,
  algorithm: 'sha256',
  iteration_count: 4096,
};

const SCRAM_USERS: AuthnUser[] = [
  { user_id: 'gateway-01', password: 'seeded-password-1', is_superuser: false },
  { user_id: 'dev/ops-1', password: 'seeded-password-2', is_superuser: true },
  { user_id: '温度传感器-01', password: 'seeded-password-3', is_superuser: false },
];

export function seedAuthenticators(nodes: readonly SandboxNode[]): AuthenticatorRecord[] {
  return [
    { config: MYSQL, counters: counters(nodes, 4200) },
    { config: JWT, counters: counters(nodes, 0) },
    { config: SCRAM, counters: counters(nodes, 310), users: new Map(SCRAM_USERS.map((u) => [u.user_id, u])) },
  ];
}
