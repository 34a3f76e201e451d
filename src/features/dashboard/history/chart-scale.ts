/**
 * The arithmetic of the history charts: round tick values for a count axis, ticks on round local
 * times for a time axis, and a smooth line that never overshoots its samples. Own code, not a chart
 * library's: the overview draws six small line charts, and a library with its scales, animation and
 * colour schemes weighed more than the rest of the overview together.
 */

export interface XY {
  x: number;
  y: number;
}

/** The smallest round step (1, 2 or 5 × 10ⁿ) that cuts 0…max into at most `count` parts. */
function niceStep(max: number, count: number): number {
  const power = 10 ** Math.floor(Math.log10(max / count));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => Math.ceil(max / step - 1e-9) <= count) ?? 10 * power;
}

/** Ticks from 0 to a round value at or above `max`; the last tick is the top of the axis. */
export function countTicks(max: number, count = 4): number[] {
  const top = Number.isFinite(max) && max > 0 ? max : 1;
  const step = niceStep(top, count);
  const last = Math.ceil(top / step - 1e-9);
  // Multiplied, not summed: 0.1 + 0.2 would read 0.30000000000000004.
  return Array.from({ length: last + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const TIME_STEPS = [SECOND, 5 * SECOND, 15 * SECOND, 30 * SECOND, MINUTE, 5 * MINUTE, 15 * MINUTE, 30 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, DAY, 2 * DAY, 7 * DAY];

/** How far local time is ahead of UTC at `ms`, in ms (negative west of Greenwich). */
const localOffset = (ms: number) => -new Date(ms).getTimezoneOffset() * MINUTE;

/**
 * At most `count` ticks between `from` and `to` (ms), each on a round local time: a whole quarter
 * hour, hour, or midnight, as the range calls for.
 */
export function timeTicks(from: number, to: number, count = 4): number[] {
  if (!(to > from)) return Number.isFinite(from) ? [from] : [];
  const step = TIME_STEPS.find((s) => (to - from) / s <= count) ?? Math.ceil((to - from) / count / DAY) * DAY;
  const ticks: number[] = [];
  const offset = localOffset(from);
  for (let local = Math.ceil((from + offset) / step) * step; local - offset <= to; local += step) ticks.push(local - offset);
  return ticks;
}

/** A linear map from a domain onto a pixel range. */
export function scaleLinear(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0 || 1;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

const sign = (n: number) => (n < 0 ? -1 : 1);

/**
 * The tangent at a middle point of a monotone cubic (Steffen's method): zero at a peak or a valley,
 * never steeper than either side allows, so the curve never overshoots a sample.
 */
function innerSlope(a: XY, b: XY, c: XY): number {
  const h0 = b.x - a.x;
  const h1 = c.x - b.x;
  const s0 = h0 ? (b.y - a.y) / h0 : 0;
  const s1 = h1 ? (c.y - b.y) / h1 : 0;
  const p = h0 + h1 ? (s0 * h1 + s1 * h0) / (h0 + h1) : 0;
  return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
}

/** The tangent at an end, from the segment's slope and its neighbour's tangent. */
function endSlope(a: XY, b: XY, neighbour: number): number {
  const h = b.x - a.x;
  return h ? (3 * (b.y - a.y)) / h / 2 - neighbour / 2 : neighbour;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * An SVG path through the points (x increasing): a smooth monotone curve, as a line chart of samples
 * wants, where a straight polyline would zigzag.
 */
export function monotonePath(points: readonly XY[]): string {
  const first = points[0];
  if (!first) return '';
  if (points.length === 1) return `M${round(first.x)},${round(first.y)}h0.1`;
  if (points.length === 2) return `M${round(first.x)},${round(first.y)}L${round(points[1]!.x)},${round(points[1]!.y)}`;
  const slopes = points.map((point, i) => (i === 0 || i === points.length - 1 ? 0 : innerSlope(points[i - 1]!, point, points[i + 1]!)));
  slopes[0] = endSlope(points[0]!, points[1]!, slopes[1]!);
  const n = points.length - 1;
  slopes[n] = endSlope(points[n - 1]!, points[n]!, slopes[n - 1]!);
  let path = `M${round(first.x)},${round(first.y)}`;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const third = (b.x - a.x) / 3;
    path += `C${round(a.x + third)},${round(a.y + third * slopes[i - 1]!)},${round(b.x - third)},${round(b.y - third * slopes[i]!)},${round(b.x)},${round(b.y)}`;
  }
  return path;
}

/** The index of the value nearest `target` in an ascending list. */
export function nearestIndex(sorted: readonly number[], target: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < target) low = mid;
    else high = mid;
  }
  return Math.abs(sorted[high]! - target) < Math.abs(sorted[low]! - target) ? high : low;
}
