import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { TruncatedText } from './TruncatedText';

const LONG_ID = 'factory/building-7/line-12/station-4/sensor-temperature-and-humidity-0042';

/** jsdom lays nothing out: make every element look wider inside than it is (cut) or not. */
function layOut({ cut }: { cut: boolean }) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(cut ? 400 : 100);
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

afterEach(() => vi.restoreAllMocks());

describe('TruncatedText', () => {
  it('shows the full value in a tooltip on hover when it is cut', async () => {
    layOut({ cut: true });
    const user = userEvent.setup();
    renderWithProviders(<TruncatedText value={LONG_ID} copyLabel="Copy topic" />);
    const text = screen.getByText(LONG_ID);
    await user.hover(text);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_ID);
    await user.unhover(text);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows the tooltip on keyboard focus of a link inside, and the link keeps only the value as its name', async () => {
    layOut({ cut: true });
    const user = userEvent.setup();
    renderWithProviders(
      <TruncatedText value={LONG_ID} copyLabel="Copy client ID">
        <a href="#/connections">{LONG_ID}</a>
      </TruncatedText>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: LONG_ID });
    expect(link).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_ID);
    // The copy button sits beside the link, not inside it.
    expect(link).not.toContainElement(screen.getByRole('button', { name: 'Copy client ID' }));
  });

  it('has no tooltip when the value fits', async () => {
    layOut({ cut: false });
    const user = userEvent.setup();
    renderWithProviders(<TruncatedText value="short" copyLabel="Copy topic" />);
    await user.hover(screen.getByText('short'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('copies the full value by keyboard and confirms "Copied"', async () => {
    layOut({ cut: false });
    const user = userEvent.setup();
    const writeText = mockClipboard(() => Promise.resolve());
    renderWithProviders(<TruncatedText value={LONG_ID} copyLabel="Copy client ID" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy client ID' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(LONG_ID);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');
    // Said to screen readers too, then gone.
    expect(screen.getByText('Copied', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('draws a bounded part of a 60,000-character value, says how long it is, and copies it whole', async () => {
    layOut({ cut: true });
    const user = userEvent.setup();
    const writeText = mockClipboard(() => Promise.resolve());
    const huge = 'x'.repeat(60_000);
    const { container } = renderWithProviders(<TruncatedText value={huge} copyLabel="Copy client ID" />);
    expect(container.textContent!.length).toBeLessThan(400);
    await user.hover(screen.getByText(/^x+…$/));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent!.length).toBeLessThan(2100);
    expect(tooltip).toHaveTextContent('(60,000 characters: copy it to get it whole)');
    await user.click(screen.getByRole('button', { name: 'Copy client ID' }));
    expect(writeText).toHaveBeenCalledWith(huge);
  });

  it('says when the copy failed', async () => {
    layOut({ cut: false });
    const user = userEvent.setup();
    mockClipboard(() => Promise.reject(new Error('denied')));
    // jsdom has no copy command either.
    document.execCommand = vi.fn(() => false);
    renderWithProviders(<TruncatedText value={LONG_ID} copyLabel="Copy topic" />);
    await user.click(screen.getByRole('button', { name: 'Copy topic' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Could not copy');
  });
});
