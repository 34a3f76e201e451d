/**
 * dagre's layout of the rules and what they link: it orders the nodes of each column so that edges
 * cross as little as it can. Its ordering grows much faster than the graph (1,400 nodes take about
 * 1.6 s, 4,600 about 18 s), so it lays out the graphs a person reads whole; ./layout-columns.ts
 * takes the larger ones.
 */
import { graphlib, layout } from '@dagrejs/dagre';
import { columnOf } from './topology';
import { COLUMN_GAP, columnX, hasHubColumn, NODE_HEIGHT, NODE_WIDTH, ROW_GAP, type LayoutInput, type Position } from './geometry';

/** Top-left corner of every rule and every node with an edge, by id. */
export function placeWithDagre(input: LayoutInput): Map<string, Position> {
  const linked = new Set(input.edges.flatMap((e) => [e.source, e.target]));
  const withHub = hasHubColumn(input.nodes);
  const kindById = new Map(input.nodes.map((node) => [node.id, node.kind]));
  const graph = new graphlib.Graph();
  // longest-path ranks every input one column before its rule and every output one after: the
  // padding nodes below make each rule have both, so all rules share a rank. With Data Hub stages, an
  // input's edge straight to its rule spans two ranks, so every input still shares one.
  graph.setGraph({ rankdir: 'LR', ranker: 'longest-path', nodesep: ROW_GAP, ranksep: COLUMN_GAP });
  graph.setDefaultEdgeLabel(() => ({}));

  for (const node of input.nodes) {
    if (node.kind === 'rule' || linked.has(node.id)) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  }
  const isInput = (id: string) => {
    const kind = kindById.get(id);
    return kind !== undefined && columnOf(kind) === 0;
  };
  const spans = (source: string, target: string) => (withHub && isInput(source) && kindById.get(target) === 'rule' ? 2 : 1);
  for (const edge of input.edges) graph.setEdge(edge.source, edge.target, { minlen: spans(edge.source, edge.target) });
  for (const node of input.nodes) {
    if (node.kind !== 'rule') continue;
    // Invisible, zero-height stand-ins for a missing input or output: they keep the rule in its column.
    if (!graph.predecessors(node.id)?.length) {
      graph.setNode(`pad-in:${node.id}`, { width: NODE_WIDTH, height: 0 });
      graph.setEdge(`pad-in:${node.id}`, node.id, { minlen: withHub ? 2 : 1 });
    }
    if (!graph.successors(node.id)?.length) {
      graph.setNode(`pad-out:${node.id}`, { width: NODE_WIDTH, height: 0 });
      graph.setEdge(node.id, `pad-out:${node.id}`);
    }
  }
  layout(graph);

  const positions = new Map<string, Position>();
  for (const node of input.nodes) {
    if (!graph.hasNode(node.id)) continue;
    const placed = graph.node(node.id);
    positions.set(node.id, { x: columnX(columnOf(node.kind), withHub), y: (placed.y ?? 0) - NODE_HEIGHT / 2 });
  }
  return positions;
}
