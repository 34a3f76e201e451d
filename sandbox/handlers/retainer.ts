/** Retained messages: `/mqtt/retainer/messages` and `/mqtt/retainer/message/{topic}`. */
import { http, type HttpHandler } from 'msw';
import { paginate, readPaging } from '../lib/paging';
import { json, noContent, notFound } from '../lib/respond';
import { rfc3339 } from '../lib/time';
import { topicMatches } from '../lib/topic';
import type { RetainedRecord } from '../model/types';
import type { SandboxState } from '../state';
import { API, param } from './api';

const summary = (m: RetainedRecord) => ({
  msgid: m.msgid,
  topic: m.topic,
  qos: m.qos,
  publish_at: rfc3339(m.publishAt),
  from_clientid: m.fromClientid,
  from_username: m.fromUsername,
});

const missing = (): Response => notFound("Viewed message doesn't exist");

export function retainerHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/mqtt/retainer/messages`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      // `topic` is a filter: wildcards select every retained topic they match.
      const filter = url.searchParams.get('topic');
      const rows = [...state.retained.values()].filter((m) => !filter || topicMatches(filter, m.topic)).map(summary);
      return json(paginate(rows, paging, !filter));
    }),

    http.delete(`${API}/mqtt/retainer/messages`, () => {
      state.retained.clear();
      return noContent();
    }),

    http.get(`${API}/mqtt/retainer/message/:topic`, ({ params }) => {
      const message = state.retained.get(param(params.topic));
      return message ? json({ ...summary(message), payload: message.payload }) : missing();
    }),

    http.delete(`${API}/mqtt/retainer/message/:topic`, ({ params }) => (state.retained.delete(param(params.topic)) ? noContent() : missing())),
  ];
}
