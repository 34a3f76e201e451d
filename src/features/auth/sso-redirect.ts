/**
 * OIDC and SAML logins: the broker answers POST /sso/login/{backend} with a 302 to the identity
 * provider, which a script cannot read (fetch follows it; `redirect: 'manual'` hides the address).
 * Followed, the answer's final address is the provider's sign-in page: the browser goes there.
 */
import { isApiError, NETWORK_ERROR_CODE } from '../../api/api-error';
import { API_BASE, customFetch } from '../../api/http';

/**
 * A provider on another origin that allows no cross-origin reads leaves fetch with a network error:
 * the browser then posts the login itself, as a form (minirest reads multipart bodies as JSON ones),
 * and follows the broker's redirect on its own.
 */
function postAsForm(backend: 'oidc' | 'saml'): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.enctype = 'multipart/form-data';
  form.action = new URL(`${API_BASE}/sso/login/${backend}`, document.baseURI).href;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'backend';
  field.value = backend;
  form.append(field);
  document.body.append(form);
  form.submit();
}

export async function startSsoRedirect(backend: 'oidc' | 'saml', go: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  let response: Response;
  try {
    response = await customFetch<Response>(
      { url: `/sso/login/${backend}`, method: 'POST', data: { backend }, responseType: 'blob' },
      { silentStatuses: [401, 404], handleTimeout: true },
    );
  } catch (error) {
    if (isApiError(error) && error.code === NETWORK_ERROR_CODE) return postAsForm(backend);
    throw error;
  }
  if (!response.redirected) throw new Error(`The broker did not send the browser to the ${backend} identity provider`);
  go(response.url);
}
