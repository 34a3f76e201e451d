/**
 * The sandbox identity provider's endpoints, outside `api/v5` (so neither the contract check nor the
 * token check sees them): OIDC discovery, authorize (a sign-in page, then a code), token and userinfo,
 * and SAML's metadata and single sign-on page that posts the response to the console's ACS.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { IDP_PATH } from '../model/sso';
import { approve, authorizeProblem, discovery, exchangeCode, issueSamlResponse, refusalPage, samlMetadata, samlPostPage, signInPage, userinfo } from '../model/sso-idp';
import type { SandboxState } from '../state';

const html = (body: string, status = 200, headers: Record<string, string> = {}): Response =>
  new HttpResponse(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });

const oauthError = (error: string, status = 400): Response => HttpResponse.json({ error }, { status });

/** Refused sign-ins are a page, not JSON: the browser shows them, not the console. */
const refused = (reason: string): Response => html(refusalPage(reason), 400);

/** client_secret_basic or client_secret_post. */
function clientCredentials(request: Request, form: URLSearchParams): { clientId: string; secret: string } {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    return { clientId: decodeURIComponent(id), secret: decodeURIComponent(secret) };
  }
  return { clientId: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' };
}

export function ssoIdpHandlers(state: SandboxState): HttpHandler[] {
  const { idp } = state.sso;
  return [
    http.get(`${IDP_PATH}/.well-known/openid-configuration`, () => HttpResponse.json(discovery(idp))),

    http.get(`${IDP_PATH}/authorize`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const problem = authorizeProblem(idp, query);
      if (problem) return refused(problem);
      const client = query.get('client_id') ?? '';
      // The console follows the login's redirect with fetch before it navigates here: from the dev
      // server's origin that is a cross-origin read, which this page (and nothing else) allows.
      return html(signInPage(idp, `${idp.issuer}/authorize`, Object.fromEntries(query), `Sign in to ${client}`), 200, { 'access-control-allow-origin': '*' });
    }),

    http.post(`${IDP_PATH}/authorize`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const target = approve(idp, form, form.get('sub') ?? '', state.now());
      return target ? new HttpResponse(null, { status: 302, headers: { location: target } }) : refused('invalid_request');
    }),

    http.post(`${IDP_PATH}/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('grant_type') !== 'authorization_code') return oauthError('unsupported_grant_type');
      const { clientId, secret } = clientCredentials(request, form);
      const result = exchangeCode(idp, { code: form.get('code') ?? '', clientId, secret, redirectUri: form.get('redirect_uri') ?? '' }, state.now());
      return 'error' in result ? oauthError(result.error, result.error === 'invalid_client' ? 401 : 400) : HttpResponse.json({ ...result, expires_in: 300 });
    }),

    http.get(`${IDP_PATH}/userinfo`, ({ request }) => {
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
      const identity = userinfo(idp, token);
      return identity ? HttpResponse.json(identity) : oauthError('invalid_token', 401);
    }),

    http.get(`${IDP_PATH}/saml/metadata`, () => new HttpResponse(samlMetadata(idp), { headers: { 'content-type': 'application/samlmetadata+xml' } })),

    http.get(`${IDP_PATH}/saml/sso`, ({ request }) => {
      const samlRequest = new URL(request.url).searchParams.get('SAMLRequest') ?? '';
      const acs = /AssertionConsumerServiceURL="([^"]+)"/.exec(Buffer.from(samlRequest, 'base64').toString('utf8'))?.[1];
      if (!acs) return refused('invalid SAMLRequest');
      return html(signInPage(idp, `${idp.issuer}/saml/sso`, { acs }, 'Sign in to EMQX Dashboard (SAML 2.0)'));
    }),

    http.post(`${IDP_PATH}/saml/sso`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const acs = form.get('acs') ?? '';
      const response = /^https?:\/\//.test(acs) ? issueSamlResponse(idp, form.get('sub') ?? '', acs) : undefined;
      return response ? html(samlPostPage(acs, response)) : refused('invalid_request');
    }),
  ];
}
