/**
 * The topology drawn with React Flow, read-only: nodes sit where the layout puts them (in a worker),
 * nothing is dragged, selected or connected; the view pans and zooms. Only what is in view is drawn,
 * so a graph of thousands of nodes pans as smoothly as a small one. Loaded lazily with its library
 * and its CSS.
 */
import '@xyflow/react/dist/style.css';
import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Background, Controls, MarkerType, MiniMap, Position, ReactFlow, ReactFlowProvider, type AriaLabelConfig, type Edge, type NodeHandle } from '@xyflow/react';
import { useMemo, type CSSProperties } from 'react';
import { token } from '../../components/code/editor-theme';
import { Loading } from '../../components/Loading';
import { useAppliedTheme } from '../../theme/ColorModeSync';
import { useEdgesInView } from './edges-in-view';
import { describeNode, FLOW_STATUS_PALETTE } from './flow-labels';
import { CAPTION_HEIGHT, FlowCaption, type FlowCaptionNode } from './FlowCaption';
import { FlowNodeCard, type FlowGraphNode, type FlowNodeData } from './FlowNodeCard';
import { NODE_HEIGHT, NODE_WIDTH } from './geometry';
import { useLayout, type LaidOut } from './layout-client';
import type { Topology } from './topology';

const NODE_TYPES = { flow: FlowNodeCard, caption: FlowCaption };
/** One arrow and one dash for every edge: thousands of edges share them rather than each holding a copy. */
const ARROW = { type: MarkerType.ArrowClosed, color: token('fg.subtle') };
const IDLE_WIRE = { strokeDasharray: '6 4' };

/** Under this many nodes the whole graph fits the view readably: a minimap would only repeat it. */
const MINIMAP_FROM = 30;
/** The minimap draws every node on each pan: beyond this many it costs more than it shows. */
const MINIMAP_UNTIL = 2_000;

/**
 * Each card's size and where its edges attach, given rather than measured: React Flow then knows
 * where the nodes it has not drawn (out of view) are, for the edges, the minimap and fitting the view.
 */
const CARD_HANDLES: NodeHandle[] = [
  { type: 'target', position: Position.Left, x: 0, y: NODE_HEIGHT / 2, width: 1, height: 1 },
  { type: 'source', position: Position.Right, x: NODE_WIDTH - 1, y: NODE_HEIGHT / 2, width: 1, height: 1 },
];
const CARD_SIZE = { width: NODE_WIDTH, height: NODE_HEIGHT };

/** React Flow's colours from the console's tokens: they follow light and dark by themselves. */
const FLOW_COLOURS = {
  '--xy-background-color': token('bg'),
  '--xy-background-pattern-dots-color': token('border'),
  '--xy-edge-stroke': token('fg.subtle'),
  '--xy-controls-button-background-color': token('bg.panel'),
  '--xy-controls-button-background-color-hover': token('bg.muted'),
  '--xy-controls-button-color': token('fg'),
  '--xy-controls-button-color-hover': token('fg'),
  '--xy-controls-button-border-color': token('border'),
  '--xy-attribution-background-color': token('bg.panel'),
  '--xy-minimap-background-color': token('bg.panel'),
  '--xy-minimap-mask-background-color': token('bg.muted'),
} as CSSProperties;

export interface FlowGraphProps {
  topology: Topology;
  /** The graph's name for assistive technology. */
  label: string;
}

export function FlowGraph({ topology, label }: FlowGraphProps) {
  const { laidOut, pending } = useLayout(topology);
  if (!laidOut) {
    return (
      <Center h="full">
        <Loading />
      </Center>
    );
  }
  return (
    <Box position="relative" h="full">
      {/* A new structure (another search) is laid out: the graph shown is the previous one meanwhile. */}
      {pending ? (
        <Text role="status" position="absolute" top="2" insetStart="2" zIndex="10" display="inline-flex" alignItems="center" gap="2" px="2" py="1" fontSize="xs" bg="bg.panel" borderWidth="1px" borderRadius="l2">
          <Spinner size="xs" aria-hidden />
          <Trans>Laying out the graph…</Trans>
        </Text>
      ) : null}
      {/* A new structure gets a new view, fitted to it; new statuses keep the view the user panned to. */}
      <ReactFlowProvider key={laidOut.version}>
        <DrawnGraph laidOut={laidOut} label={label} />
      </ReactFlowProvider>
    </Box>
  );
}

/** The graph itself, inside React Flow's provider (its store tells which edges are in view). */
function DrawnGraph({ laidOut: { topology, positions }, label }: { laidOut: LaidOut; label: string }) {
  const { t, i18n } = useLingui();
  const colorMode = useAppliedTheme();

  const nodes = useMemo<(FlowGraphNode | FlowCaptionNode)[]>(() => {
    const nodes: (FlowGraphNode | FlowCaptionNode)[] = topology.nodes.map((node) => ({
      id: node.id,
      type: 'flow',
      position: positions.get(node.id) ?? { x: 0, y: 0 },
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
      // Given as measured too: React Flow fits the view only once every node is measured, and a node culled out of
      // view never is, so after new data while zoomed in, Fit would wait for ever.
      measured: CARD_SIZE,
      handles: CARD_HANDLES,
      // React Flow only reads a node's data: the topology's node itself, not a copy of each.
      data: node as FlowNodeData,
      ariaRole: 'group',
    }));
    // Under the rules, the bridges none of them uses get a caption: they are not part of a flow that lost its rule.
    let unusedTop = Infinity;
    for (const node of topology.unused) unusedTop = Math.min(unusedTop, positions.get(node.id)?.y ?? Infinity);
    if (topology.paths.length && Number.isFinite(unusedTop)) {
      nodes.push({
        id: 'caption:unused',
        type: 'caption',
        position: { x: 0, y: unusedTop - CAPTION_HEIGHT },
        width: NODE_WIDTH * 2,
        height: CAPTION_HEIGHT,
        measured: { width: NODE_WIDTH * 2, height: CAPTION_HEIGHT },
        data: { text: t`Used by no rule` },
        ariaRole: 'group',
      });
    }
    return nodes;
  }, [topology, positions, t]);

  const byId = useMemo(() => new Map(topology.nodes.map((node) => [node.id, node])), [topology]);
  const allEdges = useMemo<Edge[]>(
    () =>
      topology.edges.map((edge) => {
        const from = byId.get(edge.source);
        const to = byId.get(edge.target);
        // A disabled rule's wires are dashed: nothing flows through them.
        const idle = from?.status === 'disabled' || (to?.kind === 'rule' && to.status === 'disabled');
        return { id: edge.id, source: edge.source, target: edge.target, markerEnd: ARROW, style: idle ? IDLE_WIRE : undefined };
      }),
    [topology, byId],
  );
  // Named only once culled: in a large graph, thousands of names nobody hears would be built for nothing.
  const inView = useEdgesInView(allEdges, positions);
  const edges = useMemo<Edge[]>(
    () =>
      inView.map((edge) => {
        const from = byId.get(edge.source);
        const to = byId.get(edge.target);
        return from && to ? { ...edge, ariaLabel: `${describeNode(i18n, from)} → ${describeNode(i18n, to)}` } : edge;
      }),
    [inView, byId, i18n],
  );

  const ariaLabels = useMemo<Partial<AriaLabelConfig>>(
    () => ({
      'controls.ariaLabel': t`Zoom controls`,
      'controls.zoomIn.ariaLabel': t`Zoom in`,
      'controls.zoomOut.ariaLabel': t`Zoom out`,
      'controls.fitView.ariaLabel': t`Fit the graph to the view`,
      'minimap.ariaLabel': t`Overview map`,
      // React Flow's hidden hints tell how to select, move and delete nodes: nothing here can be.
      'node.a11yDescription.default': '',
      'edge.a11yDescription.default': '',
    }),
    [t],
  );

  return (
    <Box
      h="full"
      minH="420px"
      css={{
        '& .react-flow__attribution a': { color: 'fg.muted' },
        '& .react-flow__controls-button:focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      }}
    >
      <ReactFlow
        aria-label={label}
        nodes={nodes}
        edges={edges}
        onlyRenderVisibleElements
        nodeTypes={NODE_TYPES}
        colorMode={colorMode}
        style={FLOW_COLOURS}
        ariaLabelConfig={ariaLabels}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        disableKeyboardA11y
        // The page scrolls under the wheel; zoom is the controls', a pinch's or Ctrl+wheel's.
        zoomOnScroll={false}
        preventScrolling={false}
        zoomOnDoubleClick={false}
        minZoom={0.2}
        maxZoom={2}
        fitView
        fitViewOptions={{ maxZoom: 1 }}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
        {nodes.length >= MINIMAP_FROM && nodes.length <= MINIMAP_UNTIL ? (
          <MiniMap pannable zoomable nodeColor={(node: FlowGraphNode | FlowCaptionNode) => node.type === 'caption' ? 'transparent' : token('status' in node.data && node.data.status ? `${FLOW_STATUS_PALETTE[node.data.status]}.solid` : 'fg.subtle')} />
        ) : null}
      </ReactFlow>
    </Box>
  );
}

export default FlowGraph;
