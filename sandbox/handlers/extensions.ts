/**
 * Settings of the broker's extension apps that check more than a config root does: topic rewrite
 * (emqx_rewrite_api), auto subscribe (emqx_auto_subscribe_api), OpenTelemetry (emqx_otel_api) and
 * the Prometheus settings (emqx_prometheus_api setting/2). Each PUT replaces the stored value,
 * as their config handlers do (see ../model/topic-rewrite.ts, auto-subscribe.ts, opentelemetry.ts,
 * prometheus-settings.ts). The same values are read by `GET /configs` (configs.ts).
 */
import { http, type HttpHandler } from 'msw';
import { cloneJson, isJsonObject, mergeJson, type Json, type JsonObject } from '../lib/json';
import { badRequest, emqxError, json, readJson } from '../lib/respond';
import { checkAutoSubscribe, withTopicDefaults } from '../model/auto-subscribe';
import { otelProblem } from '../model/opentelemetry';
import { isRecommendType, prometheusProblem, toRecommendType } from '../model/prometheus-settings';
import { checkRewriteRules, type Refusal } from '../model/topic-rewrite';
import { factoryConfig } from '../seed/configs';
import type { SandboxState } from '../state';
import { API } from './api';

/** The paths served here; configs.ts leaves them alone. */
export const EXTENSION_PATHS = ['/mqtt/topic_rewrite', '/mqtt/auto_subscribe', '/opentelemetry', '/prometheus'];

const refuse = (r: Refusal): Response => emqxError(r.status, r.code, r.message);

const current = (state: SandboxState, path: string): Json => cloneJson(state.configs.get(path) ?? factoryConfig(path));

/** The contract check refuses what breaks the document's shape first; these guard the rest. */
const objectList = (body: unknown): JsonObject[] | undefined => (Array.isArray(body) && body.every(isJsonObject) ? (body as JsonObject[]) : undefined);

export function extensionHandlers(state: SandboxState): HttpHandler[] {
  const store = (path: string, value: Json): Response => {
    state.configs.set(path, value);
    return json(value);
  };
  return [
    ...EXTENSION_PATHS.map((path) => http.get(`${API}${path}`, () => json(current(state, path)))),

    http.put(`${API}/mqtt/topic_rewrite`, async ({ request }) => {
      const body = (await readJson(request)) as Json | undefined;
      const refusal = checkRewriteRules(body);
      // emqx_rewrite:list/0 answers the raw config: the rules as they were put.
      return refusal || body === undefined ? refuse(refusal ?? { status: 500, code: 'INTERNAL_ERROR', message: 'error, badarg, []' }) : store('/mqtt/topic_rewrite', cloneJson(body));
    }),

    http.put(`${API}/mqtt/auto_subscribe`, async ({ request }) => {
      const topics = objectList(await readJson(request));
      if (!topics) return badRequest('Request body must be a JSON array of topics');
      const refusal = checkAutoSubscribe(topics);
      return refusal ? refuse(refusal) : store('/mqtt/auto_subscribe', withTopicDefaults(topics));
    }),

    http.put(`${API}/opentelemetry`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const problem = otelProblem(body);
      if (problem) return badRequest(problem);
      return store('/opentelemetry', mergeJson(factoryConfig('/opentelemetry'), body));
    }),

    http.put(`${API}/prometheus`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const problem = prometheusProblem(body);
      if (problem) return badRequest(problem);
      const setting = isRecommendType(body) ? body : toRecommendType(body);
      return store('/prometheus', mergeJson(factoryConfig('/prometheus'), setting));
    }),
  ];
}
