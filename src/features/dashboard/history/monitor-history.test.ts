import { describe, expect, it } from 'vitest';
import { chartPoints, HISTORY_CHARTS, ratePoints, sampleIntervalMs, seriesPoints, summarize, thinLines, type Point } from './monitor-history';

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

  it('turns counts into messages per second over the span since the sample before', () => {
    expect(ratePoints(samples, 'received').map((p) => [p.x.getTime(), p.y])).toEqual([
      // The first sample spans what the next one does.
      [0, 1],
      [10_000, 1.2],
      // 20 s skipped no time: the count at 30 s covers only the 10 s since the sample at 20 s.
      [30_000, 0.8],
    ]);
  });

  it('divides thinned samples by their own longer span', () => {
    const thinned = [
      { time_stamp: 0, sent: 600 },
      { time_stamp: 60_000, sent: 1_200 },
      { time_stamp: 120_000, sent: 60 },
      { time_stamp: 130_000, sent: 50 },
    ];
    expect(ratePoints(thinned, 'sent').map((p) => p.y)).toEqual([10, 20, 1, 5]);
    expect(ratePoints([{ time_stamp: 5, sent: 30 }], 'sent').map((p) => p.y)).toEqual([3]);
  });

  it('draws message charts as rates and level charts as sampled', () => {
    const bySpec = (id: string) => HISTORY_CHARTS.find((spec) => spec.id === id)!;
    expect(chartPoints(bySpec('received'), samples, 'received').map((p) => p.y)).toEqual([1, 1.2, 0.8]);
    expect(chartPoints(bySpec('connections'), samples, 'connections').map((p) => p.y)).toEqual([5, 6, 7, 4]);
  });

  it('reads figures sent as numeric text and skips values that are no number', () => {
    // Odd answers as a broker or proxy might send them: text, null, an object, a time as text.
    const odd = [
      { time_stamp: 0, connections: '5', sent: '100' },
      { time_stamp: '10000', connections: null, sent: 50 },
      { time_stamp: 20_000, connections: { n: 1 }, sent: 'many' },
      { time_stamp: 'soon', connections: 9, sent: 10 },
      { time_stamp: 30_000, connections: 7, sent: 20 },
    ] as unknown as Parameters<typeof seriesPoints>[0];
    expect(seriesPoints(odd, 'connections').map((p) => [p.x.getTime(), p.y])).toEqual([
      [0, 5],
      [30_000, 7],
    ]);
    expect(ratePoints(odd, 'sent').map((p) => [p.x.getTime(), p.y])).toEqual([
      [0, 10],
      [10_000, 5],
      // Its predecessor's time is unreadable: it spans the broker's usual 10 s.
      [30_000, 2],
    ]);
    expect(sampleIntervalMs(odd)).toBe(10_000);
  });

  describe('thinning what a chart draws', () => {
    const line = (ys: number[], stepMs = 10_000): Point[] => ys.map((y, i) => ({ x: new Date(i * stepMs), y }));

    it('draws every sample while a line fits the chart', () => {
      const short = [line([1, 2, 3])];
      expect(thinLines(short, 2)).toBe(short);
    });

    it("keeps each slot's lowest and highest sample, the first and the last, at times shared by all lines", () => {
      // 1,000 samples on a flat line with one spike and one dip; 20 slots.
      const ys = Array.from({ length: 1_000 }, () => 5);
      ys[333] = 900;
      ys[666] = 0;
      ys[999] = 7;
      const level = line(ys);
      const other = line(ys.map((_, i) => i));
      const [drawnLevel, drawnOther] = thinLines([level, other], 20);
      expect(drawnLevel!.length).toBeLessThanOrEqual(20 * 2 * 2 + 2);
      expect(drawnLevel!.length).toBeGreaterThan(20);
      // Peaks and the latest figure survive; the lines keep the same times.
      expect(drawnLevel!.map((p) => p.y)).toEqual(expect.arrayContaining([900, 0, 7]));
      expect(drawnLevel!.at(0)!.x.getTime()).toBe(0);
      expect(drawnLevel!.at(-1)!.x.getTime()).toBe(9_990_000);
      expect(drawnOther!.map((p) => p.x.getTime())).toEqual(drawnLevel!.map((p) => p.x.getTime()));
      expect(summarize(drawnLevel!)).toEqual(summarize(level));
    });
  });
});
