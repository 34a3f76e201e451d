import { describe, expect, it } from 'vitest';
import { countTicks, monotonePath, nearestIndex, scaleLinear, timeTicks } from './chart-scale';

describe('countTicks', () => {
  it('cuts zero to a round top into round steps', () => {
    expect(countTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(countTicks(10)).toEqual([0, 5, 10]);
    expect(countTicks(12)).toEqual([0, 5, 10, 15]);
    expect(countTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(countTicks(1_000_000)).toEqual([0, 500_000, 1_000_000]);
  });

  it('gives an axis to a chart of zeros', () => {
    expect(countTicks(0)).toEqual([0, 0.5, 1]);
  });
});

describe('timeTicks', () => {
  const at = (h: number, m = 0) => new Date(2025, 0, 1, h, m).getTime();

  it('puts at most four ticks on round local times', () => {
    const ticks = timeTicks(at(12, 7), at(13, 7));
    expect(ticks.length).toBeLessThanOrEqual(4);
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    for (const tick of ticks) {
      expect(new Date(tick).getMinutes() % 15).toBe(0);
      expect(tick).toBeGreaterThanOrEqual(at(12, 7));
      expect(tick).toBeLessThanOrEqual(at(13, 7));
    }
  });

  it('marks a week on local midnights', () => {
    const from = at(9);
    const ticks = timeTicks(from, from + 7 * 86_400_000);
    expect(ticks.length).toBeLessThanOrEqual(4);
    for (const tick of ticks) expect([new Date(tick).getHours(), new Date(tick).getMinutes()]).toEqual([0, 0]);
  });

  it('gives one tick to a single sample', () => {
    expect(timeTicks(at(12), at(12))).toEqual([at(12)]);
  });
});

describe('monotonePath', () => {
  /** The y of every point a path's commands name, control points included. */
  const ys = (path: string) => [...path.matchAll(/-?[\d.]+,(-?[\d.]+)/g)].map((m) => Number(m[1]));

  it('never overshoots its samples', () => {
    const path = monotonePath([
      { x: 0, y: 100 },
      { x: 10, y: 0 },
      { x: 20, y: 0 },
      { x: 30, y: 100 },
      { x: 40, y: 50 },
    ]);
    expect(path.startsWith('M0,100C')).toBe(true);
    for (const y of ys(path)) {
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(100);
    }
    expect(path.endsWith('40,50')).toBe(true);
  });

  it('draws one or two points without a curve', () => {
    expect(monotonePath([])).toBe('');
    expect(monotonePath([{ x: 5, y: 5 }])).toBe('M5,5h0.1');
    expect(monotonePath([{ x: 0, y: 1 }, { x: 2, y: 3 }])).toBe('M0,1L2,3');
  });
});

it('scaleLinear maps a domain onto pixels, upside down for a y axis', () => {
  const y = scaleLinear([0, 100], [140, 0]);
  expect(y(0)).toBe(140);
  expect(y(100)).toBe(0);
  expect(y(25)).toBe(105);
});

it('nearestIndex finds the nearest of sorted values', () => {
  const times = [0, 10, 20, 30];
  expect(nearestIndex(times, -5)).toBe(0);
  expect(nearestIndex(times, 14)).toBe(1);
  expect(nearestIndex(times, 16)).toBe(2);
  expect(nearestIndex(times, 99)).toBe(3);
  expect(nearestIndex([7], 0)).toBe(0);
});
