/**
 * The moves an authenticator can make in the chain, as positions the broker takes: to the front
 * or rear, or one step (before the one above it, after the one below it).
 */
export type ChainMoveKind = 'front' | 'up' | 'down' | 'rear';

export interface ChainMove {
  kind: ChainMoveKind;
  position: string;
}

/** The moves that change something for `id` in `order` (none up for the first, none down for the last). */
export function chainMoves(order: readonly string[], id: string): ChainMove[] {
  const at = order.indexOf(id);
  if (at < 0) return [];
  const moves: ChainMove[] = [];
  if (at > 0) {
    moves.push({ kind: 'front', position: 'front' });
    moves.push({ kind: 'up', position: `before:${order[at - 1]}` });
  }
  if (at < order.length - 1) {
    moves.push({ kind: 'down', position: `after:${order[at + 1]}` });
    moves.push({ kind: 'rear', position: 'rear' });
  }
  return moves;
}
