/** For this folder's component tests: the sandbox's listeners behind msw, and a router for the leave guard. */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { createSandboxHandlers, createSandboxState } from '../../../sandbox/handlers';
import { renderWithProviders } from '../../test/render';

export function listenerSandbox() {
  const state = createSandboxState({ clients: 20, requireAuth: false });
  const server = setupServer(...createSandboxHandlers(state));
  return { state, server };
}

/** Screens that guard unsaved changes need a router around them. */
export function renderInRouter(ui: ReactElement) {
  const root = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithProviders(<RouterProvider router={router} />);
}
