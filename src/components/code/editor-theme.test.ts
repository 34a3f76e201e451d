import { token } from './editor-theme';

describe('token', () => {
  it('names a semantic token the way Chakra writes its CSS variable', () => {
    expect(token('bg.subtle')).toBe('var(--chakra-colors-bg-subtle)');
    expect(token('brand.focusRing')).toBe('var(--chakra-colors-brand-focus-ring)');
  });
});
