import { describe, expect, it } from 'vitest';
import { buildIndex, isTopicFilter, levelsToFetch, liveTotals, numericFields, visibleRows } from './explorer-tree';
import { LiveRates } from './live-rates';

const live = (count: number, rate: number) => ({ count, rate, lastPayload: new Uint8Array(), lastTime: 0 });

describe('the explorer tree', () => {
  it('merges what each source knows of a topic, and counts the topics under each level', () => {
    const index = buildIndex([{ topic: 'a/b', routed: true }, { topic: 'a/c', routed: true }], [{ topic: 'a/b', retained: true }], [{ topic: 'x' }]);
    expect(index.get('a/b')?.topic).toEqual({ topic: 'a/b', routed: true, retained: true });
    expect(index.roots.map((n) => [n.path, n.topics, n.depth])).toEqual([
      ['a', 2, 0],
      ['x', 1, 0],
    ]);
    expect(index.get('a/c')?.topic).toEqual({ topic: 'a/c', routed: true });
    expect(index.get('a')?.topic).toBeUndefined();
    expect(index.get('a/z')).toBeUndefined();
  });

  it('grows in place: a new topic joins its level in order, a known one only adds a fact', () => {
    const index = buildIndex([{ topic: 'a/c' }, { topic: 'a/b/x' }]);
    const before = index.current();
    index.add({ topic: 'a/c', retained: true });
    expect(index.current()).toBe(before);
    index.add({ topic: 'a/a' });
    index.add({ topic: 'a//b' });
    index.sort();
    expect(index.current()).not.toBe(before);
    expect(index.get('a')?.children.map((n) => n.segment)).toEqual(['', 'a', 'b', 'c']);
    expect(index.get('a')?.topics).toBe(4);
    expect(index.get('a/')?.depth).toBe(1);
    expect([...index.topics()].map((t) => t.topic).sort()).toEqual(['a//b', 'a/a', 'a/b/x', 'a/c']);
  });

  it('sums live counts and rates up the levels', () => {
    const totals = liveTotals(new Map([['a/b', live(5, 2)], ['a/c/d', live(1, 0.5)], ['x', live(1, 1)]]));
    expect(totals.get('a')).toEqual({ count: 6, rate: 2.5 });
    expect(totals.get('a/c')).toEqual({ count: 1, rate: 0.5 });
    expect(totals.get('x')).toEqual({ count: 1, rate: 1 });
  });

  it('draws only the opened levels', () => {
    const { roots } = buildIndex([{ topic: 'a/b/c' }, { topic: 'a/d' }, { topic: 'e' }]);
    const opened = (...paths: string[]) => (path: string) => paths.includes(path);
    expect(visibleRows(roots, opened()).map((n) => n.path)).toEqual(['a', 'e']);
    expect(visibleRows(roots, opened('a')).map((n) => n.path)).toEqual(['a', 'a/b', 'a/d', 'e']);
    // A level under a closed one stays hidden.
    expect(visibleRows(roots, opened('a/b')).map((n) => n.path)).toEqual(['a', 'e']);
  });

  it('tells the filters subscribers use from topic names', () => {
    expect(['legacy/+/state', 'fleet/jobs/#', '#', '+'].filter(isTopicFilter)).toHaveLength(4);
    expect(['a/b', 'a+b/c#', '', 'a//b'].some(isTopicFilter)).toBe(false);
  });

  it("asks for an opened level's retained messages unless a level above it was answered in full", () => {
    const complete = new Set(['a']);
    expect(levelsToFetch(['a/b', 'a', 'x/y', 'x', 'legacy/+'], (path) => complete.has(path))).toEqual(['a', 'x', 'x/y']);
    // An answer cut short (more than a page) leaves the levels below to ask for themselves.
    expect(levelsToFetch(['a', 'a/b'], () => false)).toEqual(['a', 'a/b']);
    // A closed level does not speak for the levels below it.
    expect(levelsToFetch(['a/b'], () => true)).toEqual(['a/b']);
  });

  it("reads a JSON payload's numeric fields for sparklines", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(numericFields(bytes('{"t":21.5,"unit":"C","ok":true,"n":3}'))).toEqual({ t: 21.5, n: 3 });
    expect(numericFields(bytes('42'))).toEqual({ value: 42 });
    expect(numericFields(bytes('not json'))).toEqual({});
  });
});

describe('live rates', () => {
  it('are the change of each count over the last readings', () => {
    const rates = new LiveRates();
    rates.read(0, new Map([['t', 0]]));
    rates.read(2_000, new Map([['t', 10]]));
    expect(rates.rateOf('t')).toBe(5);
    expect(rates.rateOf('other')).toBe(0);
    for (let s = 3; s <= 20; s++) rates.read(s * 1000, new Map([['t', 10]]));
    // Quiet for ten seconds: no rate left.
    expect(rates.rateOf('t')).toBe(0);
  });
});
