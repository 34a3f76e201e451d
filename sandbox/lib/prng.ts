/**
 * Seeded randomness for the seed data: the same seed gives the same cluster, clients and messages on
 * every start, so screenshots, e2e tests and bug reports can point at "client sensor/line-1 #7".
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  chance(probability: number): boolean;
  hex(length: number): string;
}

/** mulberry32: tiny, fast and good enough for test data. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    chance: (probability: number): boolean => next() < probability,
    hex: (length: number): string => Array.from({ length }, () => int(0, 15).toString(16)).join(''),
  };
}

/** A generator seeded by FNV-1a of a name: a record made through the API gets the same curves on every run. */
export function rngForName(name: string): Rng {
  let hash = 2166136261;
  // By code point, and only its first UTF-16 unit: the seeds of names already in use stay as they were.
  for (const ch of name) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return createRng(hash >>> 0);
}

/** A stable pseudo-random number in [0, 1) for an integer key: jitter that does not depend on call order. */
export function hashUnit(key: number, salt = 0): number {
  let h = Math.imul((key | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}
