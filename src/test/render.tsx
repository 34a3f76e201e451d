import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type RouteComponent } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HintHost } from '../components/hint/HintHost';
import { i18n } from '../i18n/i18n';
import { system } from '../theme/system';

/** Renders a component with the app's providers and a fresh query cache (returned, to read what a screen left in it). */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {ui}
          <HintHost />
        </QueryClientProvider>
      </I18nProvider>
    </ChakraProvider>,
  );
  return { ...rendered, queryClient };
}

/** Screens that guard unsaved changes (or link anywhere) need a router around them. */
export function renderInRouter(ui: ReactElement) {
  const root = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithProviders(<RouterProvider router={router} />);
}

/**
 * Screens at their paths under the app's `_auth` layout (as `getRouteApi` names their routes), opened
 * at `url`, with stand-ins for the rest (the real route tree and shell: `renderRoute` in ./route.tsx). A screen that navigates away stays a moment and may render again meanwhile, as in the app,
 * where the layout's `beforeLoad` (session, screen catalogs) and the next route's code come first.
 */
export function renderAtRoutes(routes: Record<string, RouteComponent>, url: string) {
  const root = createRootRoute();
  const auth = createRoute({ getParentRoute: () => root, id: '_auth', beforeLoad: () => new Promise<void>((resolve) => setTimeout(resolve, 50)) });
  const children = Object.entries(routes).map(([path, component]) => createRoute({ getParentRoute: () => auth, path, component }));
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([auth.addChildren(children)]), history });
  const { queryClient } = renderWithProviders(<RouterProvider router={router} />);
  return { history, queryClient };
}
