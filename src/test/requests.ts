import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';

/** The requests `server` receives from now on, as `GET /clients/a b` (the API path decoded, no query); `clear` starts afresh. */
export function recordRequests(server: SetupServer) {
  const seen: string[] = [];
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${decodeURIComponent(url.pathname.replace(/^\/api\/v5/, ''))}`);
    urls.push(url.pathname.replace(/^\/api\/v5/, '') + url.search);
  };
  server.events.on('request:start', listener);
  return {
    list: () => [...seen],
    /** The same requests as API paths with their query, as sent (`/clients_v2?limit=20&fields=…`). */
    urls: () => [...urls],
    clear: () => {
      seen.splice(0);
      urls.splice(0);
    },
    /** Records no more (the server lives on, as a file's server does across its tests). */
    stop: () => void server.events.removeListener('request:start', listener),
    /** The requests naming `path` or a path below it. */
    of: (path: string) => seen.filter((line) => line.endsWith(` ${path}`) || line.includes(` ${path}/`)),
  };
}

/**
 * The keys of the queries `queryClient` holds of `path` or a path below it. A delete leaves none once
 * no screen shows the object (src/api/forget-deleted.ts): from then on nothing can ask for it again.
 */
export function cachedQueriesOf(queryClient: QueryClient, path: string): QueryKey[] {
  return queryClient
    .getQueryCache()
    .findAll({ predicate: ({ queryKey: [head] }) => typeof head === 'string' && (head === path || head.startsWith(`${path}/`)) })
    .map((query) => query.queryKey);
}

/**
 * Keeps the next answer to `GET path` waiting until the returned function is called: meanwhile the
 * screen shows what its cache holds.
 */
export function holdNextRead(server: SetupServer, path: string): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Answering nothing passes the request on to the sandbox's handler.
  server.use(http.get(`/api/v5${path}`, () => held.then(() => undefined), { once: true }));
  return release;
}
