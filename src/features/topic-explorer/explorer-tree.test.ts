import { describe, expect, it } from 'vitest';
import { buildExplorerTree, findNode, mergeTopics, numericFields, visibleRows } from './explorer-tree';
import { LiveRates } from './live-rates';

const live = (count: number, rate = 0) => ({ count, rate, lastPayload: new Uint8Array(), lastTime: 0 });

describe('the explorer tree', () => {
  it('merges what each source knows of a topic, and sums counts and rates up the levels', () => {
    const topics = mergeTopics([{ topic: 'a/b', routed: true }, { topic: 'a/c', routed: true }], [{ topic: 'a/b', retained: true }], [{ topic: 'a/b', live: live(5, 2) }, { topic: 'x', live: live(1, 1) }]);
    expect(topics.get('a/b')).toEqual({ topic: 'a/b', routed: true, retained: true, live: live(5, 2) });
    const tree = buildExplorerTree(topics);
    expect(tree.map((n) => [n.path, n.topics, n.count, n.rate])).toEqual([
      ['a', 2, 5, 2],
      ['x', 1, 1, 1],
    ]);
    expect(findNode(tree, 'a/c')?.topic).toEqual({ topic: 'a/c', routed: true });
    expect(findNode(tree, 'a/z')).toBeUndefined();
  });

  it('draws only the opened levels', () => {
    const tree = buildExplorerTree(mergeTopics([{ topic: 'a/b/c' }, { topic: 'a/d' }, { topic: 'e' }]));
    expect(visibleRows(tree, new Set()).map((n) => n.path)).toEqual(['a', 'e']);
    expect(visibleRows(tree, new Set(['a'])).map((n) => n.path)).toEqual(['a', 'a/b', 'a/d', 'e']);
    // A level under a closed one stays hidden.
    expect(visibleRows(tree, new Set(['a/b'])).map((n) => n.path)).toEqual(['a', 'e']);
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
