import { describe, expect, it } from 'vitest';
import { placeHint } from './hint-place';

const viewport = { width: 1000, height: 800 };
const size = { width: 100, height: 30 };

describe('placeHint', () => {
  it('centres a top hint above its anchor', () => {
    expect(placeHint({ top: 200, left: 300, width: 60, height: 20 }, size, 'top', viewport)).toEqual({ top: 162, left: 280 });
  });

  it('starts a top-start hint at the anchor’s left edge', () => {
    expect(placeHint({ top: 200, left: 300, width: 60, height: 20 }, size, 'top-start', viewport)).toEqual({ top: 162, left: 300 });
  });

  it('goes below when there is no room above', () => {
    expect(placeHint({ top: 10, left: 300, width: 60, height: 20 }, size, 'top', viewport)).toEqual({ top: 38, left: 280 });
  });

  it('puts a right hint beside its anchor, centred, and on the left when the window ends', () => {
    expect(placeHint({ top: 100, left: 10, width: 40, height: 40 }, size, 'right', viewport)).toEqual({ top: 105, left: 58 });
    expect(placeHint({ top: 100, left: 940, width: 40, height: 40 }, size, 'right', viewport)).toEqual({ top: 105, left: 832 });
  });

  it('stays inside the window', () => {
    expect(placeHint({ top: 200, left: 980, width: 20, height: 20 }, size, 'top', viewport)).toEqual({ top: 162, left: 896 });
    expect(placeHint({ top: 200, left: -50, width: 20, height: 20 }, size, 'top', viewport)).toEqual({ top: 162, left: 4 });
  });
});
