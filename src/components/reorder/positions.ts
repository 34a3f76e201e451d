/**
 * Where a row goes, said the way the broker takes it: `front`, `rear`, `before:{id}` or `after:{id}`.
 * The authentication chain, the authorization sources (and later plugins and ExHook servers) all
 * order their items with these four words; the buttons and the drag both go through here.
 */
export type BrokerPosition = 'front' | 'rear' | `before:${string}` | `after:${string}`;

/**
 * The position that puts `id` at `target` (its index in the new order), or undefined when that
 * changes nothing (or `id` is not in `order`). The ends are `front` and `rear`; in between, the
 * row names the one it passes: before the one now at `target` when moving up, after it when moving down.
 */
export function dropPosition(order: readonly string[], id: string, target: number): BrokerPosition | undefined {
  const from = order.indexOf(id);
  if (from < 0 || order.length < 2) return undefined;
  const to = Math.min(Math.max(Math.trunc(target), 0), order.length - 1);
  if (to === from) return undefined;
  if (to === 0) return 'front';
  if (to === order.length - 1) return 'rear';
  return to < from ? `before:${order[to]!}` : `after:${order[to]!}`;
}

/** `items` with the one whose key is `id` taken out and put back at `target` (clamped to the list). */
export function moveItem<T>(items: readonly T[], key: (item: T) => string, id: string, target: number): T[] {
  const from = items.findIndex((item) => key(item) === id);
  if (from < 0) return [...items];
  const rest = items.filter((_, index) => index !== from);
  const to = Math.min(Math.max(Math.trunc(target), 0), rest.length);
  return [...rest.slice(0, to), items[from]!, ...rest.slice(to)];
}

export type StepKind = 'front' | 'up' | 'down' | 'rear';

export interface Step {
  kind: StepKind;
  /** The index `id` ends at. */
  target: number;
  position: BrokerPosition;
}

/** The button moves that change something for `id` in `order`: none up for the first, none down for the last. */
export function steps(order: readonly string[], id: string): Step[] {
  const from = order.indexOf(id);
  const targets: [StepKind, number][] = [
    ['front', 0],
    ['up', from - 1],
    ['down', from + 1],
    ['rear', order.length - 1],
  ];
  return targets.flatMap(([kind, target]) => {
    if (from < 0 || target < 0 || target >= order.length) return [];
    const position = dropPosition(order, id, target);
    return position ? [{ kind, target, position }] : [];
  });
}

/**
 * The order after the broker's move of `id` to `position`: for lists the console saves whole (topic
 * rewrite rules), where the broker has no move operation.
 */
export function applyPosition(order: readonly string[], id: string, position: BrokerPosition): string[] {
  const rest = order.filter((item) => item !== id);
  if (!order.includes(id)) return [...order];
  if (position === 'front') return [id, ...rest];
  if (position === 'rear') return [...rest, id];
  const [where, other] = [position.slice(0, position.indexOf(':')), position.slice(position.indexOf(':') + 1)];
  const at = rest.indexOf(other);
  if (at < 0) return [...order];
  const to = where === 'before' ? at : at + 1;
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}
