import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxState } from '../../../sandbox/handlers';
import { placeSso } from '../../../sandbox/model/sso';
import { clearSession, getSession } from '../../api/session';
import { renderWithProviders } from '../../test/render';
import { serveSandbox } from '../../test/serve-sandbox';
import { LoginView } from './LoginView';
import { startSsoRedirect } from './sso-redirect';

const state = createSandboxState({ clients: 0, requireAuth: false });
const server = serveSandbox(state);
// The identity provider and the console on the test page's origin, as on the sandbox's server.
placeSso(state.sso, window.location.origin, window.location.origin);

function renderLogin() {
  const root = createRootRoute();
  const login = createRoute({ getParentRoute: () => root, path: 'login', component: LoginView });
  const home = createRoute({ getParentRoute: () => root, path: '$', component: () => <p>Console home</p> });
  const router = createRouter({ routeTree: root.addChildren([login, home]), history: createMemoryHistory({ initialEntries: ['/login'] }) });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('single sign-on on the login page', () => {
  beforeEach(() => clearSession());

  it('offers the running backends under the password form and logs in through LDAP', async () => {
    renderLogin();
    const sso = await screen.findByRole('group', { name: 'Single sign-on' });
    expect(within(sso).getByRole('button', { name: 'LDAP' })).toBeVisible();
    expect(within(sso).getByRole('button', { name: 'OIDC' })).toBeVisible();
    expect(within(sso).queryByRole('button', { name: 'SAML 2.0' })).toBeNull();

    fireEvent.click(within(sso).getByRole('button', { name: 'LDAP' }));
    const form = within(sso).getByRole('form', { name: 'LDAP login' });
    fireEvent.change(within(form).getByLabelText(/^LDAP username/), { target: { value: 'alice' } });
    fireEvent.change(within(form).getByLabelText(/^LDAP password/), { target: { value: 'wrong' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in with LDAP' }));
    expect(await within(form).findByText('Wrong username or password')).toBeVisible();
    expect(getSession()).toBeNull();

    fireEvent.change(within(form).getByLabelText(/^LDAP password/), { target: { value: 'alice-secret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in with LDAP' }));
    expect(await screen.findByText('Console home')).toBeVisible();
    expect(getSession()).toMatchObject({ username: 'alice', role: 'administrator', backend: 'ldap', edition: 'enterprise' });
  });

  it('shows nothing, and no error, for a broker without single sign-on', async () => {
    server.use(http.get('*/api/v5/sso/running', () => HttpResponse.json({ code: 'NOT_FOUND', message: 'Request path not found' }, { status: 404 })));
    renderLogin();
    await screen.findByRole('button', { name: 'Log in' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: 'Single sign-on' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the browser where the broker’s redirect, followed, ends: the identity provider’s sign-in page', async () => {
    // msw cannot follow a 302 to a POST (its interceptor refuses it), browsers do: the followed answer stands in.
    const followed = new Response('<html>sign in</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    Object.defineProperties(followed, { redirected: { value: true }, url: { value: 'https://idp.example/authorize?state=s1' } });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(followed);
    const go = vi.fn();
    await startSsoRedirect('oidc', go);
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{"backend":"oidc"}' });
    expect(go).toHaveBeenCalledWith('https://idp.example/authorize?state=s1');
    fetchSpy.mockRestore();
  });

  it('posts the login as a form when the provider is on another origin the page may not read', async () => {
    // Here msw's interceptor refuses to follow the broker's 302 to a POST: the same network error a
    // browser meets at a provider that allows no cross-origin reads.
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const go = vi.fn();
    await startSsoRedirect('oidc', go);
    expect(go).not.toHaveBeenCalled();
    expect(submit).toHaveBeenCalledTimes(1);
    const form = document.querySelector<HTMLFormElement>('form[action$="api/v5/sso/login/oidc"]')!;
    expect(form.method).toBe('post');
    expect(form.enctype).toBe('multipart/form-data');
    expect(new FormData(form).get('backend')).toBe('oidc');
    form.remove();
    submit.mockRestore();
  });
});
