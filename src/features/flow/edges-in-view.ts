/**
 * The edges of a large graph worth drawing: those with an end in view. React Flow draws every edge
 * whose line crosses the view, and in an estate of thousands of rules an input shared by a thousand
 * of them crosses every view: at 5,000 rules that is 2,500 wires, a frame of most of a second each
 * time they change. A wire whose both ends are out of view says nothing where it is seen anyway.
 */
import { useStore, type Edge, type ReactFlowState } from '@xyflow/react';
import { useMemo } from 'react';
import { NODE_HEIGHT, NODE_WIDTH, type Position } from './geometry';

/** Below this many edges React Flow's own culling is enough. */
export const CULL_EDGES_FROM = 1_000;
/**
 * The view is read on a grid this coarse (in the graph's units), one cell wider all round: a pan
 * draws the edges again only when it crosses a grid line, and the wires just out of view are there.
 */
const CELL = 400;

/** The cells the view covers, as "left top right bottom", from React Flow's store. */
function viewCells({ transform: [x, y, zoom], width, height }: ReactFlowState): string {
  const cell = (at: number, round: (n: number) => number) => round(at / zoom / CELL);
  return [cell(-x, Math.floor) - 1, cell(-y, Math.floor) - 1, cell(width - x, Math.ceil) + 1, cell(height - y, Math.ceil) + 1].join(' ');
}

/** `edges`, or in a large graph those with an end in or near the view. Call inside React Flow's provider. */
export function useEdgesInView(edges: Edge[], positions: Map<string, Position>): Edge[] {
  const cull = edges.length >= CULL_EDGES_FROM;
  const cells = useStore((state) => (cull ? viewCells(state) : ''));
  return useMemo(() => {
    if (!cull) return edges;
    const [left, top, right, bottom] = cells.split(' ').map((n) => Number(n) * CELL) as [number, number, number, number];
    const inView = (id: string) => {
      const at = positions.get(id);
      return at !== undefined && at.x + NODE_WIDTH >= left && at.x <= right && at.y + NODE_HEIGHT >= top && at.y <= bottom;
    };
    return edges.filter((edge) => inView(edge.source) || inView(edge.target));
  }, [cull, cells, edges, positions]);
}
