import type { QueryClient } from '@tanstack/react-query';
import { createHashHistory, createRouter, type AnyRoute } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { queryClient } from '../api/query-client';
import type { RouteCatalogs } from '../i18n/i18n';
import { RouteError } from './RouteError';

export interface RouterContext {
  queryClient: QueryClient;
}

// Hash history: deep links work behind any static server or sub-path without rewrites.
export const router = createRouter({
  routeTree,
  history: createHashHistory(),
  context: { queryClient },
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
});

/**
 * The code of the routes the URL opens, fetched at start-up beside the catalogs and the session:
 * left to the router, it would wait for every layout's beforeLoad (the screens' texts) first.
 */
export function preloadLocationChunks(): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId as string];
    // A chunk that fails to load fails again, and is reported, when the route renders.
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  // A route names the feature catalogs its screens need; src/routes/_auth.tsx loads them.
  interface StaticDataRouteOption {
    catalogs?: RouteCatalogs['catalogs'];
  }
}
