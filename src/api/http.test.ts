import { http, HttpResponse, delay, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getClientsByClientid, getClients } from '../generated/endpoints/clients/clients';
import { getMqttRetainerMessageByTopic } from '../generated/endpoints/retainer/retainer';
import { getNodes } from '../generated/endpoints/nodes/nodes';
import { getTraceByNameDownload } from '../generated/endpoints/trace/trace';
import { ApiError } from './api-error';
import { connectHttpUi, whilePasswordChanges } from './error-reporting';
import { abortAllRequests, customFetch } from './http';
import { pendingRequests } from './pending-requests';
import { isBrokerUnreachable, noteResponse } from './reachability';
import { getSession, setSession } from './session';

const API = 'http://localhost/api/v5';
const server = setupServer();
const ui = { toast: vi.fn<(message: string) => void>(), toLogin: vi.fn<() => void>() };
let disconnect: () => void;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // The toast de-duplication window (error-reporting.ts) is a 1 s setTimeout: tests move it on instead of
  // waiting. The clock still advances by itself, for msw's delays and the short timeouts below.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  setSession({ token: 'secret-token', username: 'admin', edition: 'enterprise' });
  disconnect = connectHttpUi(ui);
});
afterEach(async () => {
  server.resetHandlers();
  disconnect();
  ui.toast.mockReset();
  ui.toLogin.mockReset();
  noteResponse();
  // Let this test's de-duplication window close before the next test.
  await vi.advanceTimersByTimeAsync(1100);
  vi.useRealTimers();
});

describe('requests', () => {
  it('encodes every path parameter, so client ids and topics with / # and spaces reach the right resource', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`${API}/clients/:clientid`, ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return HttpResponse.json({ clientid: 'a/b c#1' });
      }),
      http.get(`${API}/mqtt/retainer/message/:topic`, ({ request }) => {
        seen.push(new URL(request.url).pathname);
        return HttpResponse.json({ topic: 't/#' });
      }),
    );
    await expect(getClientsByClientid('a/b c#1')).resolves.toEqual({ clientid: 'a/b c#1' });
    await getMqttRetainerMessageByTopic('t/#');
    expect(seen).toEqual(['/api/v5/clients/a%2Fb%20c%231', '/api/v5/mqtt/retainer/message/t%2F%23']);
  });

  it('sends the bearer token under the relative api/v5 base and serializes query parameters', async () => {
    let auth: string | null = null;
    let search = '';
    server.use(
      http.get(`${API}/clients`, ({ request }) => {
        auth = request.headers.get('Authorization');
        search = new URL(request.url).search;
        return HttpResponse.json({ data: [], meta: { page: 2, limit: 50, count: 0, hasnext: false } });
      }),
    );
    await getClients({ page: 2, limit: 50, like_clientid: 'a b', node: undefined });
    expect(auth).toBe('Bearer secret-token');
    expect(search).toBe('?page=2&limit=50&like_clientid=a+b');
  });

  it('returns the raw response for downloads', async () => {
    server.use(http.get(`${API}/trace/:name/download`, () => new HttpResponse('zip-bytes', { headers: { 'Content-Type': 'application/octet-stream' } })));
    const response = (await getTraceByNameDownload('t1')) as unknown as Response;
    expect(response).toBeInstanceOf(Response);
    expect(await response.text()).toBe('zip-bytes');
  });

  it('returns the raw response when a blob is asked for (backup archives)', async () => {
    server.use(http.get(`${API}/data/files/:file`, () => new HttpResponse('tar-bytes', { headers: { 'Content-Type': 'application/octet-stream' } })));
    const response = await customFetch<Response>({ url: '/data/files/b.tar.gz', method: 'GET', responseType: 'blob' });
    expect(await response.text()).toBe('tar-bytes');
  });

  it('counts pending requests for the progress bar unless the request opts out', async () => {
    server.use(
      http.get(`${API}/nodes`, async () => {
        await delay(50);
        return HttpResponse.json([]);
      }),
    );
    const counts: number[] = [];
    const stop = pendingRequests.subscribe(() => counts.push(pendingRequests.count));
    await getNodes();
    await getNodes({ background: true });
    stop();
    expect(counts).toEqual([1, 0]);
  });
});

describe('error catalogue', () => {
  it('ends the session on an expired token with one toast for parallel failures and returns to login', async () => {
    server.use(http.get(`${API}/nodes`, () => HttpResponse.json({ code: 'TOKEN_TIME_OUT', message: 'Token expired' }, { status: 401 })));
    const results = await Promise.allSettled([getNodes(), getNodes(), getNodes()]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(ui.toast.mock.calls).toEqual([['Login has expired, please login again']]);
    expect(ui.toLogin).toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });

  it('neither announces nor ends the session on the revoked token while the user changes their own password', async () => {
    server.use(http.get(`${API}/nodes`, () => HttpResponse.json({ code: 'BAD_TOKEN', message: 'Token revoked' }, { status: 401 })));
    await whilePasswordChanges(() => expect(getNodes()).rejects.toBeInstanceOf(ApiError));
    expect(ui.toast).not.toHaveBeenCalled();
    expect(ui.toLogin).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
    // Once the change is over, the same answer ends the session as usual.
    await expect(getNodes()).rejects.toBeInstanceOf(ApiError);
    expect(ui.toLogin).toHaveBeenCalled();
  });

  it('shows other 401s as an error and goes to login', async () => {
    server.use(http.get(`${API}/nodes`, () => HttpResponse.json({ code: 'API_KEY_NOT_ALLOW', message: 'Not allowed' }, { status: 401 })));
    await expect(getNodes()).rejects.toMatchObject({ status: 401, code: 'API_KEY_NOT_ALLOW' });
    expect(ui.toast.mock.calls).toEqual([['401 API_KEY_NOT_ALLOW Not allowed']]);
    expect(ui.toLogin).toHaveBeenCalledTimes(1);
  });

  it('toasts status, code and message once for identical parallel failures', async () => {
    server.use(http.get(`${API}/nodes`, () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 })));
    await Promise.allSettled(Array.from({ length: 5 }, () => getNodes()));
    expect(ui.toast.mock.calls).toEqual([['500 INTERNAL_ERROR boom']]);
  });

  it('toasts the same status again once the requests settled and a second passed', async () => {
    server.use(http.get(`${API}/nodes`, () => HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 })));
    await getNodes().catch(() => undefined);
    await getNodes().catch(() => undefined);
    expect(ui.toast).toHaveBeenCalledTimes(1);
    // Short of a second: still the same burst, and the window starts again when this one settles.
    await vi.advanceTimersByTimeAsync(900);
    await getNodes().catch(() => undefined);
    expect(ui.toast).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1100);
    await getNodes().catch(() => undefined);
    expect(ui.toast).toHaveBeenCalledTimes(2);
  });

  it('says Network error when an error has no body', async () => {
    server.use(http.get(`${API}/nodes`, () => new HttpResponse(null, { status: 502 })));
    await expect(getNodes()).rejects.toMatchObject({ status: 502 });
    expect(ui.toast.mock.calls).toEqual([['502 Network error']]);
  });

  it('stays silent for statuses the caller handles itself', async () => {
    server.use(http.get(`${API}/nodes`, () => HttpResponse.json({ code: 'NOT_FOUND', message: 'gone' }, { status: 404 })));
    await expect(getNodes({ silentStatuses: [404] })).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('says Some error occurred once when no response comes, unless the caller handles it', async () => {
    server.use(http.get(`${API}/nodes`, () => HttpResponse.error()));
    await Promise.allSettled([getNodes(), getNodes()]);
    expect(ui.toast.mock.calls).toEqual([['Some error occurred']]);
    noteResponse();
    await vi.advanceTimersByTimeAsync(1100);
    await expect(getNodes({ handleTimeout: true })).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(ui.toast).toHaveBeenCalledTimes(1);
  });

  it('toasts only the first of a run of unanswered requests, then marks the broker unreachable until it answers', async () => {
    server.use(http.get(`${API}/nodes`, () => HttpResponse.error()));
    await getNodes().catch(() => undefined);
    expect(isBrokerUnreachable()).toBe(false);
    // Polls keep failing long after the de-duplication window: no new toast, a steady state instead.
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(1100);
      await getNodes().catch(() => undefined);
    }
    expect(ui.toast.mock.calls).toEqual([['Some error occurred']]);
    expect(isBrokerUnreachable()).toBe(true);
    server.use(http.get(`${API}/nodes`, () => HttpResponse.json([])));
    await getNodes();
    expect(isBrokerUnreachable()).toBe(false);
    // A new outage is news again.
    server.use(http.get(`${API}/nodes`, () => HttpResponse.error()));
    await vi.advanceTimersByTimeAsync(1100);
    await getNodes().catch(() => undefined);
    expect(ui.toast).toHaveBeenCalledTimes(2);
  });

  it('treats a success whose body is not JSON as an error, never as data', async () => {
    server.use(
      http.get(`${API}/nodes`, () => new HttpResponse('<html>proxy error</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })),
      http.get(`${API}/clients/:id`, () => new HttpResponse('{"clientid": "cut', { status: 200, headers: { 'Content-Type': 'application/json' } })),
      http.get(`${API}/prometheus/stats`, () => new HttpResponse('# HELP emqx_connections_count\n', { status: 200, headers: { 'Content-Type': 'text/plain' } })),
    );
    await expect(getNodes()).rejects.toMatchObject({ status: 200, code: 'BAD_RESPONSE' });
    await expect(getClientsByClientid('c1')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    expect(ui.toast.mock.calls).toEqual([["200 The broker's answer could not be read"]]);
    // The document promises text here.
    await expect(customFetch({ url: '/prometheus/stats', method: 'GET' })).resolves.toBe('# HELP emqx_connections_count\n');
  });

  it('treats an answer of the wrong kind as unreadable, and keeps nothing of it', async () => {
    const shapes: unknown[] = [42, null, { nodes: 'emqx@node1' }, [7]];
    let answer: unknown;
    server.use(
      http.get(`${API}/nodes`, () => HttpResponse.json(answer as JsonBodyType)),
      // The list itself is of the wrong kind.
      http.get(`${API}/clients`, () => HttpResponse.json({ data: 'none', meta: { page: 1, limit: 10, hasnext: false } })),
    );
    for (const shape of shapes) {
      answer = shape;
      await expect(getNodes()).rejects.toMatchObject({ status: 200, code: 'BAD_RESPONSE', message: expect.stringContaining('GET /nodes') });
    }
    await expect(getClients()).rejects.toMatchObject({ code: 'BAD_RESPONSE', message: expect.stringContaining('data') });
    expect(ui.toast.mock.calls).toEqual([["200 The broker's answer could not be read"]]);
    // An answer of the right shape, with fields the document does not name, is data as sent.
    answer = [{ node: 'emqx@n1', node_status: 'running', extra: { kept: true } }];
    await expect(getNodes()).resolves.toEqual(answer);
  });

  it('reads a field that departs from the document tolerantly, and says it once when a screen reads it', async () => {
    server.use(http.get(`${API}/clients`, () => HttpResponse.json({ data: [{ clientid: 5, node: 'emqx@n1' }, { clientid: 'c2', node: 'emqx@n1' }], meta: { page: 1, limit: 10, hasnext: false } })));
    const answer = (await getClients()) as unknown as { data: { clientid: string; node: string }[] };
    // Nothing said while no one reads the field.
    expect(answer.data[1]!.node).toBe('emqx@n1');
    await vi.advanceTimersByTimeAsync(10);
    expect(ui.toast).not.toHaveBeenCalled();
    expect(answer.data.map((c) => c.clientid)).toEqual(['5', 'c2']);
    expect(answer.data[0]!.clientid).toBe('5');
    await vi.advanceTimersByTimeAsync(10);
    expect(ui.toast.mock.calls).toEqual([['The broker\'s answer to GET /clients has data[].clientid in a form this console does not know. The rest is shown.']]);
  });

  it('sends nothing but login without a session, so a poll left mounted after logout stays quiet', async () => {
    setSession(null);
    // No handler: a request that left would fail the test as unhandled.
    await expect(getNodes()).rejects.toMatchObject({ code: 'NO_SESSION' });
    expect(ui.toast).not.toHaveBeenCalled();
    expect(ui.toLogin).not.toHaveBeenCalled();
  });

  it('times out with code ECONNABORTED', async () => {
    server.use(
      http.get(`${API}/nodes`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    await expect(customFetch({ url: '/nodes', method: 'GET' }, { timeoutMs: 100, handleTimeout: true })).rejects.toMatchObject({
      code: 'ECONNABORTED',
    });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('aborts pending requests on logout without reporting them', async () => {
    server.use(
      http.get(`${API}/nodes`, async () => {
        await delay(1000);
        return HttpResponse.json([]);
      }),
    );
    const pending = getNodes();
    setTimeout(abortAllRequests, 20);
    await expect(pending).rejects.toThrow();
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe('re-login', () => {
  it('ignores a 401 for a token the session has since replaced', async () => {
    let release!: () => void;
    server.use(
      http.get(`${API}/nodes`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ code: 'BAD_TOKEN', message: 'revoked' }, { status: 401 });
      }),
    );
    const pending = getNodes();
    await new Promise((resolve) => setTimeout(resolve, 20));
    setSession({ token: 'new-token', username: 'admin', edition: 'enterprise' });
    release();
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(ui.toast).not.toHaveBeenCalled();
    expect(ui.toLogin).not.toHaveBeenCalled();
    expect(getSession()?.token).toBe('new-token');
  });
});
