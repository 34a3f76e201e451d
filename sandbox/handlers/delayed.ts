/** Delayed messages: `/mqtt/delayed/messages` and `/mqtt/delayed/messages/{node}/{msgid}`. */
import { http, type HttpHandler } from 'msw';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, json, noContent, notFound } from '../lib/respond';
import { rfc3339 } from '../lib/time';
import { expectedAt, type DelayedRecord } from '../seed/delayed';
import { findNode, type SandboxState } from '../state';
import { API, param } from './api';

const format = (m: DelayedRecord, now: number) => ({
  msgid: m.msgid,
  node: m.node,
  publish_at: rfc3339(m.publishAt),
  delayed_interval: m.interval,
  delayed_remaining: Math.max(0, Math.ceil((expectedAt(m) - now) / 1000)),
  expected_at: rfc3339(expectedAt(m)),
  topic: m.topic,
  qos: m.qos,
  from_clientid: m.fromClientid,
  from_username: m.fromUsername,
});

/** Messages whose time has come were published and left the broker's table. */
function waiting(state: SandboxState): DelayedRecord[] {
  const now = state.now();
  state.delayed = state.delayed.filter((m) => expectedAt(m) > now);
  // The broker's table is ordered by due time.
  return [...state.delayed].sort((a, b) => expectedAt(a) - expectedAt(b));
}

/** The message a path names, or the broker's 400/404 answer. */
function find(state: SandboxState, params: Record<string, string | readonly string[] | undefined>): DelayedRecord | Response {
  const node = param(params.node);
  const msgid = param(params.msgid);
  if (!findNode(state, node)) return badRequest('Invalid node', 'INVALID_NODE');
  if (!/^\d+$/.test(msgid)) return badRequest('Bad Message ID format', 'MESSAGE_ID_SCHEMA_ERROR');
  const message = waiting(state).find((m) => m.node === node && m.msgid === Number(msgid));
  return message ?? notFound('Message ID not found', 'MESSAGE_ID_NOT_FOUND');
}

export function delayedHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/mqtt/delayed/messages`, ({ request }) => {
      const paging = readPaging(new URL(request.url));
      if (paging instanceof Response) return paging;
      const now = state.now();
      const { data, meta } = paginate(
        waiting(state).map((m) => ({ ...format(m, now), payload: m.payload })),
        paging,
      );
      // This listing's meta has no `hasnext`: the broker leaves it to page × limit against count.
      return json({ data, meta: { page: meta.page, limit: meta.limit, count: meta.count } });
    }),

    http.get(`${API}/mqtt/delayed/messages/:node/:msgid`, ({ params }) => {
      const message = find(state, params);
      return message instanceof Response ? message : json(format(message, state.now()));
    }),

    http.delete(`${API}/mqtt/delayed/messages/:node/:msgid`, ({ params }) => {
      const message = find(state, params);
      if (message instanceof Response) return message;
      state.delayed = state.delayed.filter((m) => m !== message);
      return noContent();
    }),
  ];
}
