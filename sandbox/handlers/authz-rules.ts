/**
 * The built-in database source's rules (`/authorization/sources/built_in_database/rules…`): per
 * client ID and per username (paged, searched by substring, created, read, replaced, deleted), the
 * rules for everyone, and deleting every rule at once.
 */
import { http, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { sourceType } from '../model/authz';
import { parseEntry, parseRules, ruleView, WHO_FIELD, type AuthzRule, type RuleKind } from '../model/authz-rules';
import type { SandboxState } from '../state';
import { API, param } from './api';

const RULES = `${API}/authorization/sources/built_in_database/rules`;

const source = (state: SandboxState) => state.authz.sources.find((s) => sourceType(s.config) === 'built_in_database');

/** The source's `max_rules`: how many rules one client, user or the "all" list may hold. */
function maxRules(state: SandboxState): number {
  const max = source(state)?.config.max_rules;
  return typeof max === 'number' ? max : 100;
}

/**
 * Every rules operation first passes emqx_authz_api_mnesia:is_configured_authz_source, a minirest
 * filter: without a built-in database source in the chain, emqx_authz_api_sources:with_source's 404.
 */
function unconfigured(state: SandboxState): Response | undefined {
  return source(state) ? undefined : notFound('Not found: built_in_database');
}

/** A handler that answers only once the source is there. */
const guarded =
  (state: SandboxState, answer: (info: { request: Request; params: PathParams }) => Response | Promise<Response>): HttpResponseResolver<PathParams> =>
  (info) =>
    unconfigured(state) ?? answer(info);

const NOT_FOUND = { clients: 'ClientID Not Found', users: 'Username Not Found' } as const;
/** How emqx_authz_api_mnesia's POST handlers name the owner in their messages. */
const OWNER = { clients: 'Client', users: 'User' } as const;

function entryView(kind: RuleKind, who: string, rules: readonly AuthzRule[]) {
  return { [WHO_FIELD[kind]]: who, rules: rules.map(ruleView) };
}

function kindHandlers(state: SandboxState, kind: RuleKind): HttpHandler[] {
  const field = WHO_FIELD[kind];
  const table = () => state.authzRules[kind];
  const base = `${RULES}/${kind}`;
  return [
    http.get(base, guarded(state, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const like = url.searchParams.get(`like_${field}`);
      const matches = [...table()].filter(([who]) => !like || who.includes(like));
      // A fuzzy search scans the whole table, and the broker then leaves the count out.
      const views = matches.map(([who, rules]) => entryView(kind, who, rules));
      return json(paginate(views, paging, !like));
    })),

    http.post(base, guarded(state, async ({ request }) => {
      const body = await readJson(request);
      if (!Array.isArray(body)) return badRequest(`Bad ${field} or bad rule schema`);
      const entries = [];
      for (const item of body) {
        const entry = parseEntry(kind, item, Infinity);
        if ('error' in entry) return badRequest(entry.error);
        entries.push(entry);
      }
      // ensure_rules_is_valid: entry by entry, one that has rules already (409), then one with too many
      // (400); the first refused entry refuses the whole list. The document lists 409 for users only.
      const max = maxRules(state);
      for (const entry of entries) {
        if (table().has(entry.who)) return emqxError(409, 'ALREADY_EXISTS', `${OWNER[kind]} '${entry.who}' already exist`);
        if (entry.rules.length > max) return badRequest(`The rules length of ${OWNER[kind]} '${entry.who}' exceeds the maximum limit.`);
      }
      for (const entry of entries) table().set(entry.who, entry.rules);
      return noContent();
    })),

    http.get(`${base}/:who`, guarded(state, ({ params }) => {
      const who = param(params.who);
      const rules = table().get(who);
      return rules ? json(entryView(kind, who, rules)) : notFound('Not Found');
    })),

    // Like the broker, PUT stores the rules whether or not the client or user had any.
    http.put(`${base}/:who`, guarded(state, async ({ params, request }) => {
      const who = param(params.who);
      const entry = parseEntry(kind, await readJson(request), Infinity);
      if ('error' in entry) return badRequest(entry.error);
      if (entry.who !== who) return badRequest(`The ${field} in the body (${entry.who}) is not the one in the path (${who})`);
      if (entry.rules.length > maxRules(state)) return badRequest('The rules length exceeds the maximum limit.');
      table().set(who, entry.rules);
      return noContent();
    })),

    http.delete(`${base}/:who`, guarded(state, ({ params }) => {
      const who = param(params.who);
      if (who === '') return badRequest(`Bad ${field}`);
      return table().delete(who) ? noContent() : notFound(NOT_FOUND[kind]);
    })),
  ];
}

export function authzRuleHandlers(state: SandboxState): HttpHandler[] {
  return [
    ...kindHandlers(state, 'clients'),
    ...kindHandlers(state, 'users'),

    http.get(`${RULES}/all`, guarded(state, () => json({ rules: state.authzRules.all.map(ruleView) }))),

    http.post(`${RULES}/all`, guarded(state, async ({ request }) => {
      const body = await readJson(request);
      const rules = parseRules(typeof body === 'object' && body !== null && 'rules' in body ? body.rules : undefined, Infinity);
      if (!Array.isArray(rules)) return badRequest(`Bad rule schema: ${rules.error}`);
      if (rules.length > maxRules(state)) return badRequest('The length of rules exceeds the maximum limit.');
      state.authzRules.all = rules;
      return noContent();
    })),

    http.delete(`${RULES}/all`, guarded(state, () => {
      state.authzRules.all = [];
      return noContent();
    })),

    // rules(delete): purging every rule is refused while the source is enabled.
    http.delete(RULES, guarded(state, () => {
      if (source(state)?.config.enable !== false) return badRequest("'built_in_database' type source must be disabled before purge.");
      state.authzRules.clients.clear();
      state.authzRules.users.clear();
      state.authzRules.all = [];
      return noContent();
    })),
  ];
}
