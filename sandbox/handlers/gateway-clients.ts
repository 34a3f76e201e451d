/**
 * `/gateways/{name}/clients…`: the clients of a loaded gateway (none while it is stopped), with the
 * broker's filters and paging, kick-out and subscriptions. The LwM2M and CoAP device operations
 * (read, write, observe, request, lookup) stay on the generated handlers.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, json, noContent, readJson } from '../lib/respond';
import { parseGatewayClientQuery } from '../model/gateway-client-filter';
import { gatewayClientView, subscriptionView } from '../model/gateway-view';
import type { GatewayClientRecord, GatewayRecord, GatewaySubscription } from '../model/gateways';
import type { SandboxState } from '../state';
import { API, param } from './api';
import { gatewayNotFound, withGateway } from './gateways';

const clientNotFound = (): Response => gatewayNotFound('Client not found');

const bit = (value: unknown): 0 | 1 => (value === 1 || value === true ? 1 : 0);

function readSubscription(body: unknown, isStomp: boolean): GatewaySubscription | string {
  if (!isJsonObject(body)) return 'Request body must be a JSON object';
  if (typeof body.topic !== 'string' || body.topic === '') return 'Miss topic property';
  const qos = body.qos ?? 0;
  if (qos !== 0 && qos !== 1 && qos !== 2) return 'qos must be 0, 1 or 2';
  const rh = body.rh ?? 0;
  const sub: GatewaySubscription = { topic: body.topic, qos, nl: bit(body.nl), rap: bit(body.rap), rh: rh === 1 || rh === 2 ? rh : 0 };
  const subid = isJsonObject(body.sub_props) ? body.sub_props.subid : undefined;
  // A STOMP client tells its subscriptions apart by id: the broker refuses one without.
  if (isStomp && (typeof subid !== 'string' || subid === '')) return 'no_subid';
  if (typeof subid === 'string') sub.subid = subid;
  return sub;
}

export function gatewayClientHandlers(state: SandboxState): HttpHandler[] {
  const withClient = (params: Record<string, string | readonly string[] | undefined>, run: (gw: GatewayRecord, client: GatewayClientRecord, name: string) => Response | Promise<Response>) =>
    withGateway(state, param(params.name), (name, gw) => {
      const client = gw.clients.get(param(params.clientid));
      return client ? run(gw, client, name) : clientNotFound();
    });

  return [
    http.get(`${API}/gateways/:name/clients`, ({ params, request }) =>
      withGateway(state, param(params.name), (name, gw) => {
        const url = new URL(request.url);
        const paging = readPaging(url);
        if (paging instanceof Response) return paging;
        const query = parseGatewayClientQuery(state, url.searchParams);
        if ('error' in query) return badRequest(query.error);
        const page = paginate([...gw.clients.values()].filter(query.match), paging, !query.fuzzy);
        return json({ data: page.data.map((c) => gatewayClientView(state, name, gw, c)), meta: page.meta });
      }),
    ),

    http.get(`${API}/gateways/:name/clients/:clientid`, ({ params }) =>
      withGateway(state, param(params.name), (name, gw) => {
        const client = gw.clients.get(param(params.clientid));
        return client ? json(gatewayClientView(state, name, gw, client)) : clientNotFound();
      }),
    ),

    // Kicked out for good: the session ends with the connection, and the device is not expected back.
    http.delete(`${API}/gateways/:name/clients/:clientid`, ({ params }) =>
      withClient(params, (gw, client) => {
        gw.clients.delete(client.clientid);
        return noContent();
      }),
    ),

    http.get(`${API}/gateways/:name/clients/:clientid/subscriptions`, ({ params }) => withClient(params, (_, client) => json(client.subscriptions.map(subscriptionView)))),

    http.post(`${API}/gateways/:name/clients/:clientid/subscriptions`, async ({ params, request }) => {
      const body = await readJson(request);
      return withClient(params, (_, client, name) => {
        const sub = readSubscription(body, name === 'stomp');
        if (typeof sub === 'string') return badRequest(sub);
        if (sub.subid !== undefined && client.subscriptions.some((s) => s.subid === sub.subid && s.topic !== sub.topic)) return badRequest('subscription_id_inused');
        client.subscriptions = [...client.subscriptions.filter((s) => s.topic !== sub.topic), sub];
        return json(subscriptionView(sub), 201);
      });
    }),

    http.delete(`${API}/gateways/:name/clients/:clientid/subscriptions/:topic`, ({ params }) =>
      withClient(params, (_, client) => {
        const topic = param(params.topic);
        client.subscriptions = client.subscriptions.filter((s) => s.topic !== topic);
        return noContent();
      }),
    ),
  ];
}
