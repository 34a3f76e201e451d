/** The sizes the graph is drawn at, shared by the layouts and the node cards. */
import { HUB_COLUMN, isHubStage, type FlowColumn, type FlowEdge, type FlowNode } from './topology';

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

/**
 * Left edge of a column's nodes. The Data Hub column takes room only in a graph with a node in it
 * (`withHub`, from `hasHubColumn`): without one, rules and outputs sit where they always have.
 */
export const columnX = (column: FlowColumn, withHub: boolean): number => (withHub || column < HUB_COLUMN ? column : column - 1) * (NODE_WIDTH + COLUMN_GAP);

/** Whether the graph draws its Data Hub column. */
export const hasHubColumn = (nodes: LayoutInput['nodes']): boolean => nodes.some(isHubStage);
