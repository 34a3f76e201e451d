/**
 * Topic metrics (`/mqtt/topic_metrics`, `/mqtt/topic_metrics/{topic}`): register a topic, read its
 * counts, reset one or all, deregister. Refusals as the broker words them: an empty topic, a
 * wildcard, a topic already registered (400 `BAD_TOPIC`), more than 512 topics (409 `EXCEED_LIMIT`).
 * Registering and resetting answer 200 with the metrics, as emqx_topic_metrics_api's
 * get_cluster_response/1 does (the document says 204): one topic's object, or every topic's list.
 */
import { http, type HttpHandler } from 'msw';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { isWildcardTopic, MAX_TOPICS, registerTopic, resetTopic, topicMetricsViews } from '../model/topic-metrics';
import type { SandboxState } from '../state';
import { API, param } from './api';

const topicNotFound = (): Response => notFound('Topic not found', 'TOPIC_NOT_FOUND');

const topicOf = (body: unknown): unknown => (typeof body === 'object' && body !== null && 'topic' in body ? body.topic : undefined);

export function topicMetricHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/mqtt/topic_metrics`, () => json(topicMetricsViews(state))),

    http.post(`${API}/mqtt/topic_metrics`, async ({ request }) => {
      const topic = topicOf(await readJson(request));
      if (typeof topic !== 'string') return badRequest('topic is required');
      if (topic === '') return badRequest('Topic can not be empty');
      if (state.topicMetrics.has(topic)) return badRequest('Topic already registered', 'BAD_TOPIC');
      if (isWildcardTopic(topic)) return badRequest('Wildcard topic is not supported', 'BAD_TOPIC');
      if (state.topicMetrics.size >= MAX_TOPICS) return emqxError(409, 'EXCEED_LIMIT', `Max topic metrics count is ${MAX_TOPICS}`);
      registerTopic(state, topic);
      return json(topicMetricsViews(state, topic)[0]);
    }),

    http.put(`${API}/mqtt/topic_metrics`, async ({ request }) => {
      const body = await readJson(request);
      if (typeof body !== 'object' || body === null || !('action' in body) || body.action !== 'reset') return badRequest('action must be reset');
      const topic = topicOf(body);
      if (topic === undefined) {
        for (const record of state.topicMetrics.values()) resetTopic(state, record);
        return json(topicMetricsViews(state));
      }
      const record = typeof topic === 'string' ? state.topicMetrics.get(topic) : undefined;
      if (!record) return topicNotFound();
      resetTopic(state, record);
      return json(topicMetricsViews(state, record.topic)[0]);
    }),

    http.get(`${API}/mqtt/topic_metrics/:topic`, ({ params }) => {
      const [view] = topicMetricsViews(state, param(params.topic));
      return view ? json(view) : topicNotFound();
    }),

    http.delete(`${API}/mqtt/topic_metrics/:topic`, ({ params }) => {
      if (!state.topicMetrics.delete(param(params.topic))) return topicNotFound();
      return noContent();
    }),
  ];
}
