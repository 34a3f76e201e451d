/**
 * The topology drawn with React Flow, read-only: nodes sit where the layout puts them, nothing is
 * dragged, selected or connected; the view pans and zooms. Loaded lazily with its library and its CSS.
 */
import '@xyflow/react/dist/style.css';
import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Background, Controls, MarkerType, MiniMap, ReactFlow, type AriaLabelConfig, type Edge } from '@xyflow/react';
import { useMemo, type CSSProperties } from 'react';
import { token } from '../../components/code/editor-theme';
import { useAppliedTheme } from '../../theme/ColorModeSync';
import { describeNode, FLOW_STATUS_PALETTE } from './flow-labels';
import { CAPTION_HEIGHT, FlowCaption, type FlowCaptionNode } from './FlowCaption';
import { FlowNodeCard, type FlowGraphNode } from './FlowNodeCard';
import { layoutTopology } from './layout';
import type { Topology } from './topology';

const NODE_TYPES = { flow: FlowNodeCard, caption: FlowCaption };

/** Under this many nodes the whole graph fits the view readably: a minimap would only repeat it. */
const MINIMAP_FROM = 30;

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
  const { t, i18n } = useLingui();
  const colorMode = useAppliedTheme();

  const nodes = useMemo<(FlowGraphNode | FlowCaptionNode)[]>(() => {
    const positions = layoutTopology(topology);
    const nodes: (FlowGraphNode | FlowCaptionNode)[] = topology.nodes.map((node) => ({
      id: node.id,
      type: 'flow',
      position: positions.get(node.id) ?? { x: 0, y: 0 },
      data: { ...node },
      ariaRole: 'group',
    }));
    // Under the rules, the bridges none of them uses get a caption: they are not part of a flow that lost its rule.
    const unusedTop = Math.min(...topology.unused.map((node) => positions.get(node.id)?.y ?? Infinity));
    if (topology.paths.length && Number.isFinite(unusedTop)) {
      nodes.push({ id: 'caption:unused', type: 'caption', position: { x: 0, y: unusedTop - CAPTION_HEIGHT }, data: { text: t`Used by no rule` }, ariaRole: 'group' });
    }
    return nodes;
  }, [topology, t]);

  const edges = useMemo<Edge[]>(() => {
    const byId = new Map(topology.nodes.map((node) => [node.id, node]));
    return topology.edges.map((edge) => {
      const from = byId.get(edge.source);
      const to = byId.get(edge.target);
      // A disabled rule's wires are dashed: nothing flows through them.
      const idle = from?.status === 'disabled' || (to?.kind === 'rule' && to.status === 'disabled');
      return {
        id: edge.id,
        source: edge.source,
        target: edge.target,
        ariaLabel: from && to ? `${describeNode(i18n, from)} → ${describeNode(i18n, to)}` : undefined,
        markerEnd: { type: MarkerType.ArrowClosed, color: token('fg.subtle') },
        style: idle ? { strokeDasharray: '6 4' } : undefined,
      };
    });
  }, [topology, i18n]);

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
        {nodes.length >= MINIMAP_FROM ? (
          <MiniMap pannable zoomable nodeColor={(node: FlowGraphNode | FlowCaptionNode) => node.type === 'caption' ? 'transparent' : token('status' in node.data && node.data.status ? `${FLOW_STATUS_PALETTE[node.data.status]}.solid` : 'fg.subtle')} />
        ) : null}
      </ReactFlow>
    </Box>
  );
}

export default FlowGraph;
