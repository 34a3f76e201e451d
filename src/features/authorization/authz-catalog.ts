/** The authorization source types the console offers, in the order the create screen lists them. */
import type { getAuthorizationSourcesByType } from '../../generated/endpoints/authorization/authorization';

/** A type as the broker's path parameter takes it. */
export type SourceType = Parameters<typeof getAuthorizationSourcesByType>[0];

const PATH_TYPES: readonly SourceType[] = ['file', 'built_in_database', 'http', 'mysql', 'postgresql', 'mongodb', 'redis', 'ldap'];

export const isSourceType = (value: unknown): value is SourceType => typeof value === 'string' && (PATH_TYPES as readonly string[]).includes(value);
