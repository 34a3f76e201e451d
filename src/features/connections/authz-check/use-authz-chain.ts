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
  getAuthorizationSourcesBuiltInDatabaseRulesClients,
  getAuthorizationSourcesBuiltInDatabaseRulesClientsByClientid,
  getAuthorizationSourcesBuiltInDatabaseRulesUsers,
  getAuthorizationSourcesBuiltInDatabaseRulesUsersByUsername,
} from '../../../generated/endpoints/authorization/authorization';
import type { PublicMeta } from '../../../generated/model';
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

const SEARCH_LIMIT = 100;

/**
 * One owner's rules, found by searching the listing for its name (an answer even when it has none,
 * where reading it directly is a 404 that the browser logs as an error); read directly only when
 * the search has more pages than one.
 */
async function rulesOf(name: string, search: (like: string) => Promise<{ data?: { name: string; rules?: BuiltInRule[] }[]; meta?: PublicMeta }>, read: () => Promise<{ rules?: BuiltInRule[] }>): Promise<BuiltInRule[]> {
  const page = await search(name);
  const found = page.data?.find((entry) => entry.name === name);
  if (found) return found.rules ?? [];
  return page.meta?.hasnext ? orNone(read()) : [];
}

async function readChain(clientid: string, username: string, signal: AbortSignal): Promise<ReadableChain> {
  const quiet = { silentStatuses: [404] };
  const [listing, settings] = await Promise.all([getAuthorizationSources(undefined, signal), getAuthorizationSettings(undefined, signal)]);
  const configs = listing.sources ?? [];
  const builtIn = configs.some((c) => c.type === 'built_in_database' && c.enable !== false);
  const [clients, users, all] = builtIn
    ? await Promise.all([
        rulesOf(
          clientid,
          async (like) => {
            const page = await getAuthorizationSourcesBuiltInDatabaseRulesClients({ like_clientid: like, limit: SEARCH_LIMIT }, undefined, signal);
            return { meta: page.meta, data: page.data?.map((e) => ({ name: e.clientid, rules: e.rules })) };
          },
          () => getAuthorizationSourcesBuiltInDatabaseRulesClientsByClientid(clientid, quiet, signal),
        ),
        username
          ? rulesOf(
              username,
              async (like) => {
                const page = await getAuthorizationSourcesBuiltInDatabaseRulesUsers({ like_username: like, limit: SEARCH_LIMIT }, undefined, signal);
                return { meta: page.meta, data: page.data?.map((e) => ({ name: e.username, rules: e.rules })) };
              },
              () => getAuthorizationSourcesBuiltInDatabaseRulesUsersByUsername(username, quiet, signal),
            )
          : Promise.resolve([]),
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
