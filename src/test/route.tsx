/**
 * `renderRoute`: any screen of the console at its URL, as the app hosts it: the real route tree
 * (src/routeTree.gen.ts: the `_auth` layout with its shell, the feature layouts that load their
 * catalogs, lazy route code, `validateSearch`), the app's providers, a logged-in session, and the
 * sandbox (or the msw handlers a test gives) answering `api/v5`. See TESTING.md.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, defaultStringifySearch, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { useEffect } from 'react';
import { onTestFinished, vi } from 'vitest';
import { createSandboxHandlers, createSandboxState, issueToken, type SandboxState } from '../../sandbox/handlers';
import { getGetAlarmsMockHandler } from '../generated/endpoints/alarms/alarms.msw';
import { getGetAuditMockHandler } from '../generated/endpoints/audit/audit.msw';
import { getGetClusterLinksMockHandler } from '../generated/endpoints/cluster/cluster.msw';
import { getGetSsoMockHandler } from '../generated/endpoints/dashboard-single-sign-on/dashboard-single-sign-on.msw';
import { getGetLoadRebalanceAvailabilityCheckMockHandler, getGetLoadRebalanceGlobalStatusMockHandler } from '../generated/endpoints/load-rebalance/load-rebalance.msw';
import { getGetDsSitesMockHandler } from '../generated/endpoints/durable-storage/durable-storage.msw';
import { getGetDataFilesMockHandler } from '../generated/endpoints/data-backup/data-backup.msw';
import { getGetPrometheusMockHandler } from '../generated/endpoints/monitor/monitor.msw';
import { getGetMqttDelayedMockHandler, getGetMqttTopicMetricsMockHandler } from '../generated/endpoints/mqtt/mqtt.msw';
import { getGetLicenseMockHandler, getGetLicenseSettingMockHandler } from '../generated/endpoints/license/license.msw';
import { getGetMonitorCurrentMockHandler } from '../generated/endpoints/metrics/metrics.msw';
import { getGetSchemaRegistryExternalMockHandler, getGetSchemaRegistryMockHandler } from '../generated/endpoints/schema-registry/schema-registry.msw';
import { getGetSchemaValidationsMockHandler } from '../generated/endpoints/schema-validation/schema-validation.msw';
import { getGetSlowSubscriptionsSettingsMockHandler } from '../generated/endpoints/slow-subscriptions/slow-subscriptions.msw';
import { connectHttpUi, watchQueries } from '../api/error-reporting';
import { abortAllRequests } from '../api/http';
import { setSession, type Role } from '../api/session';
import { RouteError } from '../app/RouteError';
import { HintHost } from '../components/hint/HintHost';
import { i18n } from '../i18n/i18n';
import { routeTree } from '../routeTree.gen';
import { system } from '../theme/system';
import { recordRequests } from './requests';

/** What answers `api/v5` in a test: a sandbox (the default), or other msw handlers. */
export interface RouteServerOptions {
  /** The sandbox state to serve (default: a fresh `createSandboxState({ clients: 0, requireAuth: false })`). */
  state?: SandboxState;
  /**
   * msw handlers that answer instead of the sandbox (the generated `get…MockHandler()`s, or a test's
   * own). The shell's requests (capability probes, the alarm count) that they leave out are answered
   * by `shellHandlers()`, put behind them.
   */
  handlers?: RequestHandler[];
}

export interface RenderRouteOptions extends RouteServerOptions {
  /** A server the test file runs itself (already listening): used as it is, for every request. */
  server?: SetupServer;
  /** The URL search, serialized as the router does (`{ page: 2 }` → `?page=2`). */
  search?: Record<string, unknown>;
  /** Values of the path's `$param` segments, encoded as the app's links encode them (`a/b` → `a%2Fb`). */
  params?: Record<string, string>;
  /** Who is logged in: the administrator `admin` (default) or the viewer `noc-viewer`. */
  role?: Role;
}

interface TestServer extends RouteServerOptions {
  server: SetupServer;
}

let current: TestServer | undefined;

/**
 * The running test's msw server: made on the first call (by the test or by `renderRoute`), listening
 * until the test ends, with unhandled requests as errors. Call it before `renderRoute` for what must
 * happen before the screen's first request: `routeServer().use(http.get(…))` to change an answer, or
 * `routeServer({ state })` then a request of the test's own. Later calls return the same server.
 */
export function routeServer(options: RouteServerOptions = {}): SetupServer {
  if (current) {
    const { state, handlers } = options;
    if ((state && state !== current.state) || (handlers && handlers !== current.handlers)) {
      throw new Error('routeServer: this test already has its server; give the same state or handlers to every call, or only to the first');
    }
    return current.server;
  }
  const { handlers } = options;
  const state = handlers ? undefined : (options.state ?? createSandboxState({ clients: 0, requireAuth: false }));
  const server = setupServer(...(state ? createSandboxHandlers(state) : [...(handlers ?? []), ...shellHandlers()]));
  server.listen({ onUnhandledRequest: 'error' });
  const made = { server, state, handlers };
  current = made;
  onTestFinished(() => {
    // What the screen still waits for is not the next test's.
    abortAllRequests();
    server.close();
    if (current === made) current = undefined;
  });
  return server;
}

/**
 * What the shell asks on every screen, for tests that give their own handlers: every optional API
 * is there (the capability probes), and there are no alarms. Put behind the test's handlers.
 */
export function shellHandlers(): RequestHandler[] {
  const emptyPage = { data: [], meta: { page: 1, limit: 1, count: 0, hasnext: false } };
  return [
    getGetAlarmsMockHandler(emptyPage),
    getGetMqttTopicMetricsMockHandler([]),
    getGetMqttDelayedMockHandler({ enable: true, max_delayed_messages: 0 }),
    getGetSlowSubscriptionsSettingsMockHandler(),
    getGetPrometheusMockHandler(),
    getGetSchemaRegistryMockHandler([]),
    getGetDataFilesMockHandler(emptyPage),
    getGetAuditMockHandler(emptyPage),
    getGetSchemaValidationsMockHandler([]),
    getGetSchemaRegistryExternalMockHandler({}),
    getGetClusterLinksMockHandler([]),
    getGetLoadRebalanceAvailabilityCheckMockHandler({}),
    getGetLoadRebalanceGlobalStatusMockHandler({ evacuations: [], rebalances: [], purges: [] }),
    getGetDsSitesMockHandler([]),
    getGetSsoMockHandler([]),
    // The licence banner's reads: a licence far from its end and its limit, so no banner.
    getGetLicenseMockHandler({ customer: 'Test', email: 'ops@example.com', deployment: 'default', max_connections: 10_000, start_at: '2026-01-01', expiry_at: '2099-01-01', type: 'official', customer_type: 1, expiry: false }),
    getGetLicenseSettingMockHandler({ connection_low_watermark: '75%', connection_high_watermark: '80%' }),
    getGetMonitorCurrentMockHandler({ live_connections: 0 }),
  ];
}

/** `/connections/detail/$clientId` with `{ clientId: 'a/b' }` → `/connections/detail/a%2Fb`. */
function fillParams(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\$([A-Za-z_]\w*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`renderRoute: ${path} needs params.${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * Connects the HTTP layer as the app's HttpUiBridge does: its error toasts go to `toasts` (the toast
 * region itself is left out: its store lives as long as the worker, and would show other tests' toasts),
 * and a 401 leaves for the login page.
 */
function HttpUiBridge({ router, toasts }: { router: AnyRouter; toasts: string[] }) {
  const client = useQueryClient();
  useEffect(() => watchQueries(client.getQueryCache()), [client]);
  useEffect(
    () =>
      connectHttpUi({
        toast: (message) => void toasts.push(message),
        toLogin: () => {
          const { pathname, searchStr } = router.state.location;
          if (pathname === '/login') return;
          void router.navigate({ to: '/login', search: { to: pathname + searchStr }, replace: true });
        },
      }),
    [router, toasts],
  );
  return null;
}

/**
 * Renders the app at `path` (`/connections`, `/bridge/detail/$id` with `params`, or a URL with its
 * own query) and resolves once the route has loaded (layouts' `beforeLoad`, lazy route code): then
 * the screen renders, and what it fetches comes after. Returns Testing Library's result, the router
 * and its memory history, the msw server, the sandbox state (without `handlers`/`server`) and the
 * requests recorded since before the first one.
 */
export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const { search, params, role = 'administrator' } = options;
  const server = options.server ?? routeServer(options);
  const state = options.server ? undefined : current?.state;
  const username = role === 'viewer' ? 'noc-viewer' : 'admin';
  setSession({ token: state ? issueToken(state, username) : 'test-token', username, edition: 'enterprise', version: '5.8.1', role });
  const requests = recordRequests(server);
  onTestFinished(() => requests.stop());

  const url = fillParams(path, params) + (search ? defaultStringifySearch(search) : '');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 } } });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree, history, context: { queryClient }, defaultErrorComponent: RouteError });
  onTestFinished(() => queryClient.clear());
  const toasts: string[] = [];
  // The router scrolls to the top on each navigation; jsdom only complains that it cannot.
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  onTestFinished(() => scrollTo.mockRestore());

  const result = render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <HttpUiBridge router={router} toasts={toasts} />
          <RouterProvider router={router} />
          <HintHost />
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  // Until the layouts' beforeLoad (session, catalogs), redirects and the routes' lazily loaded code are done.
  await waitFor(() => {
    const { status, isLoading, resolvedLocation, location } = router.state;
    if (status !== 'idle' || isLoading || resolvedLocation?.href !== location.href) throw new Error(`${url} is still loading (${location.href})`);
  });
  return { ...result, router, history, server, state, requests, toasts, queryClient };
}
