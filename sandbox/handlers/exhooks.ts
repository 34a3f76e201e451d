/**
 * ExHook servers (`/exhooks…`): listed in calling order, created (the spec's name rule of docs/product-spec.md §5, a taken name
 * refused as the broker does), edited with masked secrets kept, enabled and disabled, moved and
 * deleted. A server made or re-pointed through the API is really connected to when it starts, and
 * one still reconnecting is tried again once its auto-reconnect interval has passed.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject, type JsonObject } from '../lib/json';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { keepMaskedSecrets, maskSecrets } from '../model/authn';
import {
  defaultHooks,
  exhookStatus,
  exhookTarget,
  exhookView,
  hooksView,
  isEnabled,
  isValidExhookName,
  moveExhook,
  probeExhook,
  reconnectIntervalMs,
  settleCounting,
  withExhookDefaults,
  withoutAnswerFields,
  type ExhookRecord,
} from '../model/exhooks';
import type { SandboxState } from '../state';
import { API, param } from './api';

const nameOf = (record: ExhookRecord): string => String(record.config.name);

/** Connects to the server (when enabled) and starts or stops its counters accordingly. */
async function start(state: SandboxState, record: ExhookRecord): Promise<void> {
  settleCounting(record, state.now());
  if (isEnabled(record) && !record.seededStatus) {
    record.probe = await probeExhook(String(record.config.url), state.now());
    if (record.probe.ok && record.hooks.length === 0) record.hooks = defaultHooks(nameOf(record));
  }
  settleCounting(record, state.now());
}

/** A server still reconnecting tries again once its interval has passed since the last attempt. */
async function reconnectDue(state: SandboxState): Promise<void> {
  const due = state.exhooks.filter((record) => {
    if (record.seededStatus || !record.probe || exhookStatus(record) !== 'connecting') return false;
    const interval = reconnectIntervalMs(record.config);
    return interval !== undefined && state.now() - record.probe.at >= interval;
  });
  await Promise.all(due.map((record) => start(state, record)));
}

export function exhookHandlers(state: SandboxState): HttpHandler[] {
  const find = (name: string) => state.exhooks.find((record) => nameOf(record) === name);
  const view = (record: ExhookRecord) => exhookView({ ...record, config: maskSecrets(record.config) }, state.nodes, state.now());
  const missing = () => notFound('Server not found');
  /**
   * emqx_exhook_api answers a server it does not know with 404 but the code `BAD_REQUEST` in
   * get_nodes_server_info/1 (GET), `delete` and `move`; only PUT says NOT_FOUND.
   */
  const missingAsBadRequest = () => emqxError(404, 'BAD_REQUEST', 'Server not found');

  return [
    http.get(`${API}/exhooks`, async () => {
      await reconnectDue(state);
      return json(state.exhooks.map(view));
    }),

    http.post(`${API}/exhooks`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.name !== 'string' || typeof body.url !== 'string') return badRequest('The server needs its name and url');
      if (!isValidExhookName(body.name)) return badRequest(`Invalid name: ${body.name}. Names start with a letter and contain only letters, digits, '_' and '-'`);
      if (find(body.name)) return badRequest('Already exists');
      const target = exhookTarget(body.url);
      if ('error' in target) return badRequest(target.error);
      const record: ExhookRecord = { config: withExhookDefaults(withoutAnswerFields(body)), hooks: [], accrued: new Map() };
      await start(state, record);
      // New servers are called last.
      state.exhooks.push(record);
      return json(view(record));
    }),

    http.get(`${API}/exhooks/:name`, async ({ params }) => {
      await reconnectDue(state);
      const record = find(param(params.name));
      return record ? json(view(record)) : missingAsBadRequest();
    }),

    http.put(`${API}/exhooks/:name`, async ({ params, request }) => {
      const name = param(params.name);
      const record = find(name);
      if (!record) return missing();
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.url !== 'string') return badRequest('The server needs its url');
      const target = exhookTarget(body.url);
      if ('error' in target) return badRequest(target.error);
      settleCounting(record, state.now());
      const next: JsonObject = withExhookDefaults({ ...keepMaskedSecrets(withoutAnswerFields(body), record.config), name });
      // A seeded server pointed elsewhere is a real one from now on: the sandbox tries to reach it.
      if (next.url !== record.config.url) {
        record.seededStatus = undefined;
        record.hooks = [];
      }
      record.config = next;
      // The broker reloads the server with its new settings.
      record.probe = undefined;
      await start(state, record);
      return json(view(record));
    }),

    http.delete(`${API}/exhooks/:name`, ({ params }) => {
      const index = state.exhooks.findIndex((record) => nameOf(record) === param(params.name));
      if (index < 0) return missingAsBadRequest();
      state.exhooks.splice(index, 1);
      return noContent();
    }),

    http.get(`${API}/exhooks/:name/hooks`, ({ params }) => {
      const record = find(param(params.name));
      // The contract answers an unknown server here with 400, not 404.
      return record ? json(hooksView(record, state.nodes, state.now())) : emqxError(400, 'BAD_REQUEST', 'Server not found');
    }),

    http.post(`${API}/exhooks/:name/move`, async ({ params, request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.position !== 'string') return badRequest('position is required');
      // parse_position/1: front, rear, before:<name> or after:<name>; anything else first.
      if (!/^(front|rear|(before|after):.+)$/s.test(body.position)) return badRequest('Invalid Position');
      const names = state.exhooks.map(nameOf);
      if (!names.includes(param(params.name))) return missingAsBadRequest();
      const order = moveExhook(names, param(params.name), body.position);
      if (!Array.isArray(order)) return badRequest(order.error);
      state.exhooks = order.map((name) => state.exhooks[names.indexOf(name)]!);
      return noContent();
    }),
  ];
}
