/** `/alarms`: activated ones by default, history with `activated=false`; DELETE clears the history. */
import { http, type HttpHandler } from 'msw';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, json, noContent } from '../lib/respond';
import { rfc3339 } from '../lib/time';
import type { AlarmRecord } from '../model/types';
import type { SandboxState } from '../state';
import { API } from './api';

/** emqx_alarm:format/2: an active alarm has no `deactivate_at` at all. */
const alarmView = (a: AlarmRecord, now: number) => ({
  node: a.node,
  name: a.name,
  message: a.message,
  details: a.details,
  duration: (a.deactivateAt ?? now) - a.activateAt,
  activate_at: rfc3339(a.activateAt),
  ...(a.deactivateAt === undefined ? {} : { deactivate_at: rfc3339(a.deactivateAt) }),
});

export function alarmHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/alarms`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const raw = url.searchParams.get('activated') ?? 'true';
      if (raw !== 'true' && raw !== 'false') return badRequest('activated must be a boolean');
      const activated = raw === 'true';
      const now = state.now();
      const rows = state.alarms.filter((a) => (a.deactivateAt === undefined) === activated).map((a) => alarmView(a, now));
      return json(paginate(rows, paging));
    }),

    http.delete(`${API}/alarms`, () => {
      state.alarms = state.alarms.filter((a) => a.deactivateAt === undefined);
      return noContent();
    }),
  ];
}
