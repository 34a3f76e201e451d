/** For the bridge screens' component tests: the sandbox behind msw, and the screens at their routes. */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createSandboxState } from '../../../../sandbox/handlers';
import { renderWithProviders } from '../../../test/render';
import { BridgeDetailView } from '../detail/BridgeDetailView';
import { bridgeDetailSearch } from '../detail/detail-search';
import { dataBridgeSearch } from './bridges-search';
import { DataBridgesView } from './DataBridgesView';
import { serveSandbox } from '../../../test/serve-sandbox';

export function bridgesSandbox() {
  const state = createSandboxState({ clients: 0, requireAuth: false });
  const server = serveSandbox(state);
  return { state, server };
}

/** `/bridge/dataBridge` and `/bridge/detail/{id}` as the route files wire them, and the screens they link to. */
export function renderBridges(url = '/bridge/dataBridge') {
  const root = createRootRoute();
  const auth = createRoute({ getParentRoute: () => root, id: '_auth' });
  const bridge = createRoute({ getParentRoute: () => auth, path: 'bridge' });
  const list = createRoute({ getParentRoute: () => bridge, path: 'dataBridge', validateSearch: dataBridgeSearch, component: DataBridgesView });
  const detail = createRoute({ getParentRoute: () => bridge, path: 'detail/$id', validateSearch: bridgeDetailSearch, component: BridgeDetailView });
  const create = createRoute({ getParentRoute: () => bridge, path: 'create', component: () => <h1>Create data bridge</h1> });
  const connector = createRoute({ getParentRoute: () => bridge, path: 'connector/$id', component: () => <h1>Connector</h1> });
  const rule = createRoute({ getParentRoute: () => auth, path: 'rules/detail/$id', component: () => <h1>Rule detail</h1> });
  const newRule = createRoute({ getParentRoute: () => auth, path: 'rules/create', component: () => <h1>Create rule</h1> });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([auth.addChildren([bridge.addChildren([list, detail, create, connector]), rule, newRule])]), history });
  return { ...renderWithProviders(<RouterProvider router={router} />), history };
}
