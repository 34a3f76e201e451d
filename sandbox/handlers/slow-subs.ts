/**
 * Slow subscription records (`GET`/`DELETE /slow_subscriptions`) and the settings' PUT
 * (`/slow_subscriptions/settings`, served here before the generic config roots of handlers/configs.ts).
 * The records read `enable`, the threshold and the rest from the stored settings.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject, type JsonObject } from '../lib/json';
import { badRequest, json, noContent, readJson } from '../lib/respond';
import { clearSlowSubs, SETTINGS_PATH, slowSubRecords } from '../model/slow-subs';
import { factoryConfig } from '../seed/configs';
import type { SandboxState } from '../state';
import { API } from './api';

/** emqx_schema:duration_ms(): whole milliseconds, or one or more `<n><unit>` parts (`1h30m`). */
const isDuration = (v: unknown): boolean =>
  (typeof v === 'number' && Number.isInteger(v) && v >= 0) || (typeof v === 'string' && /^\s*(\d+|(\d+(\.\d+)?(ms|s|m|h|d|w))+)\s*$/i.test(v));

/**
 * emqx_slow_subs_api is spec'd without a schema check (emqx_dashboard_swagger:spec/1): a bad value is
 * refused by emqx_conf:update/3's check, and the handler says "Update slow subs config failed ~p".
 */
const updateFailed = (field: string, reason: string): Response =>
  badRequest(`Update slow subs config failed {emqx_slow_subs_schema,[#{kind => validation_error,path => "slow_subs.${field}",reason => ${reason}}]}`);

const STATS_TYPES = ['whole', 'internal', 'response'];

export function slowSubHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/slow_subscriptions`, () => json({ data: slowSubRecords(state) })),

    http.delete(`${API}/slow_subscriptions`, () => {
      clearSlowSubs(state);
      return noContent();
    }),

    // emqx_slow_subs_api:settings(put, …) → emqx_conf:update/3, which merges the body into the
    // stored raw config (emqx_config_handler:merge_to_old_config/2): keys left out keep their value.
    http.put(`${API}${SETTINGS_PATH}`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      for (const field of ['threshold', 'expire_interval'] as const) {
        if (field in body && !isDuration(body[field])) return updateFailed(field, '"Not a valid duration"');
      }
      // emqx_slow_subs_schema:fields("slow_subs"): top_k_num is a pos_integer(), stats_type an enum.
      if ('top_k_num' in body && !(Number.isInteger(body.top_k_num) && (body.top_k_num as number) >= 1)) return updateFailed('top_k_num', 'integer_overflow');
      if ('stats_type' in body && !STATS_TYPES.includes(String(body.stats_type))) return updateFailed('stats_type', 'unable_to_convert_to_enum_symbol');
      if ('enable' in body && typeof body.enable !== 'boolean') return updateFailed('enable', 'invalid_boolean');
      const current = state.configs.get(SETTINGS_PATH);
      const stored: JsonObject = { ...(isJsonObject(current) ? current : (factoryConfig(SETTINGS_PATH) as JsonObject)), ...body };
      state.configs.set(SETTINGS_PATH, stored);
      return json(stored);
    }),
  ];
}
