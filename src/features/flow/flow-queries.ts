/**
 * What the flow graph reads: every rule, page after page, every action and source, and the Smart Data
 * Hub items where the broker has them. An estate of thousands of rules is a few megabytes: it is read
 * when the screen opens and again when asked (the Refresh button, coming back to the tab, a long
 * interval), never all pages on a short poll.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useCapability } from '../../api/capabilities';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { getActions, getGetActionsQueryKey } from '../../generated/endpoints/actions/actions';
import { getGetRulesQueryKey, getRules } from '../../generated/endpoints/rules/rules';
import { getGetSourcesQueryKey, getSources } from '../../generated/endpoints/sources/sources';
import type { RuleEngineRuleInfo } from '../../generated/model';
import { toBridge, type Bridge, type ChannelAnswer } from '../bridges/model/bridge';
import { HUB_KINDS } from '../data-hub/hub-kinds';
import type { FlowHub } from './hub-stages';

/**
 * Rules a request: the broker allows 10,000; 2,000 (about 1 MB) are parsed and checked in a few
 * tens of milliseconds, so no page holds the main thread long, and 5,000 rules take 3 requests.
 */
export const RULES_PAGE = 2_000;
/** Rules change when someone edits them: read again this often while shown, or on coming back after a minute. */
const RULES_POLL_MS = 5 * 60_000;
const RULES_FRESH_MS = 60_000;
/**
 * A bridge's status changes by itself (a target goes down). The bridge screens poll more often; the
 * graph's colours can wait a minute, as the whole list of actions is a megabyte at 2,000 of them.
 */
const BRIDGES_POLL_MS = 60_000;
const BRIDGES_FRESH_MS = 30_000;

/** The pages of rules as one cache entry; the `/rules` head makes a rule's change invalidate it. */
export const flowRulesQueryKey = () => [...getGetRulesQueryKey({ limit: RULES_PAGE }), 'every-page'] as const;

/** Every rule, read one page after the other: `rules` once the last page is in, meanwhile how many are read. */
export function useFlowRules() {
  const query = useInfiniteQuery({
    queryKey: flowRulesQueryKey(),
    queryFn: ({ pageParam, signal }) => getRules({ page: pageParam, limit: RULES_PAGE }, { background: true }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, page) => (last.meta?.hasnext && last.data?.length ? page + 1 : undefined),
    refetchInterval: pollEvery(RULES_POLL_MS),
    refetchOnWindowFocus: true,
    staleTime: RULES_FRESH_MS,
  });
  const { data, hasNextPage, isFetching, isError, fetchNextPage, refetch } = query;
  const pagesRead = data?.pages.length ?? 0;
  // The next page once the last one is in: one request at a time, and none after a failure (Retry asks
  // again). The count of pages read is a dependency: a page can arrive without a render seeing it fetch.
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage, pagesRead]);

  const rules = useMemo<RuleEngineRuleInfo[] | undefined>(() => (data && !hasNextPage ? data.pages.flatMap((page) => page.data ?? []) : undefined), [data, hasNextPage]);
  return {
    rules,
    /** Rules read so far, and how many there are (the broker counts them on the first page). */
    read: data?.pages.reduce((sum, page) => sum + (page.data?.length ?? 0), 0) ?? 0,
    total: data?.pages[0]?.meta?.count,
    isError,
    isFetching,
    /** After a failure: the page that failed, or all of them when none was read. */
    retry: () => (data && hasNextPage ? fetchNextPage() : refetch()),
    refetch,
  };
}

const asChannels = (answer: unknown): ChannelAnswer[] => (Array.isArray(answer) ? (answer as ChannelAnswer[]) : []);

/**
 * Every action and source as a bridge, actions first. The bridge screens' own queries (same keys,
 * so one cache) poll faster; while they are not shown, the graph asks at its own pace.
 */
export function useFlowBridges() {
  const poll = { refetchInterval: pollEvery(BRIDGES_POLL_MS), refetchOnWindowFocus: true, staleTime: BRIDGES_FRESH_MS } as const;
  const actions = useQuery({ queryKey: getGetActionsQueryKey(), queryFn: ({ signal }) => getActions({ background: true }, signal), ...poll });
  const sources = useQuery({ queryKey: getGetSourcesQueryKey(), queryFn: ({ signal }) => getSources({ background: true }, signal), ...poll });
  // The same list while the answers are the same: the graph is built again only when they change.
  const bridges = useMemo<Bridge[] | undefined>(
    () => (actions.data && sources.data ? [...asChannels(actions.data).map((a) => toBridge('action', a)), ...asChannels(sources.data).map((s) => toBridge('source', s))] : undefined),
    [actions.data, sources.data],
  );
  const staleSince = [useStaleSince(actions), useStaleSince(sources)].filter((at) => at !== undefined);
  return {
    bridges,
    isError: actions.isError || sources.isError,
    isFetching: actions.isFetching || sources.isFetching,
    /** When the statuses shown were read, while the broker does not answer. */
    staleSince: staleSince.length ? Math.min(...staleSince) : undefined,
    refetch: () => Promise.all([actions.refetch(), sources.refetch()]),
  };
}

/**
 * The schema validations and message transformations, in the Data Hub screens' cache (same keys), at
 * the rules' pace: they change when someone edits them. Asked only of a broker that has them (the
 * open-source edition does not). `settled` once the graph can be drawn without drawing it twice:
 * the broker has no Data Hub, or both lists answered or failed. A failed list counts as empty.
 */
export function useFlowHub() {
  const present = useCapability('dataHub');
  const enabled = present === true;
  const options = { enabled, refetchInterval: pollEvery(RULES_POLL_MS), refetchOnWindowFocus: true, staleTime: RULES_FRESH_MS } as const;
  const validations = useQuery({ queryKey: HUB_KINDS.validation.listKey(), queryFn: ({ signal }) => HUB_KINDS.validation.list(signal), ...options });
  const transformations = useQuery({ queryKey: HUB_KINDS.transformation.listKey(), queryFn: ({ signal }) => HUB_KINDS.transformation.list(signal), ...options });
  const hub = useMemo<FlowHub | undefined>(
    () => (enabled && (validations.data || transformations.data) ? { validations: validations.data ?? [], transformations: transformations.data ?? [] } : undefined),
    [enabled, validations.data, transformations.data],
  );
  const answered = (query: { data?: unknown; isError: boolean }) => query.data !== undefined || query.isError;
  return {
    hub,
    settled: present === false || (enabled && answered(validations) && answered(transformations)),
    // `refetch` ignores `enabled`: a broker without the API would answer 404.
    refetch: () => (enabled ? Promise.all([validations.refetch(), transformations.refetch()]) : Promise.resolve()),
  };
}
