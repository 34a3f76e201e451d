import { describe, expect, it } from 'vitest';
import { spreadInterval } from './poll';

describe('spreadInterval', () => {
  it('spreads keys over a fifth of the base, the same key always alike', () => {
    const intervals = Array.from({ length: 100 }, (_, i) => spreadInterval(`rule_${i}`, 30_000));
    expect(Math.min(...intervals)).toBeGreaterThanOrEqual(30_000);
    expect(Math.max(...intervals)).toBeLessThan(36_000);
    expect(new Set(intervals).size).toBeGreaterThan(50);
    expect(spreadInterval('rule_1', 30_000)).toBe(intervals[1]);
  });
});
