/**
 * A plain `node:http` server in front of the sandbox handlers: `/api/v5/*` goes through msw's
 * `getResponse`, `/api-docs/swagger.json` serves the vendored OpenAPI document (where EMQX serves
 * it), and with `staticDir` every other path serves a built console, SPA-style.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getResponse, type HttpHandler } from 'msw';
import { apiDocumentPath } from '../scripts/openapi/source';
import { contractChecker } from './contract/check';
import { REQUEST_ID_HEADER, takePassedViolation, VIOLATION_HEADER } from './contract/handler';
import { auditExchange } from './handlers/audit';
import { withoutCallFrames } from './lib/call-frames';
import { startLiveDelivery } from './model/live-delivery';
import { IDP_PATH, placeSso } from './model/sso';
import { handlerIndex } from './lib/handler-index';
import { createStatefulHandlers } from './stateful-handlers';
import { createSandboxState, type SandboxState } from './state';

export interface StartSandboxOptions {
  /** 0 picks a free port; the returned `port` is the real one. */
  port?: number;
  host?: string;
  /** A built console (e.g. `dist`): served for every path outside the API. */
  staticDir?: string;
  /** No request log. */
  quiet?: boolean;
  /** Tests inject a state (fake clock, fewer clients) to inspect or control it. */
  state?: SandboxState;
  /** Rules made through the API get simulated messages and their HTTP actions send them (default on). */
  liveDelivery?: boolean;
  /**
   * Where the browser loads the console, for OIDC and SAML to send it back to (`dashboard_addr`):
   * this server's own origin unless the console is served elsewhere (the dev server, sandbox/main.ts).
   */
  consoleOrigin?: string;
}

export interface RunningSandbox {
  url: string;
  port: number;
  state: SandboxState;
  close(): Promise<void>;
}

/** The seed of the generated mocks that answer what the stateful handlers do not. */
const GENERATED_SEED = 5081;

/** The document the console is generated from (openapi/source.json names it), served where EMQX serves its own. */
const OPENAPI = apiDocumentPath();

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Connection-level headers describe the socket, not the request the handlers see. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'proxy-connection']);

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function sendFetchResponse(res: ServerResponse, response: Response, head: boolean, extra: Record<string, string> = {}): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 204 && response.status !== 304) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(head ? undefined : body);
}

async function sendFile(res: ServerResponse, file: string, head: boolean): Promise<void> {
  const body = await readFile(file);
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': body.length,
    // Hashed build assets never change; index.html must always be revalidated.
    'cache-control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(head ? undefined : body);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function serveStatic(res: ServerResponse, root: string, pathname: string, head: boolean): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return sendJson(res, 400, { code: 'BAD_REQUEST', message: 'Malformed path' });
  }
  const file = path.resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(root + path.sep)) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
  if (await isFile(file)) return sendFile(res, file, head);
  // Client-side routes have no file: the SPA's index.html handles them. Missing assets stay 404s.
  if (path.extname(decoded) === '' || decoded.endsWith('.html')) return sendFile(res, path.join(root, 'index.html'), head);
  return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
}

export async function startSandbox(opts: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const host = opts.host ?? '127.0.0.1';
  const state = opts.state ?? createSandboxState();
  const stateful = createStatefulHandlers(state, {
    onViolation: opts.quiet ? undefined : (violation) => console.warn(`[sandbox] contract violation: ${violation.message}`),
  });
  // The 3 MB of generated handlers (and faker) load once the server listens; until they are in,
  // a request that only they answer waits for them.
  let handlers: HttpHandler[] = stateful;
  let candidates = handlerIndex(handlers);
  let loadGenerated: () => void = () => undefined;
  const generatedLoaded = new Promise<void>((resolve) => {
    loadGenerated = resolve;
  })
    .then(() => Promise.all([import('./generated-handlers'), import('@faker-js/faker')]))
    .then(([m, { faker }]) => {
      // What the generated mocks answer is the same on every run.
      faker.seed(GENERATED_SEED);
      handlers = [...stateful, ...withoutCallFrames(m.generatedHandlers)];
      candidates = handlerIndex(handlers);
    });
  generatedLoaded.catch((error: unknown) => console.error('[sandbox] generated handlers failed to load', error));
  const staticRoot = opts.staticDir === undefined ? undefined : path.resolve(opts.staticDir);
  let origin = '';
  let swagger: Promise<Buffer> | undefined;
  let requestCount = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', origin);
    const method = (req.method ?? 'GET').toUpperCase();
    const head = method === 'HEAD';
    // The sandbox identity provider (handlers/sso-idp.ts) answers through the same handlers as the API.
    if (url.pathname.startsWith('/api/v5/') || url.pathname.startsWith(`${IDP_PATH}/`)) {
      const body = method === 'GET' || head ? undefined : await readBody(req);
      // The server's own origin, whatever Host a proxy sent: msw matches relative paths against it.
      const headers = toHeaders(req);
      const requestId = String(++requestCount);
      headers.set(REQUEST_ID_HEADER, requestId);
      const request = new Request(new URL(url.pathname + url.search, origin), { method: head ? 'GET' : method, headers, body: body?.length ? new Uint8Array(body) : undefined });
      // Changes go to the audit log with the status they were answered (who sent it is read first: a logout ends the token).
      const audited = auditExchange(state, request);
      let response = await getResponse(candidates(request), request.clone(), { baseUrl: origin });
      if (!response && handlers === stateful) {
        await generatedLoaded;
        response = await getResponse(candidates(request), request, { baseUrl: origin });
      }
      if (!response) return sendJson(res, 404, { code: 'NOT_FOUND', message: `Request path not found: ${method} ${url.pathname}` });
      await audited?.(response);
      // A request the contract check let through (the broker ignores what was wrong) is still named for the e2e fixture.
      const passed = takePassedViolation(requestId);
      return sendFetchResponse(res, response, head, passed ? { [VIOLATION_HEADER]: passed } : {});
    }
    if (url.pathname === '/api-docs/swagger.json' && (method === 'GET' || head)) {
      swagger ??= readFile(OPENAPI);
      const body = await swagger;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(head ? undefined : body);
      return;
    }
    if (staticRoot && (method === 'GET' || head)) return serveStatic(res, staticRoot, url.pathname, head);
    return sendJson(res, 404, { code: 'NOT_FOUND', message: `Not found: ${url.pathname}` });
  };

  const server = createServer((req, res) => {
    const started = Date.now();
    handle(req, res)
      .catch((error: unknown) => {
        if (!opts.quiet) console.error('[sandbox]', error);
        if (!res.headersSent) sendJson(res, 500, { code: 'INTERNAL_ERROR', message: error instanceof Error ? error.message : String(error) });
        else res.destroy();
      })
      .finally(() => {
        if (!opts.quiet) console.log(`[sandbox] ${req.method ?? ''} ${req.url ?? ''} ${res.statusCode} ${Date.now() - started}ms`);
      });
  });

  // Idle keep-alive sockets stay open until the client closes them. Node's 5 s default closed them from
  // this side, and a client reusing one at that moment (Playwright's request API keeps them for the whole
  // run) had its request reset: ECONNRESET on a login in CI.
  server.keepAliveTimeout = 0;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 18083, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  origin = `http://${urlHost}:${port}`;
  placeSso(state.sso, opts.consoleOrigin ?? origin, origin);
  setImmediate(() => {
    loadGenerated();
    // Read and normalize the API document now rather than on the first request (about half a second).
    try {
      contractChecker();
    } catch (error) {
      console.error('[sandbox] the API document for the contract check failed to load', error);
    }
  });

  const stopDelivery = opts.liveDelivery === false ? () => undefined : startLiveDelivery(state);

  return {
    url: origin,
    port,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        stopDelivery();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
