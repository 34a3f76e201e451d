/**
 * Readings of every node's drop counters, kept while the screen is open: the broker has only
 * totals since each node started, so rates come from the change between two readings. Pure.
 */
import { DROP_REASONS } from './drop-reasons';

/** Counter → value, per node. */
export interface DropReading {
  at: number;
  nodes: Record<string, Record<string, number>>;
}

export interface ReasonFigures {
  id: string;
  total: number;
  byNode: Record<string, number>;
  /** Per second over the window; undefined before two readings span any time. */
  rate?: number;
}

/** Readings older than the longest window are let go. */
export const KEEP_MS = 16 * 60_000;

export function readingOf(at: number, entries: readonly Record<string, unknown>[]): DropReading {
  const nodes: DropReading['nodes'] = {};
  for (const entry of entries) {
    if (typeof entry.node !== 'string') continue;
    nodes[entry.node] = Object.fromEntries(DROP_REASONS.map(({ counter }) => [counter, typeof entry[counter] === 'number' ? entry[counter] : 0]));
  }
  return { at, nodes };
}

export function keepReading(readings: readonly DropReading[], next: DropReading): DropReading[] {
  return [...readings.filter((r) => next.at - r.at <= KEEP_MS), next];
}

const sumOf = (reading: DropReading, counter: string) => Object.values(reading.nodes).reduce((sum, counters) => sum + (counters[counter] ?? 0), 0);

/**
 * Each reason's total, per node, and its rate over the last `windowMs` (from the oldest reading in
 * it). A node that restarted has counters lower than before: its change counts from zero.
 */
export function reasonFigures(readings: readonly DropReading[], windowMs: number): ReasonFigures[] {
  const last = readings.at(-1);
  if (!last) return [];
  const first = readings.find((r) => last.at - r.at <= windowMs) ?? last;
  const seconds = (last.at - first.at) / 1000;
  return DROP_REASONS.map(({ id, counter }) => {
    const byNode = Object.fromEntries(Object.entries(last.nodes).map(([node, counters]) => [node, counters[counter] ?? 0]));
    const change = Object.entries(byNode).reduce((sum, [node, now]) => {
      const then = first.nodes[node]?.[counter] ?? now;
      return sum + (now >= then ? now - then : now);
    }, 0);
    return { id, total: sumOf(last, counter), byNode, ...(seconds > 0 ? { rate: change / seconds } : {}) };
  });
}

/** How long the readings in the window span, in ms. */
export function spanOf(readings: readonly DropReading[], windowMs: number): number {
  const last = readings.at(-1);
  const first = last && (readings.find((r) => last.at - r.at <= windowMs) ?? last);
  return last && first ? last.at - first.at : 0;
}
