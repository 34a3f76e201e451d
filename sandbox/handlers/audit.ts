/**
 * The audit log: `GET /audit` filters and pages it, newest first; `auditExchange` records every
 * change (POST, PUT, DELETE) an authenticated dashboard user sends, and every login attempt, with
 * the status it was answered. The sandbox records whatever `log.audit.enable` says (the broker's
 * default is off, which would leave the screen with nothing to show).
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject, type Json } from '../lib/json';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, json } from '../lib/respond';
import { appendAudit, auditEntry, filterAudit, maskHeaders } from '../model/audit';
import type { SandboxState } from '../state';
import { API } from './api';
import { basicCredentials } from '../model/api-keys';
import { tokenOwner } from './auth';

const CHANGES = new Set(['POST', 'PUT', 'DELETE']);

/**
 * What `log.audit.ignore_high_frequency_request` (on by default) leaves out: publishing,
 * subscribing for a client and kicking clients out.
 */
const HIGH_FREQUENCY: readonly (readonly [string, RegExp])[] = [
  ['POST', /^\/publish(\/bulk)?$/],
  ['POST', /^\/clients\/[^/]+\/(un)?subscribe(\/bulk)?$/],
  ['POST', /^\/clients\/kickout\/bulk$/],
  ['DELETE', /^\/clients\/[^/]+$/],
];

async function readBody(request: Request): Promise<Json | undefined> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    // A form upload or a file: not kept, like the broker's log of a multipart body.
    return undefined;
  }
}

async function errorOf(response: Response): Promise<{ code: string; message: string } | undefined> {
  if (response.status < 400) return undefined;
  try {
    const body = (await response.clone().json()) as unknown;
    if (isJsonObject(body) && typeof body.code === 'string') return { code: body.code, message: typeof body.message === 'string' ? body.message : '' };
  } catch {
    // No JSON reason: the status says it all.
  }
  return undefined;
}

/**
 * Starts the record of a request before the handlers answer it (a logout or a password change ends
 * the token that says who sent it); the returned function completes it with the response. Undefined
 * for what is not recorded: reads, high-frequency operations, requests without a known user.
 */
export function auditExchange(state: SandboxState, request: Request): ((response: Response) => Promise<void>) | undefined {
  const method = request.method.toUpperCase();
  if (!CHANGES.has(method)) return undefined;
  const path = new URL(request.url).pathname.replace(/^.*?\/api\/v5/, '');
  if (HIGH_FREQUENCY.some(([m, re]) => m === method && re.test(path))) return undefined;
  const login = method === 'POST' && path === '/login';
  const owner = login ? undefined : tokenOwner(state, request);
  // A request made with an API key is recorded from rest_api, its source the key itself
  // (emqx_dashboard:api_key_authorize/3 → emqx_dashboard_audit:from/1).
  const apiKey = login || owner !== undefined ? undefined : basicCredentials(request.headers.get('authorization') ?? '')?.key;
  if (!login && owner === undefined && apiKey === undefined) return undefined;
  const copy = request.clone();
  const started = state.now();
  return async (response) => {
    // Refused before anyone was known (an expired token): not a user's change.
    if (!login && response.status === 401) return;
    const body = await readBody(copy);
    const source = login ? (isJsonObject(body) && typeof body.username === 'string' ? body.username : '') : (owner ?? apiKey!);
    appendAudit(
      state.audit,
      auditEntry({
        at: started,
        node: state.nodes[0]?.name ?? 'emqx@127.0.0.1',
        source,
        ...(apiKey === undefined ? {} : { from: 'rest_api' as const }),
        sourceIp: '127.0.0.1',
        method,
        path,
        body,
        headers: maskHeaders(copy.headers),
        status: response.status,
        error: await errorOf(response),
        durationMs: Math.max(0, state.now() - started),
      }),
    );
  };
}

export function auditHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/audit`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url, 'BAD_REQUEST');
      if (paging instanceof Response) return paging;
      const found = filterAudit(state.audit, url.searchParams);
      if ('invalid' in found) return badRequest(`Invalid ${found.invalid}`);
      const page = paginate(found, paging);
      return json({ data: page.data.map((r) => r.entry), meta: page.meta });
    }),
  ];
}
