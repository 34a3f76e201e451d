import { Box, Button, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, RotateCw } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Loading } from '../../components/Loading';
import { StaleNote } from '../../components/StaleNote';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { formatNumber } from '../../i18n/format';
import { FlowFilterBar, type FlowFilterState } from './FlowFilterBar';
import { FlowTextList } from './FlowTextList';
import type { Topology, TopologyOptions } from './topology';
import { filterTopology, opensOnPart } from './topology-filter';
import { useTopology } from './use-topology';

// React Flow, dagre and React Flow's CSS: fetched only by the screens that draw a graph.
const FlowGraph = lazy(() => import('./FlowGraph'));

const GRAPH_HEIGHT = 'max(420px, calc(100dvh - 260px))';

interface TopologyContentProps extends Pick<TopologyOptions, 'bridgesOnly'> {
  /** The graph's name for assistive technology. */
  label: string;
  /** What shows instead of the graph when it would be empty. */
  empty: ReactNode;
  /** Whether the topology counts as empty (no rule at all, for the whole flow; nothing at all, for the bridges). */
  isEmpty: (topology: Topology) => boolean;
  /** The search and the whole-graph switch, where a screen keeps them (the flow screen: in its URL); else kept here. */
  filter?: FlowFilterState;
  onFilter?: (next: FlowFilterState) => void;
}

/** The topology with its loading, error and empty states, the graph and its text alternative. */
export function TopologyContent({ label, empty, isEmpty, filter, onFilter, ...options }: TopologyContentProps) {
  const { i18n } = useLingui();
  const { topology, read, total, failed, retry, refresh, staleSince } = useTopology(options);

  if (failed) {
    return (
      <Stack align="center" gap="3" py="10" color="fg.muted">
        <Text>
          <Trans>The flows could not be loaded.</Trans>
        </Text>
        <Button size="sm" variant="outline" onClick={retry}>
          <RotateCw />
          <Trans>Retry</Trans>
        </Button>
      </Stack>
    );
  }
  if (!topology) {
    const readNow = formatNumber(read, i18n.locale);
    const all = formatNumber(total, i18n.locale);
    return (
      <Center h={GRAPH_HEIGHT} flexDirection="column" gap="3">
        <Loading />
        {/* Thousands of rules take a few requests: say how far it is. */}
        {total !== undefined && read < total ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              Reading the rules: {readNow} of {all}
            </Trans>
          </Text>
        ) : null}
      </Center>
    );
  }
  if (isEmpty(topology)) return <Box py="10">{empty}</Box>;
  return <TopologyShown topology={topology} label={label} refresh={refresh} staleSince={staleSince} filter={filter} onFilter={onFilter} />;
}

interface TopologyShownProps extends Pick<TopologyContentProps, 'filter' | 'onFilter'> {
  topology: Topology;
  label: string;
  refresh: () => void;
  staleSince: number | undefined;
}

function TopologyShown({ topology, label, refresh, staleSince, filter: given, onFilter }: TopologyShownProps) {
  const [own, setOwn] = useState<FlowFilterState>({ query: '' });
  const filter = given ?? own;
  const setFilter = onFilter ?? setOwn;
  const [asText, setAsText] = useState(false);
  const textId = useId();
  const summaryId = useId();
  const whole = filter.whole ?? !opensOnPart(topology);
  const filtered = useMemo(() => filterTopology(topology, { query: filter.query, whole }), [topology, filter.query, whole]);
  const drawn = filtered.topology;

  return (
    <Stack gap="3">
      <FlowFilterBar topology={topology} filtered={filtered} filter={filter} onFilter={setFilter} summaryId={summaryId} />
      <Box role="figure" aria-label={label} aria-describedby={filtered.hiddenNodes ? summaryId : undefined} h={GRAPH_HEIGHT} borderWidth="1px" borderRadius="l2" overflow="hidden">
        {drawn.nodes.length ? (
          <WidgetBoundary resetKey={drawn}>
            <Suspense
              fallback={
                <Center h="full">
                  <Loading />
                </Center>
              }
            >
              <FlowGraph topology={drawn} label={label} />
            </Suspense>
          </WidgetBoundary>
        ) : (
          <Center h="full" color="fg.muted">
            <Trans>No flow to draw.</Trans>
          </Center>
        )}
      </Box>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Button size="xs" variant="ghost" aria-expanded={asText} aria-controls={asText ? textId : undefined} onClick={() => setAsText(!asText)}>
          {asText ? <Trans>Hide the flows as text</Trans> : <Trans>Show the flows as text</Trans>}
        </Button>
        <HStack gap="2">
          {/* The statuses come from a poll: while the broker does not answer, they are as of then. */}
          {staleSince === undefined ? null : <StaleNote at={staleSince} />}
          <Button size="xs" variant="outline" onClick={refresh}>
            <RefreshCw />
            <Trans>Refresh</Trans>
          </Button>
        </HStack>
      </HStack>
      {/* A new search starts the text on its first page. */}
      {asText ? <FlowTextList key={`${filter.query}|${whole}`} id={textId} topology={drawn} /> : null}
    </Stack>
  );
}
