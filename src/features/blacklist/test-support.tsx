/** For this folder's component tests: the sandbox behind msw, and the screen at its own route. */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { setupServer } from 'msw/node';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';
import { renderWithProviders } from '../../test/render';
import { BlacklistView } from './BlacklistView';
import { blacklistSearch } from './blacklist-search';

export function blacklistSandbox() {
  const state = createSandboxState({ clients: 20, requireAuth: false });
  const server = setupServer(...createSandboxHandlers(state));
  return { state, server };
}

/** The blacklist screen at `/blacklist` with its URL search, as the route file wires it. */
export function renderBlacklist(url = '/blacklist') {
  const root = createRootRoute();
  const auth = createRoute({ getParentRoute: () => root, id: '_auth' });
  const blacklist = createRoute({ getParentRoute: () => auth, path: 'blacklist', validateSearch: blacklistSearch, component: BlacklistView });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([auth.addChildren([blacklist])]), history });
  return { ...renderWithProviders(<RouterProvider router={router} />), history };
}
