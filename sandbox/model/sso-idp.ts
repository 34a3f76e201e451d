/**
 * A tiny identity provider on the sandbox's own origin (`/sandbox-idp/…`), so that the OIDC and SAML
 * round trips run in a real browser without an outside service: an authorization-code flow for one
 * registered client, and SAML's HTTP-POST binding. It signs nothing: the sandbox's callback handlers
 * trust only codes and responses this IdP issued and has not yet seen redeemed.
 */
import { randomBytes } from 'node:crypto';

export interface IdpIdentity {
  sub: string;
  preferred_username: string;
  name: string;
  email: string;
}

interface IssuedCode {
  sub: string;
  clientId: string;
  redirectUri: string;
  nonce: string;
  expiresAt: number;
}

export interface IdpState {
  /** `<sandbox origin>/sandbox-idp`: moved by placeSso once the server listens. */
  issuer: string;
  client: { id: string; secret: string };
  identities: IdpIdentity[];
  codes: Map<string, IssuedCode>;
  accessTokens: Map<string, string>;
  /** SAML response ids issued and not yet consumed by the ACS. */
  samlResponses: Map<string, string>;
}

const CODE_TTL_MS = 60_000;

export const randomId = (bytes = 18): string => randomBytes(bytes).toString('base64url');

export function seedIdp(issuer: string): IdpState {
  return {
    issuer,
    client: { id: 'emqx-console', secret: 'oidc-client-secret' },
    identities: [
      { sub: 'u-1001', preferred_username: 'carol', name: 'Carol Nguyen', email: 'carol@northwind.example' },
      { sub: 'u-1002', preferred_username: 'dave', name: 'Dave Okafor', email: 'dave@northwind.example' },
    ],
    codes: new Map(),
    accessTokens: new Map(),
    samlResponses: new Map(),
  };
}

export function discovery(idp: IdpState): Record<string, unknown> {
  return {
    issuer: idp.issuer,
    authorization_endpoint: `${idp.issuer}/authorize`,
    token_endpoint: `${idp.issuer}/token`,
    userinfo_endpoint: `${idp.issuer}/userinfo`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['none'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    scopes_supported: ['openid', 'profile', 'email'],
  };
}

/** What is wrong with an authorization request, in OAuth's error words; undefined when it may go on. */
export function authorizeProblem(idp: IdpState, query: URLSearchParams): string | undefined {
  if (query.get('response_type') !== 'code') return 'unsupported_response_type';
  if (query.get('client_id') !== idp.client.id) return 'unauthorized_client';
  const redirect = query.get('redirect_uri') ?? '';
  if (!/^https?:\/\//.test(redirect)) return 'invalid_request: redirect_uri';
  if (!query.get('state')) return 'invalid_request: state';
  return undefined;
}

/** The user approved: a one-time code, sent back to the client's redirect_uri with its state. */
export function approve(idp: IdpState, query: URLSearchParams, sub: string, now: number): string | undefined {
  if (authorizeProblem(idp, query) || !idp.identities.some((i) => i.sub === sub)) return undefined;
  const code = randomId();
  const redirectUri = query.get('redirect_uri')!;
  idp.codes.set(code, { sub, clientId: idp.client.id, redirectUri, nonce: query.get('nonce') ?? '', expiresAt: now + CODE_TTL_MS });
  const target = new URL(redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', query.get('state')!);
  return target.toString();
}

export interface TokenRequest {
  code: string;
  clientId: string;
  secret: string;
  redirectUri: string;
}

/** The token endpoint: a code is good once, for its client and redirect URI, for a minute. */
export function exchangeCode(idp: IdpState, request: TokenRequest, now: number): { access_token: string; id_token: string; token_type: 'Bearer' } | { error: string } {
  if (request.clientId !== idp.client.id || request.secret !== idp.client.secret) return { error: 'invalid_client' };
  const issued = idp.codes.get(request.code);
  idp.codes.delete(request.code);
  if (!issued || issued.expiresAt <= now || issued.redirectUri !== request.redirectUri) return { error: 'invalid_grant' };
  const accessToken = randomId(24);
  idp.accessTokens.set(accessToken, issued.sub);
  const claims = { iss: idp.issuer, sub: issued.sub, aud: issued.clientId, nonce: issued.nonce, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 300 };
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return { access_token: accessToken, id_token: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`, token_type: 'Bearer' };
}

export function userinfo(idp: IdpState, accessToken: string): IdpIdentity | undefined {
  const sub = idp.accessTokens.get(accessToken);
  return idp.identities.find((identity) => identity.sub === sub);
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in page: one button per seeded identity, each a POST back to the same endpoint. */
export function signInPage(idp: IdpState, action: string, fields: Record<string, string>, title: string): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const buttons = idp.identities
    .map((i) => `<button type="submit" name="sub" value="${escapeHtml(i.sub)}">Continue as ${escapeHtml(i.name)} (${escapeHtml(i.preferred_username)})</button>`)
    .join('<br>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox identity provider</title><link rel="icon" href="data:,"></head><body><main><h1>Sandbox identity provider</h1><p>${escapeHtml(title)}</p><form method="post" action="${escapeHtml(action)}">${hidden}${buttons}</form></main></body></html>`;
}

/** Why the IdP will not sign anyone in; the page answers 400. */
export const refusalPage = (reason: string): string => `<!doctype html><title>Sign-in refused</title><link rel="icon" href="data:,"><p>${escapeHtml(reason)}</p>`;

/** SAML's HTTP-POST binding: the page makes the browser carry the response to the service provider's ACS. */
export const samlPostPage = (acs: string, samlResponse: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Returning to EMQX</title><link rel="icon" href="data:,"></head><body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(acs)}"><input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}"><button type="submit">Continue</button></form></body></html>`;

export function samlMetadata(idp: IdpState): string {
  return `<?xml version="1.0" encoding="UTF-8"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeHtml(idp.issuer)}/saml"><md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeHtml(idp.issuer)}/saml/sso"/></md:IDPSSODescriptor></md:EntityDescriptor>`;
}

/** A SAMLResponse (base64 XML) whose subject is the chosen identity, for the SP's ACS. */
export function issueSamlResponse(idp: IdpState, sub: string, acs: string): string | undefined {
  const identity = idp.identities.find((i) => i.sub === sub);
  if (!identity) return undefined;
  const id = `_${randomId()}`;
  idp.samlResponses.set(id, identity.preferred_username);
  const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Destination="${escapeHtml(acs)}"><saml:Issuer>${escapeHtml(idp.issuer)}/saml</saml:Issuer><saml:Assertion><saml:Subject><saml:NameID>${escapeHtml(identity.preferred_username)}</saml:NameID></saml:Subject></saml:Assertion></samlp:Response>`;
  return Buffer.from(xml, 'utf8').toString('base64');
}

/** The subject of a response this IdP issued, once; esaml's duplicate check refuses a replay. */
export function consumeSamlResponse(idp: IdpState, samlResponse: string): { username: string } | { error: string } {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  const id = /\bID="([^"]+)"/.exec(xml)?.[1];
  if (!id) return { error: 'bad_assertion' };
  const username = idp.samlResponses.get(id);
  if (username === undefined) return { error: 'duplicate_or_unknown_assertion' };
  idp.samlResponses.delete(id);
  return { username };
}
