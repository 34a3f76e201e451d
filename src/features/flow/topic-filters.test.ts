import { describe, expect, it } from 'vitest';
import { filtersOverlap } from './topic-filters';

describe('filtersOverlap', () => {
  it.each([
    ['sensor/+/reading', 'sensor/#'],
    ['sensor/+/reading', 'sensor/line1/reading'],
    ['sensor/+/reading', '+/+/+'],
    ['sensor/+/reading', '#'],
    ['sensor/line1/+', 'sensor/+/reading'],
    ['meters/#', 'meters/+/reading'],
    // `#` matches its parent level too.
    ['meters/#', 'meters'],
    ['a/b', 'a/b'],
    ['$SYS/#', '$SYS/brokers'],
  ])('%s and %s share a topic', (a, b) => {
    expect(filtersOverlap(a, b)).toBe(true);
    expect(filtersOverlap(b, a)).toBe(true);
  });

  it.each([
    ['sensor/+/reading', 'meters/#'],
    ['sensor/+/reading', 'sensor/+'],
    ['sensor/+/reading', 'sensor/+/reading/raw'],
    ['a/+', 'a'],
    ['a/b', 'a/c'],
    // A wildcard first level never matches a topic starting with `$`.
    ['#', '$SYS/brokers'],
    ['+/brokers', '$SYS/brokers'],
  ])('%s and %s share none', (a, b) => {
    expect(filtersOverlap(a, b)).toBe(false);
    expect(filtersOverlap(b, a)).toBe(false);
  });

  it('reads a shared subscription as the filter after its group', () => {
    expect(filtersOverlap('$share/g1/sensor/#', 'sensor/+/reading')).toBe(true);
    expect(filtersOverlap('$share/g1/sensor/#', '$share/g2/sensor/a/reading')).toBe(true);
    expect(filtersOverlap('$queue/sensor/#', 'sensor/a')).toBe(true);
    expect(filtersOverlap('$share/sensor/meters/#', 'sensor/+/reading')).toBe(false);
    // `$share` names a group: the topic does not start with `$`.
    expect(filtersOverlap('$share/g1/#', 'sensor/a')).toBe(true);
  });
});
