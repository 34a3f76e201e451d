import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { Loading } from '../../components/Loading';
import { WidgetBoundary } from '../../components/WidgetBoundary';
import { useAllRules, useBridges } from '../bridges/model/queries';
import { FlowTextList } from './FlowTextList';
import { buildTopology, type Topology, type TopologyOptions } from './topology';

// React Flow, dagre and React Flow's CSS: fetched only by the screens that draw a graph.
const FlowGraph = lazy(() => import('./FlowGraph'));

const GRAPH_HEIGHT = 'max(420px, calc(100dvh - 260px))';

/** Every rule (all pages) and every bridge, as a topology; read again while shown, like the lists. */
function useTopology(options: TopologyOptions) {
  const rules = useAllRules();
  const { bridges, isError, refetch } = useBridges();
  // The bridges come as a new array on every render: the graph is laid out again only when what it shows changed.
  const bridgesKey = bridges?.map((b) => `${b.kind}/${b.id}/${b.status}`).join('|');
  const { bridgesOnly } = options;
  const topology = useMemo(
    () => (rules.data && bridges ? buildTopology(rules.data, bridges, { bridgesOnly }) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- bridgesKey stands for bridges
    [rules.data, bridgesKey, bridgesOnly],
  );
  return {
    topology,
    failed: !topology && (rules.isError || isError),
    retry: () => void Promise.all([rules.refetch(), refetch()]),
  };
}

interface TopologyContentProps extends TopologyOptions {
  /** The graph's name for assistive technology. */
  label: string;
  /** What shows instead of the graph when it would be empty. */
  empty: ReactNode;
  /** Whether the topology counts as empty (no rule at all, for the whole flow; nothing at all, for the bridges). */
  isEmpty: (topology: Topology) => boolean;
}

/** The topology with its loading, error and empty states, the graph and its text alternative. */
export function TopologyContent({ label, empty, isEmpty, ...options }: TopologyContentProps) {
  const { topology, failed, retry } = useTopology(options);
  const [asText, setAsText] = useState(false);
  const textId = useId();

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
    return (
      <Center h={GRAPH_HEIGHT}>
        <Loading />
      </Center>
    );
  }
  if (isEmpty(topology)) return <Box py="10">{empty}</Box>;

  return (
    <Stack gap="3">
      <Box role="figure" aria-label={label} h={GRAPH_HEIGHT} borderWidth="1px" borderRadius="l2" overflow="hidden">
        <WidgetBoundary resetKey={topology}>
          <Suspense
            fallback={
              <Center h="full">
                <Loading />
              </Center>
            }
          >
            <FlowGraph topology={topology} label={label} />
          </Suspense>
        </WidgetBoundary>
      </Box>
      <Box>
        <Button size="xs" variant="ghost" aria-expanded={asText} aria-controls={asText ? textId : undefined} onClick={() => setAsText(!asText)}>
          {asText ? <Trans>Hide the flows as text</Trans> : <Trans>Show the flows as text</Trans>}
        </Button>
        {asText ? <FlowTextList id={textId} topology={topology} /> : null}
      </Box>
    </Stack>
  );
}
