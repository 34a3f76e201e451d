/** Retained messages: `/mqtt/retainer/messages` and `/mqtt/retainer/message/{topic}` (emqx_retainer_api, built-in database). */
import { http, type HttpHandler } from 'msw';
import { readPaging } from '../lib/paging';
import { json, noContent, notFound } from '../lib/respond';
import { rfc3339 } from '../lib/time';
import { topicMatches } from '../lib/topic';
import type { RetainedRecord } from '../model/types';
import type { SandboxState } from '../state';
import { API, param } from './api';

/** format_detail_message/1 leaves out a payload over ?MAX_PAYLOAD_SIZE (1 MB) bytes. */
const MAX_PAYLOAD_SIZE = 1_048_576;

const summary = (m: RetainedRecord) => ({
  msgid: m.msgid,
  topic: m.topic,
  qos: m.qos,
  publish_at: rfc3339(m.publishAt),
  from_clientid: m.fromClientid,
  from_username: m.fromUsername,
});

/** The size of a base64 payload once decoded. */
const payloadBytes = (base64: string) => Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);

const missing = (): Response => notFound("Viewed message doesn't exist");

/**
 * emqx_retainer_mnesia:page_read/4: every message the topic (a filter: wildcards match) selects,
 * oldest first, then the page. `hasnext` is whether the page was filled, so a page that ends exactly
 * at the last message still says true.
 */
function pageRead(state: SandboxState, filter: string | null, page: number, limit: number) {
  const all = [...state.retained.values()].filter((m) => filter === null || topicMatches(filter, m.topic)).sort((a, b) => a.publishAt - b.publishAt);
  const rows = all.slice((page - 1) * limit, page * limit);
  return { rows, hasnext: rows.length === limit };
}

export function retainerHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/mqtt/retainer/messages`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const filter = url.searchParams.get('topic');
      const { rows, hasnext } = pageRead(state, filter, paging.page, paging.limit);
      // lookup_retained/2: `count` (the table size) only when no topic is given.
      const count = filter === null ? { count: state.retained.size } : {};
      return json({ data: rows.map(summary), meta: { ...count, page: paging.page, limit: paging.limit, hasnext } });
    }),

    http.delete(`${API}/mqtt/retainer/messages`, () => {
      state.retained.clear();
      return noContent();
    }),

    // with_topic/2: the first message the topic selects (the oldest, for a filter).
    http.get(`${API}/mqtt/retainer/message/:topic`, ({ params }) => {
      const [message] = pageRead(state, param(params.topic), 1, 1).rows;
      if (!message) return missing();
      return json(payloadBytes(message.payload) <= MAX_PAYLOAD_SIZE ? { ...summary(message), payload: message.payload } : summary(message));
    }),

    // A filter deletes every message it matches (emqx_retainer_mnesia:delete_message/2).
    http.delete(`${API}/mqtt/retainer/message/:topic`, ({ params }) => {
      const topic = param(params.topic);
      const selected = [...state.retained.values()].filter((m) => topicMatches(topic, m.topic));
      if (selected.length === 0) return missing();
      for (const m of selected) state.retained.delete(m.topic);
      return noContent();
    }),
  ];
}
