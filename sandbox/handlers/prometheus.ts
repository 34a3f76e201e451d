/**
 * `GET /prometheus/data_integration`: the counters of every rule, action and connector in one
 * answer (see ../model/prometheus.ts). Like emqx_prometheus_api, JSON only when `Accept` is exactly
 * `application/json` (response_type/1), Prometheus' text format otherwise.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { json } from '../lib/respond';
import { collectDataIntegration, dataIntegrationJson, dataIntegrationText, PROMETHEUS_MODES, type PrometheusMode } from '../model/prometheus';
import type { SandboxState } from '../state';
import { API } from './api';

/** An unknown mode falls back to `node`, as mode/1 does (the contract check refuses it first). */
const readMode = (raw: string | null): PrometheusMode => (PROMETHEUS_MODES as readonly string[]).includes(raw ?? '') ? (raw as PrometheusMode) : 'node';

export function prometheusHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/prometheus/data_integration`, ({ request }) => {
      const mode = readMode(new URL(request.url).searchParams.get('mode'));
      const data = collectDataIntegration(state);
      if (request.headers.get('accept') === 'application/json') return json(dataIntegrationJson(data, mode, state.nodes));
      return new HttpResponse(dataIntegrationText(data, mode, state.nodes), { headers: { 'content-type': 'text/plain' } });
    }),
  ];
}
