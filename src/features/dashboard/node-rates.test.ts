import { describe, expect, it } from 'vitest';
import { nodeRates } from './node-rates';

const reading = (at: number, nodes: [string, number, number, number][]) => ({
  at,
  nodes: nodes.map(([node, received, sent, dropped]) => ({ node, 'messages.received': received, 'messages.sent': sent, 'messages.dropped': dropped })),
});

describe('nodeRates', () => {
  it("gives each node's messages per second between two readings", () => {
    const rates = nodeRates(reading(0, [['a', 100, 50, 0], ['b', 0, 0, 0]]), reading(5_000, [['a', 600, 100, 10], ['b', 5, 5, 0]]));
    expect(rates.get('a')).toEqual({ received: 100, sent: 10, dropped: 2 });
    expect(rates.get('b')).toEqual({ received: 1, sent: 1, dropped: 0 });
  });

  it('has nothing for a node that restarted (its counters went back) or just joined', () => {
    const rates = nodeRates(reading(0, [['a', 100, 50, 0]]), reading(5_000, [['a', 3, 1, 0], ['c', 10, 10, 0]]));
    expect(rates.size).toBe(0);
    expect(nodeRates(reading(5_000, []), reading(5_000, [])).size).toBe(0);
  });
});
