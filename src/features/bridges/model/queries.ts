/**
 * The lists every bridge screen reads: actions, sources and connectors (each one GET, the broker does
 * not page them), and the rules that use bridges: those of the bridges on screen (filtered by the
 * broker), or every rule for the screens that need them all.
 */
import { useQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isNotFound } from '../../../api/api-error';
import { pollEvery } from '../../../api/poll';
import { getActions, getActionsById, getGetActionsByIdQueryKey, getGetActionsQueryKey } from '../../../generated/endpoints/actions/actions';
import { getConnectors, getGetConnectorsQueryKey } from '../../../generated/endpoints/connectors/connectors';
import { getRules } from '../../../generated/endpoints/rules/rules';
import { getGetSourcesByIdQueryKey, getGetSourcesQueryKey, getSources, getSourcesById } from '../../../generated/endpoints/sources/sources';
import type { GetRulesParams, RuleEngineRuleInfo } from '../../../generated/model';
import { toBridge, type Bridge, type ChannelAnswer, type ChannelKind, type ResourceAnswer } from './bridge';

/** Statuses change by themselves (a target goes down): the lists are read again this often while shown. */
export const BRIDGES_POLL_MS = 10_000;
/**
 * The list screen reads the whole estate (thousands of actions): seldom, because the counters'
 * poll tells it sooner when an action or connector came, went or changed its status.
 */
export const BRIDGE_LIST_POLL_MS = 120_000;
/** Rules of the bridges on screen: a page of bridges is used by a few rules each. */
const RULES_USING_PAGE = 1_000;
/**
 * Ids in one request's query string, at most this long: a page of 100 bridges with long names
 * would pass the broker's request-line limit (cowboy's 8,000 bytes) in one.
 */
const IDS_PER_REQUEST_CHARS = 3_000;
export const RULES_USING_KEY = ['bridges', 'rules-using'] as const;

const asChannels = (answer: unknown): ChannelAnswer[] => (Array.isArray(answer) ? (answer as ChannelAnswer[]) : []);

/**
 * Every action and source as a bridge, actions first, each kind in the broker's order. `pollMs`
 * false reads them once (the forms that check a new name against them): with thousands of actions,
 * each read is megabytes.
 */
export function useBridges(pollMs: number | false = BRIDGES_POLL_MS, enabled = true) {
  const poll = { refetchInterval: pollMs === false ? (false as const) : pollEvery(pollMs), enabled };
  const actions = useQuery({ queryKey: getGetActionsQueryKey(), queryFn: ({ signal }) => getActions(undefined, signal), ...poll });
  const sources = useQuery({ queryKey: getGetSourcesQueryKey(), queryFn: ({ signal }) => getSources(undefined, signal), ...poll });
  // The same list while the answers are the same: screens key effects and layouts on it.
  const bridges: Bridge[] | undefined = useMemo(
    () => (actions.data && sources.data ? [...asChannels(actions.data).map((a) => toBridge('action', a)), ...asChannels(sources.data).map((s) => toBridge('source', s))] : undefined),
    [actions.data, sources.data],
  );
  return { bridges, isError: actions.isError || sources.isError, refetch: () => Promise.all([actions.refetch(), sources.refetch()]) };
}

/** The second part of a bridge's status query key, after its path: apart from the settings form's read of the same path. */
const SHOWN = 'shown';

/** One action's or source's status, read by its id and polled while shown; a 404 is said on the screen, not asked again. */
function useShownChannel(kind: ChannelKind, id: string, enabled: boolean) {
  return useQuery({
    queryKey: [(kind === 'source' ? getGetSourcesByIdQueryKey(id) : getGetActionsByIdQueryKey(id))[0], SHOWN],
    queryFn: ({ signal }) => {
      const options = { background: true, silentStatuses: [404] };
      return (kind === 'source' ? getSourcesById(id, options, signal) : getActionsById(id, options, signal)) as Promise<unknown> as Promise<ChannelAnswer>;
    },
    enabled,
    refetchInterval: pollEvery(BRIDGES_POLL_MS, (query) => !isNotFound(query.state.error)),
    retry: (failures, error) => !isNotFound(error) && failures < 3,
  });
}

/**
 * One action or source, read by its id and polled while its screen shows it, not the whole estate.
 * Links name a source's kind; a link without it that names no action (one from before they did)
 * is looked up in the lists, read once.
 */
export function useBridge(id: string, kind: ChannelKind | undefined) {
  const action = useShownChannel('action', id, kind !== 'source');
  const lookup = kind === undefined && isNotFound(action.error);
  const lists = useBridges(false, lookup);
  const isSource = kind === 'source' || (lookup && !!lists.bridges?.some((b) => b.kind === 'source' && b.id === id));
  const source = useShownChannel('source', id, isSource);
  const shown = isSource ? source : action;
  const bridge = useMemo(() => (shown.data ? toBridge(isSource ? 'source' : 'action', shown.data) : undefined), [shown.data, isSource]);
  // While the lists are read, neither missing nor failed: loading.
  const missing = isSource || !lookup ? isNotFound(shown.error) : lists.bridges !== undefined;
  const isError = isSource || !lookup ? !missing && shown.isError : lists.isError;
  return { bridge, missing, isError, refetch: () => (lookup && !isSource ? lists.refetch() : shown.refetch()) };
}

/** Invalidates the bridges' status reads by id (useBridge), not the settings form's read of the same path. */
const isBridgeShown = (query: Query) => query.queryKey[1] === SHOWN && typeof query.queryKey[0] === 'string' && /^\/(actions|sources)\//.test(query.queryKey[0]);

export function useConnectors(pollMs = BRIDGES_POLL_MS) {
  return useQuery({
    queryKey: getGetConnectorsQueryKey(),
    queryFn: ({ signal }) => getConnectors(undefined, signal),
    select: (answer) => (Array.isArray(answer) ? (answer as ResourceAnswer[]) : []),
    refetchInterval: pollEvery(pollMs),
  });
}

/** Every rule the broker lists with these filters, page after page. */
async function fetchRules(filters: Omit<GetRulesParams, 'page' | 'limit'>, limit: number, signal?: AbortSignal): Promise<RuleEngineRuleInfo[]> {
  const rules: RuleEngineRuleInfo[] = [];
  for (let page = 1; ; page++) {
    const answer = await getRules({ ...filters, page, limit }, undefined, signal);
    rules.push(...(answer.data ?? []));
    if (!answer.meta?.hasnext || !answer.data?.length) return rules;
  }
}

/** Ids in groups whose encoded length stays under IDS_PER_REQUEST_CHARS. */
export function batches(ids: readonly string[]): string[][] {
  const groups: string[][] = [];
  let length = Infinity;
  for (const id of ids) {
    const size = encodeURIComponent(id).length + 8;
    if (length + size > IDS_PER_REQUEST_CHARS) {
      groups.push([]);
      length = 0;
    }
    groups.at(-1)!.push(id);
    length += size;
  }
  return groups;
}

/**
 * The rules that use any of these bridges: the broker filters them (`action`, `source`; the two
 * together would ask for rules using both, so they go apart, in groups that fit a URL). Read again when the bridges
 * shown change, after a change, when the window comes back, or when the counters' poll sees rules
 * come or go (see use-data-integration.ts).
 */
export function useRulesUsing(bridges: readonly Pick<Bridge, 'id' | 'kind'>[] | undefined) {
  const idsOf = (kind: Bridge['kind']) => [...new Set((bridges ?? []).filter((b) => b.kind === kind).map((b) => b.id))].sort();
  const actions = idsOf('action');
  const sources = idsOf('source');
  return useQuery({
    queryKey: [...RULES_USING_KEY, { actions, sources }],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all([
        ...batches(actions).map((action) => fetchRules({ action }, RULES_USING_PAGE, signal)),
        ...batches(sources).map((source) => fetchRules({ source }, RULES_USING_PAGE, signal)),
      ]);
      const byId = new Map(lists.flat().map((rule) => [rule.id, rule]));
      return [...byId.values()];
    },
    enabled: bridges !== undefined,
    refetchOnWindowFocus: true,
  });
}

/** After a bridge or connector changed: every list that shows one, and the rules (a delete may have edited them). */
export function invalidateBridgeLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetActionsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetSourcesQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetConnectorsQueryKey() }),
    queryClient.invalidateQueries({ predicate: isBridgeShown }),
    invalidateRulesOfBridges(queryClient),
  ]).then(() => undefined);
}

/** The rules read to tell which use a bridge. */
export function invalidateRulesOfBridges(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: RULES_USING_KEY });
}
