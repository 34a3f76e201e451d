/**
 * The one HTTP wrapper: every generated hook calls `customFetch` (Orval's mutator) and features never
 * call `fetch` themselves. Implements docs/product-spec.md §7: relative base `api/v5`, 20 s timeout, bearer
 * token, the pending-request counter behind the progress bar, raw responses for downloads, and the
 * error catalogue of section 8 (see error-reporting.ts).
 */
import { ApiError, BAD_RESPONSE_CODE, NETWORK_ERROR_CODE, NO_SESSION_CODE, READ_ONLY_CODE, TIMEOUT_CODE } from './api-error';
import { reportHttpError, reportMisfitRead, reportNoResponse, reportReadOnly, reportUnreadableAnswer, requestSettled, requestStarted } from './error-reporting';
import { pendingRequests } from './pending-requests';
import { noteResponse } from './reachability';
import { getSession } from './session';
import { canWrite, isSessionRequest, isWriteMethod } from './write-access';

export const API_BASE = 'api/v5';
export const REQUEST_TIMEOUT_MS = 20_000;

/** What Orval's generated functions pass. Path parameters in `url` are already encodeURIComponent-ed. */
export interface RequestConfig {
  url: string;
  method: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'blob' | 'json' | 'text';
}

/** Per-request choices, passed as `request` in a hook's options or as the second argument. */
export interface RequestOptions {
  /** Polling and other background work: does not move the progress bar. */
  background?: boolean;
  /** Statuses the caller handles itself: no toast and no redirect for them. */
  silentStatuses?: number[];
  /** The caller handles timeouts and lost connections: no 'Some error occurred' toast. */
  handleTimeout?: boolean;
  timeoutMs?: number;
  /** Reports how much of the request body has been sent (bytes sent, bytes in all; 0 when unknown). */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** Sent instead of the session's token: to revoke the one a test login was given. */
  token?: string;
}

/** What the broker answers without a session. */
const PUBLIC_REQUESTS: readonly (readonly [string, RegExp])[] = [
  ['POST', /^\/login$/],
  ['GET', /^\/status$/],
  // Single sign-on: the login page asks which backends run, and LDAP logs in like /login.
  ['GET', /^\/sso\/running$/],
  ['POST', /^\/sso\/login\/[^/]+$/],
];

/** Requests that logout aborts. */
const inFlight = new Set<AbortController>();

export function abortAllRequests(): void {
  inFlight.forEach((controller) => controller.abort());
  inFlight.clear();
}

export function buildUrl(url: string, params?: object): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const search = query.toString();
  return `${API_BASE}${url}${search ? `?${search}` : ''}`;
}

function resolve(path: string): string {
  // Relative to the page, so the console works under any sub-path; Node tests have no page.
  const base = typeof document !== 'undefined' ? document.baseURI : (globalThis.location?.href ?? 'http://localhost/');
  return new URL(path, base).toString();
}

function encodeBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData || data instanceof Blob || data instanceof URLSearchParams) {
    // The browser sets multipart boundaries itself.
    headers.delete('Content-Type');
    return data;
  }
  if (typeof data === 'string' && !(headers.get('Content-Type') ?? '').includes('json')) return data;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

/** The few operations whose document declares a plain-text answer (Prometheus' exposition format). */
const TEXT_RESPONSES = /^\/prometheus\/(stats|auth|data_integration|schema_validation|message_transformation)$/;

/** An answer that is not what the contract promises: never data, whatever its status. */
class UnreadableBody extends Error {}

/**
 * The body as the contract promises it: JSON (or nothing). Text that does not parse, or an HTML
 * page from a proxy, is an error, never data that a screen or the query cache would hold.
 */
async function readBody(response: Response, url: string): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const json = (response.headers.get('Content-Type') ?? '').includes('json');
  if (!json && TEXT_RESPONSES.test(url)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An error status explains itself even with a body that is not JSON.
    if (!response.ok) return text;
    // 202 Accepted: work started, nothing to read. The broker's durable storage sends a bare `OK`
    // under application/json (minirest passes a binary body through as it is).
    if (response.status === 202) return undefined;
    throw new UnreadableBody();
  }
}

/** Uploads with progress are rare (plugin packages, backups): their XHR code loads with the first. */
async function fetchWithProgress(url: string, init: RequestInit, onProgress: (loaded: number, total: number) => void): Promise<Response> {
  const { fetchWithUploadProgress } = await import('./upload-progress');
  return fetchWithUploadProgress(url, init, onProgress);
}

export async function customFetch<T>(config: RequestConfig, options: RequestOptions = {}): Promise<T> {
  // The last line behind disabled controls: a viewer's change never leaves the browser.
  if (isWriteMethod(config.method) && !canWrite(getSession()) && !isSessionRequest(config.method, config.url)) {
    reportReadOnly();
    throw new ApiError('Read-only role', { status: 403, code: READ_ONLY_CODE });
  }
  const token = options.token ?? getSession()?.token;
  // After logout (or before login) a poll still mounted asks for nothing: it would only earn a 401.
  if (!token && !PUBLIC_REQUESTS.some(([method, url]) => method === config.method.toUpperCase() && url.test(config.url))) {
    throw new ApiError('Not logged in', { code: NO_SESSION_CODE });
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  config.signal?.addEventListener('abort', onCallerAbort);
  if (config.signal?.aborted) controller.abort();

  const headers = new Headers(config.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  // The answer's schema loads while the request travels, not after the answer is in.
  const isGet = config.method.toUpperCase() === 'GET';
  const shape = isGet ? import('./answer-shape').then(async ({ readAnswer, answerSchemaFor }) => ({ readAnswer, found: await answerSchemaFor(config.url) })) : undefined;
  // Awaited only for a readable answer: a request that fails first must not leave it rejected unheard.
  shape?.catch(() => undefined);

  inFlight.add(controller);
  requestStarted();
  if (!options.background) pendingRequests.begin();
  try {
    let response: Response;
    try {
      const init: RequestInit = { method: config.method.toUpperCase(), headers, body: encodeBody(config.data, headers), signal: controller.signal };
      const url = resolve(buildUrl(config.url, config.params));
      response = await (options.onUploadProgress ? fetchWithProgress(url, init, options.onUploadProgress) : fetch(url, init));
    } catch (cause) {
      if (timedOut) {
        reportNoResponse(options.handleTimeout);
        throw new ApiError(`Request timed out after ${(options.timeoutMs ?? REQUEST_TIMEOUT_MS) / 1000} s`, { code: TIMEOUT_CODE });
      }
      if (controller.signal.aborted) throw cause; // cancelled by the caller or by logout: not an error to report
      reportNoResponse(options.handleTimeout);
      throw new ApiError('No response from the server', { code: NETWORK_ERROR_CODE });
    }

    noteResponse();
    // Files come back raw: trace downloads (spec §7) and whatever asks for a blob (backup archives).
    if (response.ok && (config.responseType === 'blob' || config.url.endsWith('/download'))) return response as T;
    let body: unknown;
    try {
      body = await readBody(response, config.url);
    } catch (cause) {
      if (!(cause instanceof UnreadableBody)) throw cause;
      reportUnreadableAnswer(response.status);
      throw new ApiError(`The answer to ${config.method.toUpperCase()} ${config.url} is not valid JSON`, { status: response.status, code: BAD_RESPONSE_CODE });
    }
    if (response.ok) {
      // An answer of the wrong kind is reported as unreadable: nothing of it reaches a screen or the cache.
      // A field that departs from the document is the screen's to read or not (tolerant-answer.ts).
      const plainText = typeof body === 'string' && TEXT_RESPONSES.test(config.url);
      const checked = shape && body !== undefined && !plainText ? await shape : undefined;
      if (!checked?.found) return body as T;
      const { operation, schema } = checked.found;
      const reading = checked.readAnswer(schema, body, ({ field }) => reportMisfitRead(operation, field));
      if ('unreadable' in reading) {
        reportUnreadableAnswer(response.status);
        throw new ApiError(`The answer to GET ${config.url} does not have the shape the API document gives it (${reading.unreadable})`, { status: response.status, code: BAD_RESPONSE_CODE });
      }
      return reading.value as T;
    }

    const silent = options.silentStatuses?.includes(response.status) ?? false;
    // A 401 for a token that is no longer the session's (a re-login happened meanwhile) ends nothing.
    const stale = response.status === 401 && token !== getSession()?.token;
    if (!silent && !stale) reportHttpError(response.status, body);
    const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; message?: unknown };
    throw new ApiError(typeof message === 'string' ? message : `${response.status} ${response.statusText}`.trim(), {
      status: response.status,
      code: typeof code === 'string' ? code : undefined,
      body,
    });
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', onCallerAbort);
    inFlight.delete(controller);
    if (!options.background) pendingRequests.end();
    requestSettled();
  }
}

export default customFetch;
