import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { AuthnCreateView, fixedFields } from './AuthnCreateView';

const state = createSandboxState({ clients: 0, requireAuth: false });

/** Password-based on the built-in database, up to its settings form. */
async function openBuiltInDatabaseForm(): Promise<void> {
  renderInRouter(<AuthnCreateView />);
  await userEvent.click(await screen.findByRole('button', { name: 'Password-based · Built-in database' }));
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
  serveSandbox(state);

  it('offers each mechanism and backend as one card, those in the chain shown added with a link to them', async () => {
    renderInRouter(<AuthnCreateView />);
    // The seeded chain holds MySQL, JWT and SCRAM on the built-in database.
    const mysql = await screen.findByRole('link', { name: 'Open Password-based · MySQL' });
    expect(mysql.getAttribute('href')).toMatch(/authentication\/detail\/password_based(:|%3A)mysql$/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Password-based', 'JWT', 'SCRAM']);
    const scram = within(screen.getByRole('list', { name: 'SCRAM' }));
    expect(scram.getAllByRole('listitem')).toHaveLength(2);
    expect(scram.getByRole('link', { name: 'Open SCRAM · Built-in database' })).toBeVisible();
    expect(scram.getByRole('button', { name: 'SCRAM · HTTP server' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'JWT' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Password-based · MySQL' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Password-based · Redis' })).toHaveAccessibleDescription('Check passwords against Redis hashes');
  });

  it('goes from one pick to the settings, with Redis its modes, and back to the gallery', async () => {
    renderInRouter(<AuthnCreateView />);
    const search = await screen.findByRole('searchbox', { name: 'Search types' });
    fireEvent.change(search, { target: { value: 'redis' } });
    await userEvent.click(screen.getByRole('button', { name: 'Password-based · Redis' }));
    expect(await screen.findByRole('radio', { name: 'Sentinel' })).toBeVisible();
    expect(await screen.findByLabelText(/^Redis command/)).toBeVisible();
    expect(screen.getByText('Password-based · Redis')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('searchbox', { name: 'Search types' })).toBeVisible();
  });

  it('takes JWT, when the chain has none, straight to its key kind and form', async () => {
    const jwt = state.authn.findIndex((a) => a.config.mechanism === 'jwt');
    if (jwt >= 0) state.authn.splice(jwt, 1);
    renderInRouter(<AuthnCreateView />);
    await userEvent.click(await screen.findByRole('button', { name: 'JWT' }));
    expect(await screen.findByRole('radio', { name: 'HMAC-based secret' })).toBeChecked();
    expect(await screen.findByLabelText(/^Secret(?! is Base64)/)).toBeVisible();
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
    // The option's name comes from the form's schema labels (work under way names it "PBKDF2").
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Password hash' }), screen.getByRole('option', { name: /^(PBKDF2|Password hash option 2)$/ }));
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
