/** The authorization source types the console offers, their modes, and the schema of each. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { getAuthorizationSourcesByType } from '../../generated/endpoints/authorization/authorization';

/** A type as the broker's path parameter takes it. */
export type SourceType = Parameters<typeof getAuthorizationSourcesByType>[0];

const PATH_TYPES: readonly SourceType[] = ['file', 'built_in_database', 'http', 'mysql', 'postgresql', 'mongodb', 'redis', 'ldap'];

export const isSourceType = (value: unknown): value is SourceType => typeof value === 'string' && (PATH_TYPES as readonly string[]).includes(value);

/** What the create screen offers, in its order. */
export const CREATE_TYPES = ['file', 'built_in_database', 'http', 'mysql', 'postgresql', 'mongodb', 'redis', 'ldap'] as const satisfies readonly SourceType[];
export type CreateType = (typeof CREATE_TYPES)[number];

export const isCreateType = (value: unknown): value is CreateType => typeof value === 'string' && (CREATE_TYPES as readonly string[]).includes(value);

interface Modes {
  /** The body field that tells the variants apart. */
  field: string;
  label: MessageDescriptor;
  options: { value: string; label: MessageDescriptor }[];
}

const MODES: Partial<Record<CreateType, Modes>> = {
  http: {
    field: 'method',
    label: msg`Request method`,
    options: [
      { value: 'post', label: msg`POST` },
      { value: 'get', label: msg`GET` },
    ],
  },
  mongodb: {
    field: 'mongo_type',
    label: msg`Deployment`,
    options: [
      { value: 'single', label: msg`Single` },
      { value: 'rs', label: msg`Replica set` },
      { value: 'sharded', label: msg`Sharded` },
    ],
  },
  redis: {
    field: 'redis_type',
    label: msg`Deployment`,
    options: [
      { value: 'single', label: msg`Single` },
      { value: 'sentinel', label: msg`Sentinel` },
      { value: 'cluster', label: msg`Cluster` },
    ],
  },
};

export const modesOf = (type: CreateType): Modes | undefined => MODES[type];

/** The mode a stored source is in, read from its distinguishing field. */
export function modeOf(type: CreateType, config: Record<string, unknown>): string | undefined {
  const modes = MODES[type];
  if (!modes) return undefined;
  const value = config[modes.field];
  return typeof value === 'string' ? value : undefined;
}

const SCHEMA_PREFIX: Record<CreateType, string> = {
  file: 'authz-file',
  built_in_database: 'authz-builtin-db',
  http: 'authz-http',
  mysql: 'authz-mysql',
  postgresql: 'authz-postgresql',
  mongodb: 'authz-mongo',
  redis: 'authz-redis',
  ldap: 'authz-ldap',
};

/** The schemas/ file of a type in a mode (`authz-redis-sentinel`). */
export const schemaName = (type: CreateType, mode: string | undefined): string => (MODES[type] && mode ? `${SCHEMA_PREFIX[type]}-${mode}` : SCHEMA_PREFIX[type]);
