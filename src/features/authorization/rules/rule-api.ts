/**
 * The clients' and the users' rules behind one shape: the two listings differ only in the field
 * naming the owner (`clientid`, `username`) and in their paths, so one panel serves both.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  deleteAuthorizationSourcesBuiltInDatabaseRulesClientsByClientid,
  deleteAuthorizationSourcesBuiltInDatabaseRulesUsersByUsername,
  getAuthorizationSourcesBuiltInDatabaseRulesClients,
  getAuthorizationSourcesBuiltInDatabaseRulesUsers,
  getGetAuthorizationSourcesBuiltInDatabaseRulesAllQueryKey,
  getGetAuthorizationSourcesBuiltInDatabaseRulesClientsQueryKey,
  getGetAuthorizationSourcesBuiltInDatabaseRulesUsersQueryKey,
  postAuthorizationSourcesBuiltInDatabaseRulesClients,
  postAuthorizationSourcesBuiltInDatabaseRulesUsers,
  putAuthorizationSourcesBuiltInDatabaseRulesClientsByClientid,
  putAuthorizationSourcesBuiltInDatabaseRulesUsersByUsername,
} from '../../../generated/endpoints/authorization/authorization';
import type { EmqxAuthzApiMnesiaRuleItem, PublicMeta } from '../../../generated/model';

export type RuleKind = 'clients' | 'users';

/** One client's or user's rules. */
export interface RuleSet {
  who: string;
  rules: EmqxAuthzApiMnesiaRuleItem[];
}

export interface RuleSetPage {
  rows: RuleSet[];
  meta?: PublicMeta;
}

/** The owner's name in each kind: the column, the field, the search. */
export const WHO_LABELS: Record<RuleKind, MessageDescriptor> = { clients: msg`Client ID`, users: msg`Username` };

export interface RuleQuery {
  page: number;
  limit: number;
  like: string;
}

const listKey = (kind: RuleKind) => (kind === 'clients' ? getGetAuthorizationSourcesBuiltInDatabaseRulesClientsQueryKey() : getGetAuthorizationSourcesBuiltInDatabaseRulesUsersQueryKey());

async function fetchPage(kind: RuleKind, { page, limit, like }: RuleQuery, signal: AbortSignal): Promise<RuleSetPage> {
  if (kind === 'clients') {
    const answer = await getAuthorizationSourcesBuiltInDatabaseRulesClients({ page, limit, ...(like ? { like_clientid: like } : {}) }, undefined, signal);
    return { rows: (answer.data ?? []).map((e) => ({ who: e.clientid, rules: e.rules ?? [] })), meta: answer.meta };
  }
  const answer = await getAuthorizationSourcesBuiltInDatabaseRulesUsers({ page, limit, ...(like ? { like_username: like } : {}) }, undefined, signal);
  return { rows: (answer.data ?? []).map((e) => ({ who: e.username, rules: e.rules ?? [] })), meta: answer.meta };
}

/** One page of a kind's rule sets, searched by a substring of the owner. */
export function useRuleSets(kind: RuleKind, query: RuleQuery) {
  // Under the listing's own key (so invalidating it refreshes this), with a tag: the rows are mapped.
  return useQuery({ queryKey: [...listKey(kind), query, 'rule-sets'], queryFn: ({ signal }) => fetchPage(kind, query, signal), placeholderData: (previous) => previous });
}

export function createRuleSet(kind: RuleKind, set: RuleSet): Promise<void> {
  return kind === 'clients'
    ? postAuthorizationSourcesBuiltInDatabaseRulesClients([{ clientid: set.who, rules: set.rules }])
    : postAuthorizationSourcesBuiltInDatabaseRulesUsers([{ username: set.who, rules: set.rules }]);
}

export function updateRuleSet(kind: RuleKind, set: RuleSet): Promise<void> {
  return kind === 'clients'
    ? putAuthorizationSourcesBuiltInDatabaseRulesClientsByClientid(set.who, { clientid: set.who, rules: set.rules })
    : putAuthorizationSourcesBuiltInDatabaseRulesUsersByUsername(set.who, { username: set.who, rules: set.rules });
}

export function deleteRuleSet(kind: RuleKind, who: string): Promise<void> {
  return kind === 'clients' ? deleteAuthorizationSourcesBuiltInDatabaseRulesClientsByClientid(who) : deleteAuthorizationSourcesBuiltInDatabaseRulesUsersByUsername(who);
}

export const refreshRuleSets = (queryClient: QueryClient, kind: RuleKind) => queryClient.invalidateQueries({ queryKey: listKey(kind) });

/** After every rule went at once: the clients', the users' and everyone's. */
export const refreshAllRules = (queryClient: QueryClient) =>
  Promise.all([
    refreshRuleSets(queryClient, 'clients'),
    refreshRuleSets(queryClient, 'users'),
    queryClient.invalidateQueries({ queryKey: getGetAuthorizationSourcesBuiltInDatabaseRulesAllQueryKey() }),
  ]);
