/** For this folder's component tests: the sandbox behind msw, and the list at its own route. */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createSandboxState } from '../../../../sandbox/handlers';
import { renderWithProviders } from '../../../test/render';
import { RulesView } from './RulesView';
import { rulesSearch } from './rules-search';
import { serveSandbox } from '../../../test/serve-sandbox';

export function rulesSandbox() {
  const state = createSandboxState({ clients: 0, requireAuth: false });
  const server = serveSandbox(state);
  return { state, server };
}

/** The rule list at `/rules` with its URL search, as the route files wire it, and the screens it links to. */
export function renderRules(url = '/rules') {
  const root = createRootRoute();
  const auth = createRoute({ getParentRoute: () => root, id: '_auth' });
  const rules = createRoute({ getParentRoute: () => auth, path: 'rules' });
  const list = createRoute({ getParentRoute: () => rules, path: '/', validateSearch: rulesSearch, component: RulesView });
  const create = createRoute({ getParentRoute: () => rules, path: 'create', component: () => <h1>Create rule</h1> });
  const detail = createRoute({ getParentRoute: () => rules, path: 'detail/$id', component: () => <h1>Rule detail</h1> });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([auth.addChildren([rules.addChildren([list, create, detail])])]), history });
  return { ...renderWithProviders(<RouterProvider router={router} />), history };
}
