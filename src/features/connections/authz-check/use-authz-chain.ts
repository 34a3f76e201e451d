/**
 * The authorization chain as far as the console can read it for one client: the sources in order (the
 * ACL file's rules come with the listing), the built-in database's rules for this client ID, this
 * username and everyone, and the settings (no match, cache). Read once when the check is first run.
 */
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../../api/api-error';
import type { AuthzSource, BuiltInRule, Permission, RuleList } from '../../../domain/authz-chain';
import {
  getAuthorizationSettings,
  getAuthorizationSources,
  getAuthorizationSourcesBuiltInDatabaseRulesAll,
  getAuthorizationSourcesBuiltInDatabaseRulesClientsByClientid,
  getAuthorizationSourcesBuiltInDatabaseRulesUsersByUsername,
} from '../../../generated/endpoints/authorization/authorization';
import type { EmqxAuthzCache } from '../../../generated/model';

export interface ReadableChain {
  sources: AuthzSource[];
  noMatch: Permission;
  cache?: EmqxAuthzCache;
}

/** A client or user without rules is a 404: an empty list, not a failure. */
const orNone = (read: Promise<{ rules?: BuiltInRule[] }>): Promise<BuiltInRule[]> =>
  read.then(
    (answer) => answer.rules ?? [],
    (error: unknown) => {
      if (isNotFound(error)) return [];
      throw error;
    },
  );

async function readChain(clientid: string, username: string, signal: AbortSignal): Promise<ReadableChain> {
  const quiet = { silentStatuses: [404] };
  const [listing, settings] = await Promise.all([getAuthorizationSources(undefined, signal), getAuthorizationSettings(undefined, signal)]);
  const configs = listing.sources ?? [];
  const builtIn = configs.some((c) => c.type === 'built_in_database' && c.enable !== false);
  const [clients, users, all] = builtIn
    ? await Promise.all([
        orNone(getAuthorizationSourcesBuiltInDatabaseRulesClientsByClientid(clientid, quiet, signal)),
        username ? orNone(getAuthorizationSourcesBuiltInDatabaseRulesUsersByUsername(username, quiet, signal)) : Promise.resolve([]),
        getAuthorizationSourcesBuiltInDatabaseRulesAll(undefined, signal).then((answer) => answer.rules ?? []),
      ])
    : [[], [], []];
  const rules: Record<RuleList, BuiltInRule[]> = { clients, users, all };
  const sources = configs.map((config): AuthzSource => {
    const enable = config.enable !== false;
    if (config.type === 'built_in_database') return { type: config.type, enable, rules };
    if (config.type === 'file') return { type: config.type, enable, rules: 'rules' in config && typeof config.rules === 'string' ? config.rules : '' };
    return { type: config.type, enable };
  });
  return { sources, noMatch: settings.no_match === 'deny' ? 'deny' : 'allow', cache: settings.cache };
}

export function useReadableChain(clientid: string, username: string, enabled: boolean) {
  return useQuery({ queryKey: ['authz-chain-for-client', clientid, username], queryFn: ({ signal }) => readChain(clientid, username, signal), enabled });
}
