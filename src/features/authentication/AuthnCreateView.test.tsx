import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';
import { renderInRouter } from '../../test/render';
import { AuthnCreateView, fixedFields } from './AuthnCreateView';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = setupServer(...createSandboxHandlers(state));

/** Password-based on the built-in database, up to its settings form. */
async function openBuiltInDatabaseForm(): Promise<void> {
  renderInRouter(<AuthnCreateView />);
  await userEvent.click(await screen.findByRole('radio', { name: 'Password-based' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Built-in database' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText(/User ID type/);
}

describe('fixedFields', () => {
  it('fixes the mechanism, backend and the mode field of the chosen body', () => {
    expect(fixedFields('password_based', 'built_in_database', undefined)).toEqual({ mechanism: 'password_based', backend: 'built_in_database' });
    expect(fixedFields('password_based', 'redis', 'sentinel')).toEqual({ mechanism: 'password_based', backend: 'redis', redis_type: 'sentinel' });
    expect(fixedFields('scram', 'http', 'get')).toEqual({ mechanism: 'scram', backend: 'http', method: 'get' });
    expect(fixedFields('jwt', undefined, 'hmac-based')).toEqual({ mechanism: 'jwt', algorithm: 'hmac-based' });
    expect(fixedFields('jwt', undefined, 'jwks')).toEqual({ mechanism: 'jwt', use_jwks: true });
  });
});

describe('AuthnCreateView', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('offers SCRAM only the built-in database or HTTP, and JWT no backend step', async () => {
    renderInRouter(<AuthnCreateView />);
    await userEvent.click(await screen.findByRole('radio', { name: 'SCRAM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Built-in database', 'HTTP server']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('radio', { name: 'JWT' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Straight to the settings: the key kind, then the form of that body.
    expect(await screen.findByRole('radio', { name: 'HMAC-based secret' })).toBeChecked();
    expect(await screen.findByLabelText(/^Secret/)).toBeVisible();
  });

  it('needs a choice before going on, and offers Redis its modes', async () => {
    renderInRouter(<AuthnCreateView />);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Password-based' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Redis' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('radio', { name: 'Sentinel' })).toBeVisible();
    expect(await screen.findByLabelText(/^Redis command/)).toBeVisible();
  });

  it('creates a password-based authenticator on the built-in database with its hash settings', async () => {
    await openBuiltInDatabaseForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const find = () => state.authn.find((a) => a.config.mechanism === 'password_based' && a.config.backend === 'built_in_database');
    await waitFor(() => expect(find()).toBeDefined());
    const created = find();
    expect(created?.config).toMatchObject({ user_id_type: 'username', password_hash_algorithm: { name: 'sha256' } });
  });

  it('creates a built-in database authenticator hashing with PBKDF2, its missing fields marked first, without a console error', async () => {
    const errors = vi.spyOn(console, 'error');
    state.authn.splice(0, state.authn.length);
    await openBuiltInDatabaseForm();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Password hash' }), 'Password hash option 2');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findAllByText(/required/i)).not.toHaveLength(0);
    expect(state.authn).toHaveLength(0);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Pseudorandom function/ }), 'SHA-256');
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Iteration count/ }), { target: { value: '4096' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(state.authn).toHaveLength(1));
    expect(state.authn[0]?.config).toMatchObject({ password_hash_algorithm: { name: 'pbkdf2', mac_fun: 'sha256', iterations: 4096 } });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
