import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ScrollBox } from './ScrollBox';

/**
 * jsdom lays nothing out: the box's sizes are what the test says, and its observer reports as a
 * browser's does once an observed box is laid out.
 */
function sizes(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        queueMicrotask(this.report);
      }
      disconnect() {}
    },
  );
}

describe('ScrollBox', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a named region in the Tab order when its content is cut', async () => {
    sizes(1600, 900);
    renderWithProviders(<ScrollBox label="Rules">wide</ScrollBox>);
    const region = await screen.findByRole('region', { name: 'Rules' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveTextContent('wide');
  });

  it('is no stop and no region when everything shows', async () => {
    sizes(600, 900);
    renderWithProviders(<ScrollBox label="Rules">narrow</ScrollBox>);
    await new Promise((resolve) => setTimeout(resolve));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('narrow')).not.toHaveAttribute('tabindex');
  });
});
