import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderAtRoutes } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { DroppedMessagesView } from './DroppedMessagesView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);
// Polls run on setInterval: the test moves that clock on; answers still take real time.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
afterEach(() => vi.useRealTimers());

it('breaks the drops down by reason and node, says what causes each and where to act, and folds the reasons without drops', async () => {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderAtRoutes({ 'dropped-messages': DroppedMessagesView }, '/dropped-messages');
  const table = await screen.findByRole('table', { name: 'Dropped messages by reason' });
  const full = await within(table).findByRole('row', { name: /Queue full/ });
  expect(within(full).getByText(/A subscriber's message queue was full/)).toBeVisible();
  expect(within(full).getByRole('link', { name: 'Session settings' })).toHaveAttribute('href', '/mqtt/session');
  expect(within(table).getByRole('row', { name: /No subscribers/ })).toBeVisible();
  // One column per node.
  for (const node of state.nodes) expect(within(table).getByRole('columnheader', { name: node.name })).toBeInTheDocument();
  // No rate from one reading; the next poll brings one.
  expect(screen.getByRole('status')).toHaveTextContent('Rates need two readings');
  await act(() => vi.advanceTimersByTimeAsync(5_000));
  expect(await screen.findByText(/of readings \(one every 5 seconds since this page opened\)/)).toBeVisible();
  // Nothing failed schema validation in the sandbox: folded away.
  expect(within(table).queryByRole('row', { name: /Schema validation failed/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: /other reasons: show them/ }));
  expect(within(table).getByRole('row', { name: /Schema validation failed/ })).toBeVisible();
});
