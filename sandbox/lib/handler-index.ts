/**
 * msw tries a list of handlers in turn, and each try parses the request's cookies and matches its URL
 * against the handler's path anew: over the sandbox's ~700 handlers that was 2–14 ms per request, a
 * sixth of what an end-to-end worker spent (in the unit tests it is lost in React's time). The index picks,
 * with one precompiled test per handler, those that could match (a superset of msw's matching, in the
 * list's order), and msw matches only those.
 */
import { getResponse, http, type HttpHandler, type RequestHandler } from 'msw';

type Test = (method: string, pathname: string) => boolean;

const always: Test = () => true;

/** A looser form of msw's path matching (path-to-regexp 6, not strict, not case-sensitive): never false where msw matches. */
function pathTest(path: unknown): ((pathname: string) => boolean) | undefined {
  if (typeof path !== 'string' || /[(){}?+]/.test(path)) return undefined;
  // An absolute URL or a `*` prefix: the request's origin is not looked at (still a superset).
  const anyPrefix = path.startsWith('*');
  const rest = path.replace(/^https?:\/\/[^/]*/, '').replace(/^\*+/, '');
  const body = rest.replace(/:\w+|\*+|[^:*]+/g, (part) => (part.startsWith(':') ? '[^/]+' : part.startsWith('*') ? '.*' : part.replace(/[.^$|[\]\\]/g, '\\$&')));
  const pattern = new RegExp(`^${anyPrefix ? '.*' : ''}${body}/?$`, 'i');
  return (pathname) => pattern.test(pathname);
}

function handlerTest(handler: RequestHandler): Test {
  const info = handler.info as { method?: unknown; path?: unknown };
  const path = pathTest(info.path);
  if (!path) return always;
  const { method } = info;
  if (method instanceof RegExp) return (m, p) => method.test(m) && path(p);
  if (typeof method === 'string') return (m, p) => m === method.toUpperCase() && path(p);
  return (_, p) => path(p);
}

/** The handlers of `handlers` that could answer `request`, in their order. */
export function handlerIndex(handlers: readonly RequestHandler[]): (request: Request) => RequestHandler[] {
  const tests = handlers.map(handlerTest);
  return (request) => {
    const method = request.method.toUpperCase();
    const { pathname } = new URL(request.url);
    return handlers.filter((_, i) => tests[i]!(method, pathname));
  };
}

/**
 * One msw handler standing for the list: it answers as the list would (the first of the handlers
 * that could match and answers), or falls through to what comes after it. Relative paths resolve as
 * msw resolves them: against the document's address where there is one (jsdom), else the request's origin.
 */
export function dispatchingHandler(handlers: readonly RequestHandler[]): HttpHandler {
  const candidates = handlerIndex(handlers);
  return http.all('*', async ({ request }) => {
    const baseUrl = typeof location === 'undefined' ? new URL(request.url).origin : location.href;
    return (await getResponse(candidates(request), request, { baseUrl })) ?? undefined;
  });
}
