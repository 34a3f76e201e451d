/** Shared by the sandbox tests: a server on an ephemeral port and a logged-in fetch. */
import { startSandbox, type RunningSandbox } from './server';
import { createSandboxState, DEFAULT_PASSWORD, DEFAULT_USERNAME, type SandboxOptions, type SandboxState } from './state';

export { expectContractViolation } from './contract/expect-violation';

export interface TestSandbox {
  sandbox: RunningSandbox;
  state: SandboxState;
  /** Fetch `/api/v5${path}` with the admin token (or `token`, or none with `token: null`). */
  api(path: string, init?: RequestInit & { token?: string | null }): Promise<Response>;
  /** `api` + JSON body + status check. */
  getJson<T = unknown>(path: string): Promise<T>;
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A fake clock the tests move by hand. */
export function manualClock(start = Date.UTC(2025, 0, 15, 9, 30)): { now: () => number; advance(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const state = createSandboxState(options);
  // Tests run the rule engine's rounds themselves (deliverTick), at the moments they choose.
  const sandbox = await startSandbox({ port: 0, quiet: true, state, liveDelivery: false });
  const raw = (path: string, init: RequestInit = {}): Promise<Response> => fetch(`${sandbox.url}/api/v5${path}`, init);
  const login = async (username = DEFAULT_USERNAME, password = DEFAULT_PASSWORD): Promise<string> => {
    const res = await raw('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  const adminToken = await login();
  const api = (path: string, init: RequestInit & { token?: string | null } = {}): Promise<Response> => {
    const { token = adminToken, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token !== null) headers.set('authorization', `Bearer ${token}`);
    if (rest.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
    return raw(path, { ...rest, headers });
  };
  const getJson = async <T,>(path: string): Promise<T> => {
    // As the console asks: GET /configs answers text/plain to an Accept of */*.
    const res = await api(path, { headers: { accept: 'application/json' } });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return { sandbox, state, api, getJson, login, close: () => sandbox.close() };
}

/** POST/PUT helpers keep the tests short. */
export const send = (method: string, body?: unknown): RequestInit => ({ method, body: body === undefined ? undefined : JSON.stringify(body) });
