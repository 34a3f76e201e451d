/**
 * Slow subscription records (`GET`/`DELETE /slow_subscriptions`). Their settings are a config root
 * served by handlers/configs.ts: the records read `enable`, the threshold and the rest from there.
 */
import { http, type HttpHandler } from 'msw';
import { json, noContent } from '../lib/respond';
import { clearSlowSubs, slowSubRecords } from '../model/slow-subs';
import type { SandboxState } from '../state';
import { API } from './api';

export function slowSubHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/slow_subscriptions`, () => json({ data: slowSubRecords(state) })),

    http.delete(`${API}/slow_subscriptions`, () => {
      clearSlowSubs(state);
      return noContent();
    }),
  ];
}
