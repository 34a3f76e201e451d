/**
 * Message traffic as a smooth function of wall-clock time. Rates are a base times a sum of slow sine
 * waves (a daily cycle plus faster ripples), so charts look like a live broker, and counters are the
 * exact integral of the same rates, so `/metrics` counters, `/monitor` deltas and `/monitor_current`
 * rates agree with each other at any instant without a background timer.
 */
import type { Rng } from '../lib/prng';

interface Wave {
  periodMs: number;
  amplitude: number;
  phase: number;
}

export interface TrafficProfile {
  /** Mean messages per second. */
  base: number;
  waves: Wave[];
}

const PERIODS: readonly (readonly [number, number])[] = [
  [86_400_000, 0.3],
  [9_700_000, 0.12],
  [1_830_000, 0.08],
  [613_000, 0.06],
  [97_000, 0.04],
  [23_000, 0.03],
];

export function createProfile(rng: Rng, base: number, scale = 1): TrafficProfile {
  return {
    base,
    waves: PERIODS.map(([periodMs, amplitude]) => ({
      periodMs: periodMs * (0.9 + rng.next() * 0.2),
      amplitude: amplitude * scale,
      phase: rng.next() * 2 * Math.PI,
    })),
  };
}

/**
 * Relative level in about [-1, 1] at time `t` (epoch ms). `minPeriodMs` leaves out the fast ripples:
 * connection counts follow the daily cycle, not the second-by-second noise of message rates.
 */
export function level(profile: TrafficProfile, t: number, minPeriodMs = 0): number {
  const waves = profile.waves.filter((w) => w.periodMs >= minPeriodMs);
  const total = waves.reduce((sum, w) => sum + w.amplitude, 0) || 1;
  return waves.reduce((sum, w) => sum + w.amplitude * Math.sin((2 * Math.PI * t) / w.periodMs + w.phase), 0) / total;
}

/** Messages per second at time `t`. Amplitudes sum below 1, so the rate stays positive. */
export function rateAt(profile: TrafficProfile, t: number): number {
  return profile.base * (1 + profile.waves.reduce((sum, w) => sum + w.amplitude * Math.sin((2 * Math.PI * t) / w.periodMs + w.phase), 0));
}

/** Messages between `t0` and `t1` (epoch ms): the integral of `rateAt`. */
export function countBetween(profile: TrafficProfile, t0: number, t1: number): number {
  let wavePart = 0;
  for (const w of profile.waves) {
    const k = (2 * Math.PI) / w.periodMs;
    wavePart += (w.amplitude / k) * (Math.cos(k * t0 + w.phase) - Math.cos(k * t1 + w.phase));
  }
  return (profile.base * ((t1 - t0) + wavePart)) / 1000;
}
