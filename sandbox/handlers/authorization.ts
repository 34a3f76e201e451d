/**
 * The authorization chain (`/authorization…`): sources in order (create, read, update with masked
 * secrets kept, delete, move or reorder all at once, status and metrics per node), the settings, and the cache.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject, type JsonObject } from '../lib/json';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { keepMaskedSecrets, maskSecrets } from '../model/authn';
import { moveAuthzSource, sourceType, type AuthzSourceRecord } from '../model/authz';
import { clearAuthzCache } from '../model/authz-cache';
import { applyOrder } from '../model/chain-order';
import type { SandboxState } from '../state';
import { API, param } from './api';

const find = (state: SandboxState, type: string): AuthzSourceRecord | undefined => state.authz.sources.find((s) => sourceType(s.config) === type);

/** emqx_authz_api_sources:with_source: every operation on a source not in the chain. */
const missing = (type: string) => notFound(`Not found: ${type}`);

/** Only sources that talk to a server hold connections; a disabled one has none. */
const EMBEDDED = new Set(['file', 'built_in_database']);

function statusView(state: SandboxState, record: AuthzSourceRecord) {
  const enabled = record.config.enable !== false;
  const status = !EMBEDDED.has(sourceType(record.config)) && !enabled ? 'disconnected' : 'connected';
  const nodeMetrics = state.nodes.map((node) => {
    const c = record.counters.get(node.name) ?? { allow: 0, deny: 0, nomatch: 0 };
    const total = c.allow + c.deny + c.nomatch;
    const rate = enabled && total > 0 ? Math.round((total / 86_400) * 100) / 100 : 0;
    return { node: node.name, metrics: { total, allow: c.allow, deny: c.deny, nomatch: c.nomatch, ignore: 0, rate, rate_last5m: rate, rate_max: Math.round(rate * 180) / 100 } };
  });
  const keys = ['total', 'allow', 'deny', 'nomatch', 'ignore', 'rate', 'rate_last5m', 'rate_max'] as const;
  const metrics = Object.fromEntries(keys.map((k) => [k, Math.round(nodeMetrics.reduce((acc, n) => acc + n.metrics[k], 0) * 100) / 100]));
  const resource = { matched: metrics.total, success: metrics.allow, failed: metrics.deny, rate: metrics.rate, rate_last5m: metrics.rate_last5m, rate_max: metrics.rate_max };
  return {
    status,
    metrics,
    resource_metrics: resource,
    node_status: state.nodes.map((node) => ({ node: node.name, status })),
    node_metrics: nodeMetrics,
    node_resource_metrics: nodeMetrics.map((n) => ({ node: n.node, metrics: { matched: n.metrics.total, success: n.metrics.allow, failed: n.metrics.deny, rate: n.metrics.rate, rate_last5m: n.metrics.rate_last5m, rate_max: n.metrics.rate_max } })),
    node_error: [],
  };
}

function withDefaults(body: JsonObject): JsonObject {
  const out: JsonObject = { enable: true, ...body };
  if (out.type === 'built_in_database') out.max_rules ??= 100;
  return out;
}

export function authorizationHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/authorization/sources`, () => json({ sources: state.authz.sources.map((s) => maskSecrets(s.config)) })),

    http.post(`${API}/authorization/sources`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.type !== 'string') return badRequest('Request body must be a source with a type');
      // emqx_authz:check_dup_types throws, and the API prints the reason as an Erlang term.
      if (find(state, body.type)) return emqxError(400, 'BAD_REQUEST', `{duplicated_authz_source_type,${body.type}}`);
      // sources(post) is ?CMD_PREPEND: a new source goes first in the chain.
      state.authz.sources.unshift({ config: withDefaults(body), counters: new Map() });
      return noContent();
    }),

    // Before the `:type` routes, which would take `order` for a source type.
    http.put(`${API}/authorization/sources/order`, async ({ request }) => {
      const body = await readJson(request);
      if (!Array.isArray(body) || !body.every((item) => isJsonObject(item) && typeof item.type === 'string')) return badRequest('The order must be a list of { type }');
      const types = state.authz.sources.map((s) => sourceType(s.config));
      const order = applyOrder(types, body.map((item) => String((item as JsonObject).type)), 'authorization sources');
      if (!Array.isArray(order)) return badRequest(order.error);
      state.authz.sources = order.map((type) => state.authz.sources[types.indexOf(type)]!);
      return noContent();
    }),

    http.get(`${API}/authorization/sources/:type`, ({ params }) => {
      const record = find(state, param(params.type));
      return record ? json(maskSecrets(record.config)) : missing(param(params.type));
    }),

    http.put(`${API}/authorization/sources/:type`, async ({ params, request }) => {
      const type = param(params.type);
      const record = find(state, type);
      if (!record) return missing(type);
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      if (body.type !== type) return badRequest('Type mismatch');
      record.config = keepMaskedSecrets(body, record.config);
      return noContent();
    }),

    http.delete(`${API}/authorization/sources/:type`, ({ params }) => {
      const type = param(params.type);
      const index = state.authz.sources.findIndex((s) => sourceType(s.config) === type);
      if (index < 0) return missing(type);
      state.authz.sources.splice(index, 1);
      return noContent();
    }),

    http.get(`${API}/authorization/sources/:type/status`, ({ params }) => {
      const record = find(state, param(params.type));
      return record ? json(statusView(state, record)) : missing(param(params.type));
    }),

    http.post(`${API}/authorization/sources/:type/move`, async ({ params, request }) => {
      const type = param(params.type);
      if (!find(state, type)) return missing(type);
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.position !== 'string') return badRequest('position is required');
      const types = state.authz.sources.map((s) => sourceType(s.config));
      const order = moveAuthzSource(types, type, body.position);
      if (!Array.isArray(order)) return badRequest(order.error);
      state.authz.sources = order.map((type) => state.authz.sources[types.indexOf(type)]!);
      return noContent();
    }),

    http.get(`${API}/authorization/settings`, () => json(state.authz.settings)),

    http.put(`${API}/authorization/settings`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      state.authz.settings = body;
      return json(state.authz.settings);
    }),

    http.delete(`${API}/authorization/cache`, () => {
      clearAuthzCache(state);
      return noContent();
    }),
  ];
}
