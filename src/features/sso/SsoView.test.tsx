import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { seedSso } from '../../../sandbox/model/sso';
import { getSession, setSession } from '../../api/session';
import { renderInRouter } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { SsoBackendView } from './SsoBackendView';
import { SsoView } from './SsoView';

const state = createSandboxState({ clients: 0, requireAuth: false });
serveSandbox(state);

describe('single sign-on settings', () => {
  afterEach(() => {
    Object.assign(state.sso, seedSso());
    setSession({ token: 'test-token', username: 'admin', edition: 'enterprise', role: 'administrator' });
  });

  it('lists LDAP, SAML 2.0 and OIDC with whether each runs, and what the default role gives', async () => {
    renderInRouter(<SsoView />);
    const ldap = await screen.findByRole('region', { name: 'LDAP' });
    expect(within(ldap).getByText('Running')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'SAML 2.0' })).getByText('Disabled')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'OIDC' })).getByText('Running')).toBeVisible();
    expect(within(ldap).getByRole('link', { name: 'Configure LDAP' })).toHaveAttribute('href', '/sso/detail/ldap');
    expect(screen.getByText('New users get the viewer role')).toBeVisible();
  });

  it('edits LDAP with its bind password masked, which goes back unchanged', async () => {
    renderInRouter(<SsoBackendView backend="ldap" />);
    const baseDn = await screen.findByLabelText(/^Base DN/);
    expect(baseDn).toHaveValue('ou=people,dc=northwind,dc=example');
    fireEvent.change(baseDn, { target: { value: 'dc=northwind,dc=example' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const diff = await screen.findByRole('alertdialog', { name: 'Save these changes?' });
    await userEvent.click(within(diff).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.sso.configs.get('ldap')?.base_dn).toBe('dc=northwind,dc=example'));
    expect(state.sso.configs.get('ldap')?.password).toBe('console-bind-secret');
  });

  it('tests an LDAP login without replacing the session, and revokes the token the test was given', async () => {
    renderInRouter(<SsoBackendView backend="ldap" />);
    const test = await screen.findByRole('form', { name: 'Test LDAP login' });
    await userEvent.click(within(test).getByRole('button', { name: 'Test login' }));
    expect(within(test).getByText('Username is required')).toBeVisible();
    expect(within(test).getByText('Password is required')).toBeVisible();
    fireEvent.change(within(test).getByLabelText(/^Test username/), { target: { value: 'bob' } });
    fireEvent.change(within(test).getByLabelText(/^Test password/), { target: { value: 'nope' } });
    await userEvent.click(within(test).getByRole('button', { name: 'Test login' }));
    expect(await within(test).findByText(/The directory refused these credentials/)).toBeVisible();
    fireEvent.change(within(test).getByLabelText(/^Test password/), { target: { value: 'bob-secret' } });
    await userEvent.click(within(test).getByRole('button', { name: 'Test login' }));
    expect(await within(test).findByText('Login succeeded: bob would log in as Viewer.')).toBeVisible();
    expect(getSession()?.username).toBe('admin');
    await waitFor(() => expect([...state.tokens.values()].filter((record) => record.username === 'bob')).toEqual([]));
  });

  it('shows the SAML addresses to give the identity provider, and deletes a backend after confirmation', async () => {
    renderInRouter(<SsoBackendView backend="saml" />);
    expect(await screen.findByLabelText(/^Identity provider metadata URL/)).toHaveValue(String(state.sso.configs.get('saml')?.idp_metadata_url));
    const metadata = screen.getByLabelText('Service provider metadata URL');
    expect(metadata).toHaveTextContent(/\/api\/v5\/sso\/saml\/metadata$/);
    expect(screen.getByRole('button', { name: 'Copy Service provider metadata URL' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete SAML 2.0 single sign-on?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.sso.configs.has('saml')).toBe(false));
  });

  it('for a viewer, disables saving, deleting and the test login', async () => {
    setSession({ token: 'test-token', username: 'noc-viewer', edition: 'enterprise', role: 'viewer' });
    renderInRouter(<SsoBackendView backend="ldap" />);
    const test = await screen.findByRole('form', { name: 'Test LDAP login' });
    expect(within(test).getByRole('button', { name: 'Test login' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
