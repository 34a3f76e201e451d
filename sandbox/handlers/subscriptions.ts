/**
 * A client's subscriptions (`/clients/{clientid}/subscribe…`), the cluster's subscription table
 * (`/subscriptions`) and its routes (`/topics`).
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { readPaging } from '../lib/paging';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { isValidFilter, isValidName, splitShare, topicMatches } from '../lib/topic';
import { subscriptionView, type SubscriptionJson } from '../model/client-view';
import { routes } from '../model/gauges';
import { findClient, scanSubscriptions, setSubscriptions, subscriptionCount, subscriptionsOf } from '../model/client-store';
import type { SubscriptionRecord } from '../model/types';
import type { SandboxState } from '../state';
import { API, param } from './api';
import { clientNotFound } from './clients';

const bit = (v: unknown, max: number, fallback: number): number | undefined => {
  if (v === undefined) return fallback;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max ? v : undefined;
};

/** A subscribe request body item, or the reason it is invalid. */
function readSubscribe(item: unknown): SubscriptionRecord | string {
  if (!isJsonObject(item) || typeof item.topic !== 'string') return 'topic is required';
  if (!isValidFilter(item.topic)) return `Invalid topic filter: ${item.topic}`;
  const qos = bit(item.qos, 2, 0);
  const nl = bit(item.nl, 1, 0);
  const rap = bit(item.rap, 1, 0);
  const rh = bit(item.rh, 2, 0);
  if (qos === undefined || nl === undefined || rap === undefined || rh === undefined) return 'qos must be 0..2, nl and rap 0..1, rh 0..2';
  return { topic: item.topic, qos: qos as 0 | 1 | 2, nl: nl as 0 | 1, rap: rap as 0 | 1, rh: rh as 0 | 1 | 2 };
}

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

function* allRoutes(state: SandboxState): Generator<{ topic: string; node: string }> {
  yield* routes(state);
  const population = state.population;
  for (let r = 0; r < (population?.routeCount ?? 0); r++) yield population!.routeAt(r);
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
      const client = withClient(param(params.clientid));
      if (!client) return clientNotFound();
      const sub = readSubscribe(await readJson(request));
      if (typeof sub === 'string') return badRequest(sub);
      subscribe(state, client.clientid, sub);
      return json(subscriptionView(client, sub));
    }),

    http.post(`${API}/clients/:clientid/subscribe/bulk`, async ({ params, request }) => {
      const client = withClient(param(params.clientid));
      if (!client) return clientNotFound();
      const body = await readJson(request);
      if (!Array.isArray(body)) return badRequest('Request body must be an array');
      const subs = body.map(readSubscribe);
      const problem = subs.find((s): s is string => typeof s === 'string');
      if (problem !== undefined) return badRequest(problem);
      const valid = subs as SubscriptionRecord[];
      for (const sub of valid) subscribe(state, client.clientid, sub);
      return json(valid.map((s) => subscriptionView(client, s)));
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
      const node = q.get('node');
      if (node && !state.nodes.some((n) => n.name === node)) return emqxError(500, 'NODE_DOWN', `bad rpc call ${node}, Reason invalid node`);
      const matchTopic = q.get('match_topic');
      if (matchTopic && !isValidName(matchTopic)) return badRequest('match_topic_invalid', 'INVALID_PARAMETER');
      const qos = q.get('qos');
      const durable = q.get('durable');
      const filters: ((s: SubscriptionJson) => boolean)[] = [];
      if (node) filters.push((s) => s.node === node);
      const clientid = q.get('clientid');
      if (clientid) filters.push((s) => s.clientid === clientid);
      const topic = q.get('topic');
      if (topic) filters.push((s) => s.topic === topic);
      if (qos) filters.push((s) => String(s.qos) === qos);
      const group = q.get('share_group');
      if (group) filters.push((s) => splitShare(s.topic).group === group);
      if (matchTopic) filters.push((s) => topicMatches(s.topic, matchTopic));
      if (durable) filters.push((s) => String(s.durable) === durable);
      // A client's own subscriptions are a lookup; the node filter scans that node's table only.
      const owner = clientid ? findClient(state, clientid) : undefined;
      const scan = clientid ? (owner ? subscriptionsOf(state, clientid).map((s) => subscriptionView(owner, s)) : []) : scanSubscriptions(state, node || undefined);
      return json(pageOf(scan, filters, paging, !matchTopic, () => subscriptionCount(state)));
    }),

    http.get(`${API}/topics`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const topic = url.searchParams.get('topic');
      const node = url.searchParams.get('node');
      const filters: ((r: { topic: string; node: string }) => boolean)[] = [];
      if (topic) filters.push((r) => r.topic === topic || topicMatches(r.topic, topic));
      if (node) filters.push((r) => r.node === node);
      return json(pageOf(allRoutes(state), filters, paging, true, () => routes(state).length + (state.population?.routeCount ?? 0)));
    }),

    http.get(`${API}/topics/:topic`, ({ params }) => {
      const topic = param(params.topic);
      const rows = [...allRoutes(state)].filter((r) => r.topic === topic);
      return rows.length ? json(rows) : notFound('Topic not found', 'TOPIC_NOT_FOUND');
    }),
  ];
}
