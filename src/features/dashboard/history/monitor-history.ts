/**
 * The broker's monitor history as chart series. EMQX samples every 10 s and thins older data; a
 * sample's `received`, `sent` and `dropped` are messages since the sample before it (thinned
 * samples sum theirs, emqx/emqx#14196). The charts divide them by that span, so they show messages
 * per second, the unit of GET /monitor_current's rates on the cards above them; the other fields
 * are levels at the sample's time and are drawn as they are.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EmqxDashboardMonitorApiSampler } from '../../../generated/model';
import { asNumber } from '../../../i18n/format';

type SampleKey = Exclude<keyof EmqxDashboardMonitorApiSampler, 'time_stamp'>;

/** A rate is messages per second, from each sample's count; a gauge is a level at the sample's time. */
export type SeriesKind = 'rate' | 'gauge';

export interface ChartSpec {
  id: string;
  title: MessageDescriptor;
  kind: SeriesKind;
  lines: { key: SampleKey; label: MessageDescriptor }[];
}

export const HISTORY_CHARTS: readonly ChartSpec[] = [
  { id: 'received', title: msg`Incoming messages per second`, kind: 'rate', lines: [{ key: 'received', label: msg`Incoming messages per second` }] },
  { id: 'sent', title: msg`Outgoing messages per second`, kind: 'rate', lines: [{ key: 'sent', label: msg`Outgoing messages per second` }] },
  { id: 'dropped', title: msg`Dropped messages per second`, kind: 'rate', lines: [{ key: 'dropped', label: msg`Dropped messages per second` }] },
  {
    id: 'connections',
    title: msg`Connections`,
    kind: 'gauge',
    lines: [
      { key: 'connections', label: msg`Connections` },
      { key: 'live_connections', label: msg`Live connections` },
    ],
  },
  { id: 'subscriptions', title: msg`Subscriptions`, kind: 'gauge', lines: [{ key: 'subscriptions', label: msg`Subscriptions` }] },
  { id: 'topics', title: msg`Topics`, kind: 'gauge', lines: [{ key: 'topics', label: msg`Topics` }] },
];

export interface Point {
  x: Date;
  y: number;
}

/**
 * One line's points, oldest first; samples without the field are skipped, not drawn as zero.
 * Numeric text counts as the number it spells (a broker's answer is not always typed as documented).
 */
export function seriesPoints(samples: readonly EmqxDashboardMonitorApiSampler[], key: SampleKey): Point[] {
  const points: Point[] = [];
  for (const s of samples) {
    const time = asNumber(s.time_stamp);
    const value = asNumber(s[key]);
    if (time !== undefined && value !== undefined) points.push({ x: new Date(time), y: value });
  }
  return points;
}

/** The broker's sampling interval, for a lone sample whose span nothing else tells. */
const DEFAULT_SAMPLE_MS = 10_000;

/**
 * Messages per second: each sample's count over the span since the sample before it. The first
 * sample has no predecessor in the answer; it spans what the next one does.
 */
export function ratePoints(samples: readonly EmqxDashboardMonitorApiSampler[], key: SampleKey): Point[] {
  const points: Point[] = [];
  samples.forEach((s, i) => {
    const time = asNumber(s.time_stamp);
    const value = asNumber(s[key]);
    if (time === undefined || value === undefined) return;
    const previous = asNumber(samples[i - 1]?.time_stamp);
    const next = asNumber(samples[i + 1]?.time_stamp);
    const spanMs = previous !== undefined ? time - previous : next !== undefined ? next - time : DEFAULT_SAMPLE_MS;
    if (spanMs > 0) points.push({ x: new Date(time), y: (value * 1000) / spanMs });
  });
  return points;
}

export function chartPoints(spec: ChartSpec, samples: readonly EmqxDashboardMonitorApiSampler[], key: SampleKey): Point[] {
  return spec.kind === 'rate' ? ratePoints(samples, key) : seriesPoints(samples, key);
}

/**
 * The interval one sample covers: the most common gap between samples (thinned history has
 * longer gaps than recent history; the latest samples say what the newest points mean).
 */
export function sampleIntervalMs(samples: readonly EmqxDashboardMonitorApiSampler[]): number | undefined {
  const gaps = new Map<number, number>();
  for (let i = 1; i < samples.length; i++) {
    const gap = (asNumber(samples[i]?.time_stamp) ?? 0) - (asNumber(samples[i - 1]?.time_stamp) ?? 0);
    if (gap > 0) gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
  }
  let best: number | undefined;
  for (const [gap, n] of gaps) if (best === undefined || n > (gaps.get(best) ?? 0) || (n === gaps.get(best) && gap < best)) best = gap;
  return best;
}

export interface Summary {
  latest: number;
  min: number;
  max: number;
}

export function summarize(points: readonly Point[]): Summary | undefined {
  if (!points.length) return undefined;
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    min = Math.min(min, p.y);
    max = Math.max(max, p.y);
  }
  return { latest: points.at(-1)?.y ?? 0, min, max };
}

/**
 * Time slots a chart draws at most per line: each keeps its lowest and highest sample, so about
 * two points per slot. A chart is a few hundred pixels wide; more points than that cost memory
 * and drawing time and show nothing more.
 */
export const DRAWN_SLOTS = 300;

/**
 * The lines as a chart draws them: unchanged when each fits in `slots` × 2 points; otherwise, in
 * each of `slots` equal stretches of time, the times of every line's lowest and highest sample,
 * and the first and last, so peaks and the latest figure survive. All lines keep the same times,
 * so a hovered time names each line's value there.
 */
export function thinLines(lines: readonly (readonly Point[])[], slots = DRAWN_SLOTS): readonly (readonly Point[])[] {
  if (lines.every((line) => line.length <= slots * 2)) return lines;
  let from = Infinity;
  let to = -Infinity;
  for (const line of lines) {
    const first = line[0];
    const last = line.at(-1);
    if (first && last) {
      from = Math.min(from, first.x.getTime());
      to = Math.max(to, last.x.getTime());
    }
  }
  const width = (to - from) / slots || 1;
  const keep = new Set<number>();
  for (const line of lines) {
    let slot = -1;
    let low: Point | undefined;
    let high: Point | undefined;
    const flush = () => {
      if (low) keep.add(low.x.getTime());
      if (high) keep.add(high.x.getTime());
    };
    for (const p of line) {
      const at = Math.min(slots - 1, Math.floor((p.x.getTime() - from) / width));
      if (at !== slot) {
        flush();
        slot = at;
        low = p;
        high = p;
      } else if (low && high) {
        if (p.y < low.y) low = p;
        if (p.y > high.y) high = p;
      }
    }
    flush();
    const first = line[0];
    const last = line.at(-1);
    if (first) keep.add(first.x.getTime());
    if (last) keep.add(last.x.getTime());
  }
  return lines.map((line) => line.filter((p) => keep.has(p.x.getTime())));
}
