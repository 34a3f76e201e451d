import { describe, expect, it } from 'vitest';
import { keepReading, KEEP_MS, readingOf, reasonFigures, spanOf } from './drop-samples';

const reading = (at: number, nodes: Record<string, Record<string, number>>) =>
  readingOf(
    at,
    Object.entries(nodes).map(([node, counters]) => ({ node, ...counters })),
  );

describe('drop readings', () => {
  it("gives each reason's total, per node, and its rate over the window", () => {
    const readings = [
      reading(0, { a: { 'delivery.dropped.queue_full': 100 }, b: { 'delivery.dropped.queue_full': 0 } }),
      reading(60_000, { a: { 'delivery.dropped.queue_full': 400 }, b: { 'delivery.dropped.queue_full': 60 } }),
      reading(120_000, { a: { 'delivery.dropped.queue_full': 700 }, b: { 'delivery.dropped.queue_full': 120 } }),
    ];
    const full = reasonFigures(readings, 5 * 60_000).find((r) => r.id === 'queue_full')!;
    expect(full).toEqual({ id: 'queue_full', total: 820, byNode: { a: 700, b: 120 }, rate: 720 / 120 });
    // The last minute only.
    expect(reasonFigures(readings, 60_000).find((r) => r.id === 'queue_full')!.rate).toBe(360 / 60);
    expect(spanOf(readings, 60_000)).toBe(60_000);
    expect(reasonFigures(readings, 60_000).find((r) => r.id === 'no_subscribers')).toEqual({ id: 'no_subscribers', total: 0, byNode: { a: 0, b: 0 }, rate: 0 });
  });

  it('has no rate from one reading, and counts a restarted node from zero', () => {
    expect(reasonFigures([reading(0, { a: { 'delivery.dropped.expired': 5 } })], 60_000)[0]).not.toHaveProperty('rate');
    const restarted = [reading(0, { a: { 'delivery.dropped.expired': 500 } }), reading(10_000, { a: { 'delivery.dropped.expired': 20 } })];
    expect(reasonFigures(restarted, 60_000).find((r) => r.id === 'expired')!.rate).toBe(2);
  });

  it('lets go of readings older than the longest window', () => {
    const kept = keepReading([reading(0, {}), reading(KEEP_MS, {})], reading(KEEP_MS + 1, {}));
    expect(kept.map((r) => r.at)).toEqual([KEEP_MS, KEEP_MS + 1]);
  });
});
