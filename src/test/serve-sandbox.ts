import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandboxHandlers, type SandboxState } from '../../sandbox/handlers';

export interface ServeSandboxOptions {
  /**
   * Take the test's `server.use(…)` overrides off after each test (default). `false` for a file that
   * takes them off itself, at a point of its own `afterEach`, or whose overrides are for all its tests.
   */
  resetAfterEach?: boolean;
}

/**
 * The one way a test file (or a `describe`) hosts the sandbox: an msw server answering `api/v5` from
 * `state`, listening from the first test of the calling scope to its last, unhandled requests being
 * errors, the overrides a test makes with `server.use(…)` taken off after it. Call it at the top of the
 * file or of a `describe`; it registers the hooks there. For one server per test: `routeServer` in ./route.tsx.
 */
export function serveSandbox(state: SandboxState, { resetAfterEach = true }: ServeSandboxOptions = {}): SetupServer {
  const server = setupServer(...createSandboxHandlers(state));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  if (resetAfterEach) afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
