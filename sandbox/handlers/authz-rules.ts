/**
 * The built-in database source's rules (`/authorization/sources/built_in_database/rules…`): per
 * client ID and per username (paged, searched by substring, created, read, replaced, deleted), the
 * rules for everyone, and deleting every rule at once.
 */
import { http, type HttpHandler } from 'msw';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { sourceType } from '../model/authz';
import { parseEntry, parseRules, ruleView, WHO_FIELD, type AuthzRule, type RuleKind } from '../model/authz-rules';
import type { SandboxState } from '../state';
import { API, param } from './api';

const RULES = `${API}/authorization/sources/built_in_database/rules`;

/** The source's `max_rules`: how many rules one client, user or the "all" list may hold. */
function maxRules(state: SandboxState): number {
  const source = state.authz.sources.find((s) => sourceType(s.config) === 'built_in_database');
  const max = source?.config.max_rules;
  return typeof max === 'number' ? max : 100;
}

const NOT_FOUND = { clients: 'ClientID Not Found', users: 'Username Not Found' } as const;

function entryView(kind: RuleKind, who: string, rules: readonly AuthzRule[]) {
  return { [WHO_FIELD[kind]]: who, rules: rules.map(ruleView) };
}

function kindHandlers(state: SandboxState, kind: RuleKind): HttpHandler[] {
  const field = WHO_FIELD[kind];
  const table = () => state.authzRules[kind];
  const base = `${RULES}/${kind}`;
  return [
    http.get(base, ({ request }) => {
      const url = new URL(request.url);
      const paging = readPaging(url);
      if (paging instanceof Response) return paging;
      const like = url.searchParams.get(`like_${field}`);
      const matches = [...table()].filter(([who]) => !like || who.includes(like));
      // A fuzzy search scans the whole table, and the broker then leaves the count out.
      const views = matches.map(([who, rules]) => entryView(kind, who, rules));
      return json(paginate(views, paging, !like));
    }),

    http.post(base, async ({ request }) => {
      const body = await readJson(request);
      if (!Array.isArray(body)) return badRequest(`Bad ${field} or bad rule schema`);
      const entries = [];
      for (const item of body) {
        const entry = parseEntry(kind, item, maxRules(state));
        if ('error' in entry) return badRequest(entry.error);
        entries.push(entry);
      }
      // The document lists 409 for users only; EMQX 5.8.1 refuses an existing client ID the same way.
      const existing = entries.filter((e) => table().has(e.who)).map((e) => e.who);
      if (existing.length) return emqxError(409, 'ALREADY_EXISTS', `'${existing.join(', ')}' already exist`);
      for (const entry of entries) table().set(entry.who, entry.rules);
      return noContent();
    }),

    http.get(`${base}/:who`, ({ params }) => {
      const who = param(params.who);
      const rules = table().get(who);
      return rules ? json(entryView(kind, who, rules)) : notFound(NOT_FOUND[kind]);
    }),

    // Like the broker, PUT stores the rules whether or not the client or user had any.
    http.put(`${base}/:who`, async ({ params, request }) => {
      const who = param(params.who);
      const entry = parseEntry(kind, await readJson(request), maxRules(state));
      if ('error' in entry) return badRequest(entry.error);
      if (entry.who !== who) return badRequest(`The ${field} in the body (${entry.who}) is not the one in the path (${who})`);
      table().set(who, entry.rules);
      return noContent();
    }),

    http.delete(`${base}/:who`, ({ params }) => {
      const who = param(params.who);
      if (who === '') return badRequest(`Bad ${field}`);
      return table().delete(who) ? noContent() : notFound(NOT_FOUND[kind]);
    }),
  ];
}

export function authzRuleHandlers(state: SandboxState): HttpHandler[] {
  return [
    ...kindHandlers(state, 'clients'),
    ...kindHandlers(state, 'users'),

    http.get(`${RULES}/all`, () => json({ rules: state.authzRules.all.map(ruleView) })),

    http.post(`${RULES}/all`, async ({ request }) => {
      const body = await readJson(request);
      const rules = parseRules(typeof body === 'object' && body !== null && 'rules' in body ? body.rules : undefined, maxRules(state));
      if (!Array.isArray(rules)) return badRequest(`Bad rule schema: ${rules.error}`);
      state.authzRules.all = rules;
      return noContent();
    }),

    http.delete(`${RULES}/all`, () => {
      state.authzRules.all = [];
      return noContent();
    }),

    http.delete(RULES, () => {
      state.authzRules.clients.clear();
      state.authzRules.users.clear();
      state.authzRules.all = [];
      return noContent();
    }),
  ];
}
