/**
 * Where each node of the topology sits: dagre orders the nodes of each column so that edges cross as
 * little as it can; the columns themselves are fixed (inputs, rules, outputs), whatever a rule lacks.
 */
import { graphlib, layout } from '@dagrejs/dagre';
import { columnOf, type FlowColumn, type Topology } from './topology';

export const NODE_WIDTH = 264;
export const NODE_HEIGHT = 64;
const COLUMN_GAP = 96;
const ROW_GAP = 20;
/** Between the connected graph and the bridges no rule uses, stacked under it. */
const UNUSED_GAP = 48;

export interface Position {
  x: number;
  y: number;
}

/** Top-left corner of a column's nodes. */
export const columnX = (column: FlowColumn): number => column * (NODE_WIDTH + COLUMN_GAP);

/** Top-left corner of every node, by id. */
export function layoutTopology(topology: Pick<Topology, 'nodes' | 'edges'>): Map<string, Position> {
  const linked = new Set(topology.edges.flatMap((e) => [e.source, e.target]));
  const graph = new graphlib.Graph();
  // longest-path ranks every input one column before its rule and every output one after: the
  // padding nodes below make each rule have both, so all rules share a rank.
  graph.setGraph({ rankdir: 'LR', ranker: 'longest-path', nodesep: ROW_GAP, ranksep: COLUMN_GAP });
  graph.setDefaultEdgeLabel(() => ({}));

  for (const node of topology.nodes) {
    if (node.kind === 'rule' || linked.has(node.id)) graph.setNode(node.id, { width: NODE_WIDTH, height: NODE_HEIGHT });
  }
  for (const edge of topology.edges) graph.setEdge(edge.source, edge.target);
  for (const node of topology.nodes) {
    if (node.kind !== 'rule') continue;
    // Invisible, zero-height stand-ins for a missing input or output: they keep the rule in its column.
    if (!graph.predecessors(node.id)?.length) {
      graph.setNode(`pad-in:${node.id}`, { width: NODE_WIDTH, height: 0 });
      graph.setEdge(`pad-in:${node.id}`, node.id);
    }
    if (!graph.successors(node.id)?.length) {
      graph.setNode(`pad-out:${node.id}`, { width: NODE_WIDTH, height: 0 });
      graph.setEdge(node.id, `pad-out:${node.id}`);
    }
  }
  layout(graph);

  const positions = new Map<string, Position>();
  let bottom = 0;
  for (const node of topology.nodes) {
    if (!graph.hasNode(node.id)) continue;
    const placed = graph.node(node.id);
    const y = (placed.y ?? 0) - NODE_HEIGHT / 2;
    positions.set(node.id, { x: columnX(columnOf(node.kind)), y });
    bottom = Math.max(bottom, y + NODE_HEIGHT);
  }

  // The bridges no rule uses: under the graph, each in its own column (sources left, actions right).
  const next: Record<FlowColumn, number> = { 0: 0, 1: 0, 2: 0 };
  const top = positions.size ? bottom + UNUSED_GAP : 0;
  for (const node of topology.nodes) {
    if (positions.has(node.id)) continue;
    const column = columnOf(node.kind);
    positions.set(node.id, { x: columnX(column), y: top + next[column] * (NODE_HEIGHT + ROW_GAP) });
    next[column] += 1;
  }
  return positions;
}
