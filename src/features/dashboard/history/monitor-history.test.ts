import { describe, expect, it } from 'vitest';
import { sampleIntervalMs, seriesPoints, summarize } from './monitor-history';

describe('monitor history', () => {
  const samples = [
    { time_stamp: 0, received: 10, connections: 5 },
    { time_stamp: 10_000, received: 12, connections: 6 },
    { time_stamp: 20_000, connections: 7 },
    { time_stamp: 30_000, received: 8, connections: 4 },
  ];

  it('keeps counts as the broker sent them and skips samples that lack the field', () => {
    expect(seriesPoints(samples, 'received').map((p) => [p.x.getTime(), p.y])).toEqual([
      [0, 10],
      [10_000, 12],
      [30_000, 8],
    ]);
  });

  it('names the sample interval by the most common gap', () => {
    expect(sampleIntervalMs(samples)).toBe(10_000);
    expect(sampleIntervalMs([{ time_stamp: 0 }, { time_stamp: 60_000 }, { time_stamp: 120_000 }, { time_stamp: 130_000 }])).toBe(60_000);
    expect(sampleIntervalMs([{ time_stamp: 0 }])).toBeUndefined();
  });

  it('summarizes latest, lowest and highest', () => {
    expect(summarize(seriesPoints(samples, 'connections'))).toEqual({ latest: 4, min: 4, max: 7 });
    expect(summarize([])).toBeUndefined();
  });
});
