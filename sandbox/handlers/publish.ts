/** `POST /publish` and `POST /publish/bulk`: see model/publish.ts. */
import { http, type HttpHandler } from 'msw';
import { isJsonObject, type JsonObject } from '../lib/json';
import { json, readJson } from '../lib/respond';
import type { Send } from '../model/live-delivery';
import { publishBulk, publishOne } from '../model/publish';
import type { SandboxState } from '../state';
import { API } from './api';

/** Requests the rules' HTTP actions send go on after the answer, as the broker's buffer workers do. */
function settle(work: Promise<void>[]): void {
  if (work.length > 0) void Promise.all(work).catch((error: unknown) => console.error('[sandbox] publish', error));
}

/**
 * The body is checked with `required => false` (emqx_dashboard_swagger:check_request_body/5), so a
 * message without topic or payload reaches make_message/1, whose maps:get/2 raises badkey, which
 * minirest answers as 500 INTERNAL_ERROR with the exception printed.
 */
function missingKey(message: JsonObject): Response | undefined {
  const key = ['topic', 'payload'].find((name) => !(name in message));
  return key ? json({ code: 'INTERNAL_ERROR', message: `error, {badkey,<<"${key}">>}, []` }, 500) : undefined;
}

export function publishHandlers(state: SandboxState, send?: Send): HttpHandler[] {
  return [
    http.post(`${API}/publish`, async ({ request }) => {
      // The contract check has already held the body to the schema, but for its required fields.
      const body = await readJson(request);
      const crash = isJsonObject(body) ? missingKey(body) : undefined;
      if (crash) return crash;
      const work: Promise<void>[] = [];
      const answer = publishOne(state, isJsonObject(body) ? body : {}, work, send);
      settle(work);
      return json(answer.body, answer.status);
    }),

    http.post(`${API}/publish/bulk`, async ({ request }) => {
      const body = await readJson(request);
      const crash = Array.isArray(body) ? body.filter((m): m is JsonObject => isJsonObject(m)).map(missingKey).find(Boolean) : undefined;
      if (crash) return crash;
      const work: Promise<void>[] = [];
      const answer = publishBulk(state, Array.isArray(body) ? body.filter((m): m is JsonObject => isJsonObject(m)) : [], work, send);
      settle(work);
      return json(answer.body, answer.status);
    }),
  ];
}
