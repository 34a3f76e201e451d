import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPreferences } from '../app/preferences';
import { renderWithProviders } from '../test/render';
import { RelativeTime } from './RelativeTime';

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says how long ago, keeps the exact time in the element and moves on with the clock', async () => {
    renderWithProviders(<RelativeTime value="2026-11-28T11:57:00Z" />);
    const time = screen.getByText('3 minutes ago');
    expect(time).toHaveAttribute('datetime', '2026-11-28T11:57:00.000Z');
    vi.advanceTimersByTime(60_000);
    expect(await screen.findByText('4 minutes ago')).toBeInTheDocument();
  });

  it('shows the exact time instead when the operator chose so, which the keyboard needs no hint for', () => {
    setPreferences({ exactTimes: true });
    try {
      renderWithProviders(<RelativeTime value="2026-11-28T11:57:00Z" />);
      expect(screen.getByText(/^11\/28\/2026, \d\d:57:00/)).toHaveAttribute('datetime', '2026-11-28T11:57:00.000Z');
      expect(screen.queryByText('3 minutes ago')).toBeNull();
    } finally {
      setPreferences({ exactTimes: false });
    }
  });

  it('reads a missing time as a dash', () => {
    renderWithProviders(<RelativeTime value={undefined} />);
    expect(screen.getByText('–')).toBeInTheDocument();
  });
});
