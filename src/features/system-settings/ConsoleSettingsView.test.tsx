import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSandboxState } from '../../../sandbox/handlers';
import { clearSession, setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { ConsoleSettingsView } from './ConsoleSettingsView';

const state = createSandboxState();
state.requireAuth = false;
serveSandbox(state);
const stored = () => state.configs.get('/configs/dashboard') as { listeners: { http: { bind: string } }; token_expired_time: string; default_password: string };

describe('console settings', () => {
  beforeEach(() => setSession({ token: 't', username: 'admin', role: 'administrator', edition: 'enterprise' }));
  afterEach(() => clearSession());

  it('says where a moved listener takes the console, before and when saving, and keeps what the form hides', async () => {
    renderInRouter(<ConsoleSettingsView />);
    const http = await screen.findByRole('group', { name: /^HTTP\b(?!S)/ });
    const bind = within(http).getByLabelText(/^Bind/);
    expect(bind).toHaveValue('0.0.0.0:18083');
    // The default password only seeds the first boot: not on the form.
    expect(screen.queryByLabelText(/Default password/)).toBeNull();

    fireEvent.change(bind, { target: { value: '0.0.0.0:18090' } });
    expect(await screen.findByText('Saving moves the console: it is served on these listeners.')).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent(`HTTP: the console answers at http://${window.location.hostname}:18090.`);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The confirmation says it again, above the changes.
    const confirm = await screen.findByRole('alertdialog', { name: 'Save these changes?' });
    expect(confirm).toHaveTextContent(`http://${window.location.hostname}:18090`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored().listeners.http.bind).toBe('0.0.0.0:18090'));
    expect(stored().default_password).toBe('public');
  });

  it('warns plainly when no listener is left', async () => {
    renderInRouter(<ConsoleSettingsView />);
    const http = await screen.findByRole('group', { name: /^HTTP\b(?!S)/ });
    fireEvent.change(within(http).getByLabelText(/^Bind/), { target: { value: '0' } });
    expect(await screen.findByText('With no listener left, nobody can reach the console or its API once this is saved.')).toBeVisible();
    expect(screen.getByText(/HTTP: switched off\./)).toBeVisible();
  });
});
