/**
 * The lists every bridge screen reads: actions, sources and connectors (each one GET, the broker does
 * not page them), and every rule (paged: all pages are read, to tell which rules use a bridge).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getActions, getGetActionsQueryKey } from '../../../generated/endpoints/actions/actions';
import { getConnectors, getGetConnectorsQueryKey } from '../../../generated/endpoints/connectors/connectors';
import { getRules } from '../../../generated/endpoints/rules/rules';
import { getGetSourcesQueryKey, getSources } from '../../../generated/endpoints/sources/sources';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { toBridge, type Bridge, type ChannelAnswer, type ResourceAnswer } from './bridge';

/** Statuses change by themselves (a target goes down): the lists are read again this often while shown. */
export const BRIDGES_POLL_MS = 10_000;
const RULES_PAGE = 100;
const ALL_RULES_KEY = ['bridges', 'all-rules'] as const;

const asChannels = (answer: unknown): ChannelAnswer[] => (Array.isArray(answer) ? (answer as ChannelAnswer[]) : []);

/** Every action and source as a bridge, actions first, each kind in the broker's order. */
export function useBridges() {
  const poll = { refetchInterval: BRIDGES_POLL_MS };
  const actions = useQuery({ queryKey: getGetActionsQueryKey(), queryFn: ({ signal }) => getActions(undefined, signal), ...poll });
  const sources = useQuery({ queryKey: getGetSourcesQueryKey(), queryFn: ({ signal }) => getSources(undefined, signal), ...poll });
  // The same list while the answers are the same: screens key effects and layouts on it.
  const bridges: Bridge[] | undefined = useMemo(
    () => (actions.data && sources.data ? [...asChannels(actions.data).map((a) => toBridge('action', a)), ...asChannels(sources.data).map((s) => toBridge('source', s))] : undefined),
    [actions.data, sources.data],
  );
  return { bridges, isError: actions.isError || sources.isError, refetch: () => Promise.all([actions.refetch(), sources.refetch()]) };
}

export function useConnectors() {
  return useQuery({
    queryKey: getGetConnectorsQueryKey(),
    queryFn: ({ signal }) => getConnectors(undefined, signal),
    select: (answer) => (Array.isArray(answer) ? (answer as ResourceAnswer[]) : []),
    refetchInterval: BRIDGES_POLL_MS,
  });
}

/** Every rule, all pages (the broker lists at most 100 at a time). */
export async function fetchAllRules(signal?: AbortSignal): Promise<RuleEngineRuleInfo[]> {
  const rules: RuleEngineRuleInfo[] = [];
  for (let page = 1; ; page++) {
    const answer = await getRules({ page, limit: RULES_PAGE }, undefined, signal);
    rules.push(...(answer.data ?? []));
    if (!answer.meta?.hasnext || !answer.data?.length) return rules;
  }
}

export function useAllRules() {
  return useQuery({ queryKey: ALL_RULES_KEY, queryFn: ({ signal }) => fetchAllRules(signal), refetchInterval: BRIDGES_POLL_MS * 3 });
}

/** After a bridge or connector changed: every list that shows one, and the rules (a delete may have edited them). */
export function invalidateBridgeLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetActionsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetSourcesQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetConnectorsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: ALL_RULES_KEY }),
  ]).then(() => undefined);
}
