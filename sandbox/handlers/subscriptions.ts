/**
 * A client's subscriptions (`/clients/{clientid}/subscribe…`), the cluster's subscription table
 * (`/subscriptions`) and its routes (`/topics`).
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { readPaging } from '../lib/paging';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { isValidFilter, splitShare, topicMatches } from '../lib/topic';
import { subscriptionView, type SubscriptionJson } from '../model/client-view';
import { routeCount, routeFilter, routeTable, routeView } from '../model/topics';
import { findClient, scanSubscriptions, setSubscriptions, subscriptionCount, subscriptionsOf } from '../model/client-store';
import type { SubscriptionRecord } from '../model/types';
import type { SandboxState } from '../state';
import { API, param } from './api';
import { clientNotFound } from './clients';

/** A subscribe request item as the schema reads it (topic required, qos 0..2, defaults 0), echoed back by the broker. */
interface SubscribeRequest {
  topic: string;
  qos: number;
  nl: number;
  rap: number;
  rh: number;
}

const readSubscribe = (item: unknown): SubscribeRequest | undefined => {
  if (!isJsonObject(item) || typeof item.topic !== 'string') return undefined;
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : 0);
  return { topic: item.topic, qos: int(item.qos), nl: int(item.nl), rap: int(item.rap), rh: int(item.rh) };
};

/**
 * emqx_mgmt_api_clients:do_subscribe/3: emqx_topic:parse/2 refuses a shared filter with `nl: 1`
 * (invalid_subopts_nl) and a malformed `$share/`, `$queue/` or `$exclusive/` filter (raised as
 * invalid_topic_filter, reported with ~p). Anything else is handed to the client's channel, which the
 * API does not wait for: the answer is the request echoed back, and the channel then subscribes
 * only to a filter MQTT allows.
 */
function parseFailure(req: SubscribeRequest): string | undefined {
  const kind = parsedFilter(req.topic);
  if (kind === 'invalid') return `{invalid_topic_filter,<<"${req.topic}">>}`;
  return kind === 'shared' && req.nl === 1 ? 'invalid_subopts_nl' : undefined;
}

const asRecord = (req: SubscribeRequest): SubscriptionRecord | undefined =>
  isValidFilter(req.topic) && req.qos >= 0 && req.qos <= 2 && (req.nl === 0 || req.nl === 1) && (req.rap === 0 || req.rap === 1) && req.rh >= 0 && req.rh <= 2
    ? { topic: req.topic, qos: req.qos as 0 | 1 | 2, nl: req.nl as 0 | 1, rap: req.rap as 0 | 1, rh: req.rh as 0 | 1 | 2 }
    : undefined;

/** The answer of a subscribe: the options as asked, with node and clientid (no `durable`, unlike a listed subscription). */
const echo = (client: { node: string; clientid: string }, req: SubscribeRequest) => ({ ...req, node: client.node, clientid: client.clientid });

function subscribe(state: SandboxState, clientid: string, sub: SubscriptionRecord): void {
  const list = [...subscriptionsOf(state, clientid)];
  const existing = list.findIndex((s) => s.topic === sub.topic);
  if (existing >= 0) list[existing] = sub;
  else list.push(sub);
  setSubscriptions(state, clientid, list);
}

function unsubscribe(state: SandboxState, clientid: string, topic: string): void {
  setSubscriptions(state, clientid, subscriptionsOf(state, clientid).filter((s) => s.topic !== topic));
}

/** One page of what `scan` yields that passes every filter; `count` needs the whole scan (or `total`, unfiltered). */
function pageOf<T>(scan: Iterable<T>, filters: ((row: T) => boolean)[], paging: { page: number; limit: number }, withCount: boolean, total: () => number) {
  const skip = (paging.page - 1) * paging.limit;
  const data: T[] = [];
  let seen = 0;
  let hasnext = false;
  for (const row of scan) {
    if (!filters.every((f) => f(row))) continue;
    if (seen >= skip + paging.limit) {
      hasnext = true;
      // Unfiltered, the count is known without walking on.
      if (!withCount || filters.length === 0) break;
    } else if (seen >= skip) data.push(row);
    seen++;
  }
  const count = !withCount ? undefined : filters.length === 0 ? total() : seen;
  return { data, meta: { page: paging.page, limit: paging.limit, hasnext, ...(count === undefined ? {} : { count }) } };
}

/**
 * emqx_topic:parse/1 of a filter: `$share/g/t` and `$queue/t` are shared, `$share/g` (no topic), a group
 * with a wildcard, `$exclusive/` alone and a shared filter nested in another raise invalid_topic_filter.
 */
function parsedFilter(filter: string): 'plain' | 'shared' | 'invalid' {
  if (filter.startsWith('$exclusive/')) return filter === '$exclusive/' ? 'invalid' : 'plain';
  let real: string;
  if (filter.startsWith('$queue/')) real = filter.slice('$queue/'.length);
  else if (filter.startsWith('$share/')) {
    const rest = filter.slice('$share/'.length);
    const cut = rest.indexOf('/');
    if (cut < 0 || /[+#]/.test(rest.slice(0, cut))) return 'invalid';
    real = rest.slice(cut + 1);
  } else return 'plain';
  return real.startsWith('$queue/') || real.startsWith('$share/') ? 'invalid' : 'shared';
}

/**
 * eval_topic_query/3 and format_response_meta/3: the route stream is read `limit` rows at a time up to
 * the page's end. When it runs out first the query is complete: no next page, and `count` is every
 * row read. Otherwise (a page that ends exactly at the last row too) `hasnext` is true and `count` is
 * the route table's size when nothing is filtered, absent when something is.
 */
function topicsPage<T>(scan: Iterable<T>, filters: ((row: T) => boolean)[], paging: { page: number; limit: number }, total: () => number) {
  const skip = (paging.page - 1) * paging.limit;
  const end = paging.page * paging.limit;
  const data: T[] = [];
  let seen = 0;
  for (const row of scan) {
    if (!filters.every((f) => f(row))) continue;
    if (seen >= skip) data.push(row);
    if (++seen >= end) break;
  }
  const complete = seen < end;
  const count = complete ? seen : filters.length === 0 ? total() : undefined;
  return { data, meta: { page: paging.page, limit: paging.limit, hasnext: !complete, ...(count === undefined ? {} : { count }) } };
}

export function subscriptionHandlers(state: SandboxState): HttpHandler[] {
  const withClient = (clientid: string) => findClient(state, clientid);
  return [
    http.get(`${API}/clients/:clientid/subscriptions`, ({ params }) => {
      const client = withClient(param(params.clientid));
      if (!client) return clientNotFound();
      return json(subscriptionsOf(state, client.clientid).map((s) => subscriptionView(client, s)));
    }),

    http.post(`${API}/clients/:clientid/subscribe`, async ({ params, request }) => {
      const req = readSubscribe(await readJson(request));
      if (!req) return badRequest('topic is required');
      // The filter is parsed before the client is looked for.
      const failure = parseFailure(req);
      if (failure === 'invalid_subopts_nl') return badRequest('Invalid Subscribe options: `no_local` not allowed for shared-sub. See [MQTT-3.8.3-4]', 'INVALID_PARAMETER');
      if (failure) return emqxError(500, 'UNKNOWN_ERROR', failure);
      const client = withClient(param(params.clientid));
      if (!client) return clientNotFound();
      const sub = asRecord(req);
      if (sub) subscribe(state, client.clientid, sub);
      return json(echo(client, req));
    }),

    // subscribe_batch/1 through emqx_mgmt_util:batch_operation/3: the echoes when all succeed, else
    // {succeed, failed}, each failure with the arguments it was tried with and the reason (~p).
    http.post(`${API}/clients/:clientid/subscribe/bulk`, async ({ params, request }) => {
      const client = withClient(param(params.clientid));
      if (!client) return clientNotFound();
      const body = await readJson(request);
      if (!Array.isArray(body)) return badRequest('Request body must be an array');
      const reqs = body.map(readSubscribe);
      if (reqs.some((r) => r === undefined)) return badRequest('topic is required');
      const succeed: ReturnType<typeof echo>[] = [];
      const failed: { data: unknown[]; reason: string }[] = [];
      for (const req of reqs as SubscribeRequest[]) {
        const failure = parseFailure(req);
        if (failure) {
          failed.push({ data: [client.clientid, req.topic, { qos: req.qos, nl: req.nl, rap: req.rap, rh: req.rh }], reason: failure });
          continue;
        }
        const sub = asRecord(req);
        if (sub) subscribe(state, client.clientid, sub);
        succeed.push(echo(client, req));
      }
      return json(failed.length ? { succeed, failed } : succeed);
    }),

    http.post(`${API}/clients/:clientid/unsubscribe`, async ({ params, request }) => {
      const client = withClient(param(params.clientid));
      if (!client) return clientNotFound();
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.topic !== 'string' || !body.topic) return badRequest('topic is required');
      unsubscribe(state, client.clientid, body.topic);
      return noContent();
    }),

    http.post(`${API}/clients/:clientid/unsubscribe/bulk`, async ({ params, request }) => {
      const client = withClient(param(params.clientid));
      if (!client) return clientNotFound();
      const body = await readJson(request);
      if (!Array.isArray(body) || !body.every((i) => isJsonObject(i) && typeof i.topic === 'string')) return badRequest('Request body must be an array of {topic}');
      for (const item of body as { topic: string }[]) unsubscribe(state, client.clientid, item.topic);
      return noContent();
    }),

    // The document types this as a bare array; the broker returns { data, meta } (see README.md).
    http.get(`${API}/subscriptions`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const q = url.searchParams;
      // check_match_topic/1 runs first: emqx_topic:parse/1 must give a plain filter.
      const matchTopic = q.get('match_topic');
      if (matchTopic !== null && parsedFilter(matchTopic) !== 'plain') return badRequest('match_topic_invalid', 'INVALID_PARAMETER');
      const node = q.get('node');
      // do_subscriptions_query_mem/1: a node name that is no atom yet is {badrpc, <<"invalid node">>}, printed with ~p.
      if (node && !state.nodes.some((n) => n.name === node)) return emqxError(500, 'NODE_DOWN', `bad rpc call <<"${node}">>, Reason <<"invalid node">>`);
      const qos = q.get('qos');
      const durable = q.get('durable');
      const filters: ((s: SubscriptionJson) => boolean)[] = [];
      if (node) filters.push((s) => s.node === node);
      const clientid = q.get('clientid');
      if (clientid) filters.push((s) => s.clientid === clientid);
      const group = q.get('share_group');
      const topic = q.get('topic');
      // The match spec's topic is the filter a subscription was made with: a shared one's only with share_group.
      if (topic) filters.push((s) => (group ? splitShare(s.topic).filter : s.topic) === topic);
      if (qos) filters.push((s) => String(s.qos) === qos);
      if (group) filters.push((s) => splitShare(s.topic).group === group);
      // run_fuzzy_filter/2: emqx_topic:match(SubscribedTopic, MatchTopic), the subscription read as a name.
      if (matchTopic) filters.push((s) => topicMatches(matchTopic, splitShare(s.topic).filter));
      if (durable) filters.push((s) => String(s.durable) === durable);
      // A client's own subscriptions are a lookup; the node filter scans that node's table only.
      const owner = clientid ? findClient(state, clientid) : undefined;
      const scan = clientid ? (owner ? subscriptionsOf(state, clientid).map((s) => subscriptionView(owner, s)) : []) : scanSubscriptions(state, node || undefined);
      return json(pageOf(scan, filters, paging, !matchTopic, () => subscriptionCount(state)));
    }),

    // emqx_mgmt_api_topics:do_list/1: routes whose topic is exactly `topic` (a shared one's real
    // topic to its group), on `node` when given, paged as a stream (topicsPage).
    http.get(`${API}/topics`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const topic = url.searchParams.get('topic');
      const node = url.searchParams.get('node');
      // The code is spelled INVALID_PARAMTER in 5.8.1.
      if (topic !== null && parsedFilter(topic) === 'invalid') return badRequest('topic_filter_invalid', 'INVALID_PARAMTER');
      const page = topicsPage(routeTable(state), topic === null && node === null ? [] : [routeFilter(topic, node)], paging, () => routeCount(state));
      return json({ data: page.data.map(routeView), meta: page.meta });
    }),

    // lookup/1: emqx_router:lookup_routes/1, every route of exactly this topic (shared ones shown with their group).
    http.get(`${API}/topics/:topic`, ({ params }) => {
      const topic = param(params.topic);
      const rows = [...routeTable(state)].filter((r) => r.topic === topic).map(routeView);
      return rows.length ? json(rows) : notFound('Topic not found', 'TOPIC_NOT_FOUND');
    }),
  ];
}
