/** `/clients` and `/clients_v2`: listing with the broker's filters, details, kick-out. */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { paginate, readLimit, readPaging } from '../lib/paging';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { parseClientQuery, type ClientQuery } from '../model/client-filter';
import { clientCount, findClient, removeClient, scanClients, SCAN_START, type ScanPosition } from '../model/client-store';
import { clientView, pickFields } from '../model/client-view';
import { decodeCursor, encodeCursor } from '../model/client-cursor';
import type { ClientRecord } from '../model/types';
import type { SandboxState } from '../state';
import { API, param } from './api';

export const clientNotFound = (): Response => notFound('Client ID not found', 'CLIENTID_NOT_FOUND');

const queryError = (query: { error: string; code: string }) => emqxError(query.code === 'NODE_DOWN' ? 500 : 400, query.code, query.error);

/** `clientid=a&clientid=b` is a lookup in the broker's table, not a scan. */
function lookedUp(state: SandboxState, query: ClientQuery): ClientRecord[] {
  return query.clientids.map((id) => findClient(state, id)).filter((c): c is ClientRecord => c !== undefined && query.match({ ...c, connected: c.disconnectedAt === undefined }));
}

/**
 * Page-number paging (`GET /clients`): the broker walks the table from its start to the page, so a
 * deep page costs as much as every page before it. `count` needs the whole walk, unless nothing is
 * filtered (the table size).
 */
function listPage(state: SandboxState, query: ClientQuery, paging: { page: number; limit: number }) {
  if (query.clientids.length) return paginate(lookedUp(state, query), paging, !query.fuzzy);
  const skip = (paging.page - 1) * paging.limit;
  const rows: ClientRecord[] = [];
  let seen = 0;
  let hasnext = false;
  for (const row of scanClients(state, query.match, SCAN_START, query.node)) {
    if (seen >= skip + paging.limit) {
      hasnext = true;
      break;
    }
    if (seen >= skip) rows.push(row.record());
    seen++;
  }
  const count = query.fuzzy ? undefined : !query.filtered ? clientCount(state) : hasnext ? [...scanClients(state, query.match, SCAN_START, query.node)].length : seen;
  return { data: rows, meta: { page: paging.page, limit: paging.limit, hasnext, ...(count === undefined ? {} : { count }) } };
}

/**
 * Cursor paging (`GET /clients_v2`, 5.8's `list_clients_v2`): each node's table in turn, from where
 * the cursor left off. A cursor comes back whenever the page filled before the last table ended, so
 * the page after a full last page may be empty, as on the broker.
 */
function cursorPage(state: SandboxState, query: ClientQuery, limit: number, from: { nodeIndex: number; position: ScanPosition }) {
  const rows: ClientRecord[] = [];
  if (query.clientids.length) {
    const found = lookedUp(state, query).slice(0, limit);
    return { data: found, meta: { count: found.length } };
  }
  for (let n = from.nodeIndex; n < state.nodes.length; n++) {
    const node = state.nodes[n]!.name;
    if (query.node && query.node !== node) continue;
    const start = n === from.nodeIndex ? from.position : SCAN_START;
    for (const row of scanClients(state, query.match, start, node)) {
      rows.push(row.record());
      if (rows.length === limit) {
        return { data: rows, meta: { count: rows.length, cursor: encodeCursor(n, row.next) } };
      }
    }
  }
  return { data: rows, meta: { count: rows.length } };
}

export function clientHandlers(state: SandboxState): HttpHandler[] {
  const view = (rows: ClientRecord[], query: ClientQuery) => rows.map((c) => pickFields(clientView(state, c), query.fields));
  return [
    http.get(`${API}/clients`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const query = parseClientQuery(state, url.searchParams);
      if ('error' in query) return queryError(query);
      const page = listPage(state, query, paging);
      return json({ data: view(page.data, query), meta: page.meta });
    }),

    http.get(`${API}/clients_v2`, ({ request }) => {
      const url = new URL(request.url);
      const limit = readLimit(url);
      if (limit instanceof Response) return limit;
      // list_clients_v2_inputs has no `node`: the broker drops it and walks every node's table.
      const params = new URLSearchParams(url.searchParams);
      params.delete('node');
      const query = parseClientQuery(state, params);
      if ('error' in query) return queryError(query);
      const raw = url.searchParams.get('cursor');
      const from = raw === null ? { nodeIndex: 0, position: SCAN_START } : decodeCursor(raw, state.nodes.length);
      if (!from) return badRequest('bad cursor');
      const page = cursorPage(state, query, limit, from);
      return json({ data: view(page.data, query), meta: page.meta });
    }),

    http.get(`${API}/clients/:clientid`, ({ params }) => {
      const client = findClient(state, param(params.clientid));
      return client ? json(clientView(state, client)) : clientNotFound();
    }),

    http.delete(`${API}/clients/:clientid`, ({ params }) => (removeClient(state, param(params.clientid)) ? noContent() : clientNotFound())),

    // emqx_mgmt_api_clients:set_keepalive/2 (hidden in the document; scripts/openapi/corrections-clients.ts
    // adds it): the schema holds interval to 0..65535 but does not require it; the handler does.
    http.put(`${API}/clients/:clientid/keepalive`, async ({ params, request }) => {
      const body = await readJson(request);
      const interval = isJsonObject(body) ? body.interval : undefined;
      if (typeof interval !== 'number') return badRequest('Interval Not Found');
      const client = findClient(state, param(params.clientid));
      if (!client) return clientNotFound();
      client.keepalive = interval;
      // It answers lookup/1 of the client: the same as GET /clients/{clientid}.
      return json(clientView(state, client));
    }),

    http.post(`${API}/clients/kickout/bulk`, async ({ request }) => {
      const body = await readJson(request);
      if (!Array.isArray(body) || !body.every((id) => typeof id === 'string')) return badRequest('Request body must be an array of client IDs');
      for (const id of body as string[]) removeClient(state, id);
      return noContent();
    }),
  ];
}
