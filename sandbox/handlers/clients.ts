/** `/clients`: listing with the broker's filters, details, kick-out. */
import { http, type HttpHandler } from 'msw';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { parseClientQuery } from '../model/client-filter';
import { clientView, pickFields } from '../model/client-view';
import type { SandboxState } from '../state';
import { API, param } from './api';

export const clientNotFound = (): Response => notFound('Client ID not found', 'CLIENTID_NOT_FOUND');

/** Kicking out ends the session: the client and its subscriptions are gone. */
function kick(state: SandboxState, clientid: string): boolean {
  state.subscriptions.delete(clientid);
  return state.clients.delete(clientid);
}

export function clientHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/clients`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const query = parseClientQuery(state, url.searchParams);
      if ('error' in query) return emqxError(query.code === 'NODE_DOWN' ? 500 : 400, query.code, query.error);
      const matching = [...state.clients.values()].filter(query.match);
      const page = paginate(matching, paging, !query.fuzzy);
      return json({ data: page.data.map((c) => pickFields(clientView(state, c), query.fields)), meta: page.meta });
    }),

    http.get(`${API}/clients/:clientid`, ({ params }) => {
      const client = state.clients.get(param(params.clientid));
      return client ? json(clientView(state, client)) : clientNotFound();
    }),

    http.delete(`${API}/clients/:clientid`, ({ params }) => (kick(state, param(params.clientid)) ? noContent() : clientNotFound())),

    http.post(`${API}/clients/kickout/bulk`, async ({ request }) => {
      const body = await readJson(request);
      if (!Array.isArray(body) || !body.every((id) => typeof id === 'string')) return badRequest('Request body must be an array of client IDs');
      for (const id of body as string[]) kick(state, id);
      return noContent();
    }),
  ];
}
