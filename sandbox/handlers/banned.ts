/**
 * The blacklist (`/banned`), as emqx_mgmt_api_banned answers: paged listing with one filter at a time
 * (exact, or a regular expression), add, delete one, clear all. Bans whose time has passed are swept
 * out before every answer.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, json, noContent, notFound, readJson } from '../lib/respond';
import { rfc3339 } from '../lib/time';
import { parseApiTime } from '../lib/api-time';
import { banKey, isActive, isBanKind, parseWho, regexProblem, type BanKind, type BanRecord } from '../model/banned';
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

/**
 * Query parameter → the kinds of ban it looks at. A `like_` filter on client IDs or usernames also
 * looks at the regular-expression bans of that kind, matched against their source text
 * (emqx_mgmt_api_banned:ms_from_qstring and get_fuzzy_validator).
 */
const FILTERS: Record<string, { as: BanKind; also?: BanKind; exact: boolean }> = {
  clientid: { as: 'clientid', exact: true },
  username: { as: 'username', exact: true },
  peerhost: { as: 'peerhost', exact: true },
  like_clientid: { as: 'clientid', also: 'clientid_re', exact: false },
  like_username: { as: 'username', also: 'username_re', exact: false },
  like_peerhost: { as: 'peerhost', exact: false },
  like_peerhost_net: { as: 'peerhost_net', exact: false },
};

type Filter = { exact: true; key: string } | { exact: false; test: (ban: BanRecord) => boolean };

/** The listing's one filter, or the broker's 400 for two filters, a bad address or a bad expression (list_banned/3). */
function readFilter(url: URL): Filter | Response | undefined {
  const given = Object.keys(FILTERS).filter((name) => url.searchParams.has(name));
  if (given.length > 1) return badRequest('too_many_filters');
  const [name] = given;
  if (name === undefined) return undefined;
  const filter = FILTERS[name]!;
  const value = url.searchParams.get(name) ?? '';
  if (filter.exact) {
    // The exact filter reads its value as a ban's `who` (emqx_banned:parse_who): a bad address is refused.
    const who = parseWho(filter.as, value);
    return 'error' in who ? badRequest(who.error) : { exact: true, key: banKey(filter.as, who.who) };
  }
  const problem = regexProblem(value);
  if (problem) {
    // format_error of a map: the message is the map as JSON text.
    return badRequest(JSON.stringify({ message: 'The filter is not a validation regex expression', reason: problem.reason, position: problem.position, filter: value }));
  }
  const re = new RegExp(value);
  return { exact: false, test: (ban) => (ban.as === filter.as || ban.as === filter.also) && re.test(ban.who) };
}

export function bannedHandlers(state: SandboxState): HttpHandler[] {
  return [
    http.get(`${API}/banned`, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const filter = readFilter(url);
      if (filter instanceof Response) return filter;
      const bans = activeBans(state);
      if (filter?.exact) {
        // A direct look-up: the one ban (or none) whatever the page, hasnext false and the count.
        const found = bans.filter((ban) => banKey(ban.as, ban.who) === filter.key);
        return json({ data: found.map(banView), meta: { ...paging, hasnext: false, count: found.length } });
      }
      const matches = filter ? bans.filter(filter.test) : bans;
      // A regular expression makes the broker scan the whole table, and it then leaves the count out.
      return json(paginate(matches.map(banView), paging, !filter));
    }),

    http.post(`${API}/banned`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const { as, who, reason = '', by = 'mgmt_api' } = body;
      if (!isBanKind(as)) return badRequest(`Invalid type: ${String(as)}`);
      if (typeof who !== 'string') return badRequest('who must be a string');
      const parsed = parseWho(as, who);
      if ('error' in parsed) return badRequest(parsed.error);
      const now = state.now();
      const at = body.at === undefined ? now : parseApiTime(body.at, false);
      const until = body.until === undefined ? 'infinity' : parseApiTime(body.until, true);
      if (at === undefined || at === 'infinity') return badRequest(`Invalid at: ${JSON.stringify(body.at)}`);
      if (until === undefined) return badRequest(`Invalid until: ${JSON.stringify(body.until)}`);
      // emqx_banned:parse refuses an end that has come; its reason is printed as an Erlang term.
      if (until !== 'infinity' && until <= now) return badRequest(`"Cannot create expired banned, ${Math.floor(at / 1000)} to ${Math.floor(until / 1000)}"`);
      activeBans(state);
      const key = banKey(as, parsed.who);
      const old = state.banned.get(key);
      // emqx_mgmt_api_banned:banned(post): the message is the ban already there, as JSON text.
      if (old) return badRequest(JSON.stringify(banView(old)), 'ALREADY_EXISTS');
      const ban: BanRecord = { as, who: parsed.who, reason: String(reason), by: String(by), at, until };
      state.banned.set(key, ban);
      // The ban itself, not the `{data: [ban]}` the published document promises.
      return json(banView(ban));
    }),

    http.delete(`${API}/banned`, () => {
      state.banned.clear();
      return noContent();
    }),

    http.delete(`${API}/banned/:as/:who`, ({ params }) => {
      activeBans(state);
      const as = param(params.as);
      const who = param(params.who);
      const parsed = isBanKind(as) ? parseWho(as, who) : { who };
      const key = banKey(as, 'who' in parsed ? parsed.who : who);
      // delete_banned: "~p: ~s not found", the kind and the who as sent.
      if (!state.banned.delete(key)) return notFound(`${as}: ${who} not found`);
      return noContent();
    }),
  ];
}
