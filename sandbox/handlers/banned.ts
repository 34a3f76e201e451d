/**
 * The blacklist (`/banned`): paged listing with one filter at a time (exact or regular expression),
 * add, delete one, clear all. Bans whose time has passed are swept out before every answer.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, json, noContent, notFound, readJson } from '../lib/respond';
import { rfc3339 } from '../lib/time';
import { parseApiTime } from '../lib/api-time';
import { banKey, isActive, isBanKind, whoProblem, type BanKind, type BanRecord } from '../model/banned';
import type { SandboxState } from '../state';
import { API, param } from './api';

const banView = (ban: BanRecord) => ({
  as: ban.as,
  who: ban.who,
  by: ban.by,
  reason: ban.reason,
  at: rfc3339(ban.at),
  until: ban.until === 'infinity' ? 'infinity' : rfc3339(ban.until),
});

/** The bans still in force, in the order they were added; expired ones leave the table for good. */
function activeBans(state: SandboxState): BanRecord[] {
  const now = state.now();
  for (const [key, ban] of state.banned) if (!isActive(ban, now)) state.banned.delete(key);
  return [...state.banned.values()];
}

/** Query parameter → the kind of ban it looks at, and whether it matches exactly or by regular expression. */
const FILTERS: Record<string, { as: BanKind; exact: boolean }> = {
  clientid: { as: 'clientid', exact: true },
  username: { as: 'username', exact: true },
  peerhost: { as: 'peerhost', exact: true },
  like_clientid: { as: 'clientid', exact: false },
  like_username: { as: 'username', exact: false },
  like_peerhost: { as: 'peerhost', exact: false },
  like_peerhost_net: { as: 'peerhost_net', exact: false },
};

/** The listing's one filter as a predicate, or the broker's 400 for two filters or a bad expression. */
function readFilter(url: URL): { test: (ban: BanRecord) => boolean; fuzzy: boolean } | Response | undefined {
  const given = Object.keys(FILTERS).filter((name) => url.searchParams.has(name));
  if (given.length > 1) return badRequest('Only one filter is supported at a time');
  const [name] = given;
  if (name === undefined) return undefined;
  const filter = FILTERS[name]!;
  const value = url.searchParams.get(name) ?? '';
  if (filter.exact) return { test: (ban) => ban.as === filter.as && ban.who === value, fuzzy: false };
  let re: RegExp;
  try {
    re = new RegExp(value);
  } catch {
    return badRequest(`Invalid regular expression: ${value}`);
  }
  return { test: (ban) => ban.as === filter.as && re.test(ban.who), fuzzy: true };
}

export function bannedHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/banned`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const filter = readFilter(url);
      if (filter instanceof Response) return filter;
      const bans = activeBans(state).filter((ban) => !filter || filter.test(ban));
      // A regular expression makes the broker scan the whole table, and it then leaves the count out.
      const { data, meta } = paginate(bans.map(banView), paging, !filter?.fuzzy);
      return json({ data, meta });
    }),

    http.post(`${API}/banned`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const { as, who, reason = '', by = 'mgmt_api' } = body;
      if (!isBanKind(as)) return badRequest(`Invalid type: ${String(as)}`);
      if (typeof who !== 'string') return badRequest('who must be a string');
      const problem = whoProblem(as, who);
      if (problem) return badRequest(problem);
      const now = state.now();
      const at = body.at === undefined ? now : parseApiTime(body.at, false);
      const until = body.until === undefined ? 'infinity' : parseApiTime(body.until, true);
      if (at === undefined || at === 'infinity') return badRequest(`Invalid at: ${JSON.stringify(body.at)}`);
      if (until === undefined) return badRequest(`Invalid until: ${JSON.stringify(body.until)}`);
      if (until !== 'infinity' && until <= now) return badRequest('Cannot create expired banned, the end time must be later than now');
      activeBans(state);
      const key = banKey(as, who);
      if (state.banned.has(key)) return badRequest('already_exist', 'ALREADY_EXISTS');
      const ban: BanRecord = { as, who, reason: String(reason), by: String(by), at, until };
      state.banned.set(key, ban);
      return json({ data: [banView(ban)] });
    }),

    http.delete(`${API}/banned`, () => {
      state.banned.clear();
      return noContent();
    }),

    http.delete(`${API}/banned/:as/:who`, ({ params }) => {
      activeBans(state);
      if (!state.banned.delete(banKey(param(params.as), param(params.who)))) return notFound('Banned object not found');
      return noContent();
    }),
  ];
}
