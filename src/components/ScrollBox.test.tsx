import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ScrollBox } from './ScrollBox';

/** jsdom lays nothing out: the box's sizes are what the test says. */
function sizes(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('ScrollBox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a named region in the Tab order when its content is cut', () => {
    sizes(1600, 900);
    renderWithProviders(<ScrollBox label="Rules">wide</ScrollBox>);
    const region = screen.getByRole('region', { name: 'Rules' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveTextContent('wide');
  });

  it('is no stop and no region when everything shows', () => {
    sizes(600, 900);
    renderWithProviders(<ScrollBox label="Rules">narrow</ScrollBox>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('narrow')).not.toHaveAttribute('tabindex');
  });
});
