import { describe, expect, it } from 'vitest';
import { batches } from './queries';

describe('the ids of bridges asked about in one request', () => {
  it('go in one group while the query string stays short, in as many as needed beyond', () => {
    expect(batches([])).toEqual([]);
    expect(batches(['http:a', 'mqtt:b'])).toEqual([['http:a', 'mqtt:b']]);
    const long = Array.from({ length: 100 }, (_, i) => `http:${'x'.repeat(200)}_${i}`);
    const groups = batches(long);
    expect(groups.flat()).toEqual(long);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(group.map((id) => `&action=${encodeURIComponent(id)}`).join('').length).toBeLessThanOrEqual(3_000);
  });
});
