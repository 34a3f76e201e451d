import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { clearSession, getSession, setSession } from '../../api/session';
import { logIn } from '../../features/auth/session-actions';
import { renderWithProviders } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { DefaultPasswordReminder } from './DefaultPasswordReminder';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);
afterEach(() => clearSession());

it('a login with the shipped password is reminded on every page until the password changes', async () => {
  await logIn('admin', 'public');
  expect(getSession()?.defaultPassword).toBe('remind');
  renderWithProviders(<DefaultPasswordReminder />);
  const reminder = screen.getByRole('region', { name: 'Default password' });
  expect(reminder).toHaveTextContent('You are still using the default password: anyone who knows EMQX can log in as admin.');

  fireEvent.click(within(reminder).getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  // The old password is the shipped one: not asked for again.
  expect(within(dialog).queryByLabelText(/^Old password/)).toBeNull();
  fireEvent.change(within(dialog).getByLabelText(/^New password/), { target: { value: 'Str0ng-enough-2026' } });
  fireEvent.change(within(dialog).getByLabelText(/^Confirm new password/), { target: { value: 'Str0ng-enough-2026' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(state.users.get('admin')?.password).toBe('Str0ng-enough-2026'));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Default password' })).toBeNull());
  expect(getSession()?.defaultPassword).toBeUndefined();
});

it('is dismissed for this login, and kept dismissed with the session', () => {
  setSession({ token: 't', username: 'admin', edition: 'enterprise', defaultPassword: 'remind' });
  renderWithProviders(<DefaultPasswordReminder />);
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss until the next login' }));
  expect(screen.queryByRole('region', { name: 'Default password' })).toBeNull();
  expect(getSession()?.defaultPassword).toBe('dismissed');
});
