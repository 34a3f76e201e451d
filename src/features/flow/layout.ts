/**
 * Where each node of the topology sits. The columns are fixed (inputs, Data Hub stages, rules,
 * outputs), whatever a rule lacks; the stages' column only where the graph has one. Within them dagre
 * orders a graph a person reads whole, and a one-pass layout takes the larger ones (see
 * ./layout-dagre.ts). Runs in a worker in the browser (./layout-client.ts).
 */
import { columnOf, type FlowColumn } from './topology';
import { columnX, hasHubColumn, NODE_HEIGHT, ROW_GAP, UNUSED_GAP, type LayoutInput, type Position } from './geometry';
import { placeInColumns } from './layout-columns';
import { placeWithDagre } from './layout-dagre';

/** The most nodes dagre lays out: about a second in the worker on a slow machine. */
export const DAGRE_UP_TO = 1_000;

/** Top-left corner of every node, by id. */
export function layoutTopology(input: LayoutInput): Map<string, Position> {
  const positions = input.nodes.length <= DAGRE_UP_TO ? placeWithDagre(input) : placeInColumns(input);
  let bottom = 0;
  for (const { y } of positions.values()) bottom = Math.max(bottom, y + NODE_HEIGHT);

  // The bridges no rule uses: under the graph, each in its own column (sources left, actions right).
  const withHub = hasHubColumn(input.nodes);
  const next: Record<FlowColumn, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  const top = positions.size ? bottom + UNUSED_GAP : 0;
  for (const node of input.nodes) {
    if (positions.has(node.id)) continue;
    const column = columnOf(node.kind);
    positions.set(node.id, { x: columnX(column, withHub), y: top + next[column] * (NODE_HEIGHT + ROW_GAP) });
    next[column] += 1;
  }
  return positions;
}
