import { describe, expect, it } from 'vitest';
import { placeOf, stepForward } from './cursor-trail';

describe('cursor trail', () => {
  it('numbers the pages walked from the first and goes back along them', () => {
    expect(placeOf('a', undefined)).toEqual({ pageNumber: 1 });
    stepForward('a', undefined, 'c1');
    stepForward('a', 'c1', 'c2');
    expect(placeOf('a', 'c2')).toEqual({ pageNumber: 3, previous: { cursor: 'c1' } });
    expect(placeOf('a', 'c1')).toEqual({ pageNumber: 2, previous: { cursor: undefined } });
    // Going forward from an earlier page forgets the pages after it.
    stepForward('a', 'c1', 'd2');
    expect(placeOf('a', 'c2')).toEqual({});
    expect(placeOf('a', 'd2')).toMatchObject({ pageNumber: 3 });
  });

  it('knows the way back from a deep link, not its page number', () => {
    expect(placeOf('b', 'x')).toEqual({});
    stepForward('b', 'x', 'y');
    expect(placeOf('b', 'y')).toEqual({ previous: { cursor: 'x' } });
  });
});
