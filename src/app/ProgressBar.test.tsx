import { act, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { pendingRequests } from '../api/pending-requests';
import { renderWithProviders } from '../test/render';
import { ProgressBar } from './ProgressBar';

it('shows while counted requests are pending and hides when they end', () => {
  renderWithProviders(<ProgressBar />);
  expect(screen.queryByRole('progressbar')).toBeNull();
  act(() => pendingRequests.begin());
  act(() => pendingRequests.begin());
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  act(() => pendingRequests.end());
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  act(() => pendingRequests.end());
  expect(screen.queryByRole('progressbar')).toBeNull();
});
