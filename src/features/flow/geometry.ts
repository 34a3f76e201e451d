/** The sizes the graph is drawn at, shared by the layouts and the node cards. */
import type { FlowColumn, FlowEdge, FlowNode } from './topology';

export const NODE_WIDTH = 264;
export const NODE_HEIGHT = 64;
export const COLUMN_GAP = 96;
export const ROW_GAP = 20;
/** Between the connected graph and the bridges no rule uses, stacked under it. */
export const UNUSED_GAP = 48;

export interface Position {
  x: number;
  y: number;
}

/** What a layout reads of a topology: which nodes there are, of what kind, and how they connect. */
export interface LayoutInput {
  nodes: readonly Pick<FlowNode, 'id' | 'kind'>[];
  edges: readonly Pick<FlowEdge, 'source' | 'target'>[];
}

/** Top-left corner of a column's nodes. */
export const columnX = (column: FlowColumn): number => column * (NODE_WIDTH + COLUMN_GAP);
