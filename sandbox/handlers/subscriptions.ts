/**
 * A client's subscriptions (`/clients/{clientid}/subscribe…`), the cluster's subscription table
 * (`/subscriptions`) and its routes (`/topics`).
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { isValidFilter, isValidName, splitShare, topicMatches } from '../lib/topic';
import { subscriptionView, type SubscriptionJson } from '../model/client-view';
import { routes } from '../model/gauges';
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
  const list = state.subscriptions.get(clientid) ?? [];
  const existing = list.findIndex((s) => s.topic === sub.topic);
  if (existing >= 0) list[existing] = sub;
  else list.push(sub);
  state.subscriptions.set(clientid, list);
}

function unsubscribe(state: SandboxState, clientid: string, topic: string): void {
  const list = state.subscriptions.get(clientid);
  if (list) state.subscriptions.set(clientid, list.filter((s) => s.topic !== topic));
}

function allSubscriptions(state: SandboxState): SubscriptionJson[] {
  const out: SubscriptionJson[] = [];
  for (const client of state.clients.values()) for (const s of state.subscriptions.get(client.clientid) ?? []) out.push(subscriptionView(client, s));
  return out;
}

export function subscriptionHandlers(state: SandboxState): HttpHandler[] {
  const withClient = (clientid: string) => state.clients.get(clientid);
  return [
    http.get(`${API}/clients/:clientid/subscriptions`, ({ params }) => {
      const client = withClient(param(params.clientid));
      if (!client) return clientNotFound();
      return json((state.subscriptions.get(client.clientid) ?? []).map((s) => subscriptionView(client, s)));
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
      const rows = allSubscriptions(state).filter((s) => filters.every((f) => f(s)));
      return json(paginate(rows, paging, !matchTopic));
    }),

    http.get(`${API}/topics`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const topic = url.searchParams.get('topic');
      const node = url.searchParams.get('node');
      const rows = routes(state).filter((r) => (!topic || r.topic === topic || topicMatches(r.topic, topic)) && (!node || r.node === node));
      return json(paginate(rows, paging));
    }),

    http.get(`${API}/topics/:topic`, ({ params }) => {
      const topic = param(params.topic);
      const rows = routes(state).filter((r) => r.topic === topic);
      return rows.length ? json(rows) : notFound('Topic not found', 'TOPIC_NOT_FOUND');
    }),
  ];
}
