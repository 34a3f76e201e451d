/**
 * The rule engine (`/rules…`, `/rule_events`, `/rule_test`, `/rule_engine`): rules with their
 * SQL, actions and per-node metrics, the events a rule can select from, the engine's settings, and
 * a SQL test that really evaluates the statement (see ../rule-sql).
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject, type Json } from '../lib/json';
import { paginate, readPaging } from '../lib/paging';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { checkRuleEngineSettings, ruleEngineView } from '../model/rule-engine';
import { ruleEventsView } from '../model/rule-events';
import { matchesFilter, resetMetrics, ruleMetricsAnswer, ruleView, setEnabled, type RuleFilter, type RuleRecord } from '../model/rules';
import { checkRuleSql } from '../rule-sql/from';
import { runRuleTest } from '../rule-sql/rule-test';
import type { SandboxState } from '../state';
import { API, param } from './api';

const missing = () => notFound('Rule Id Not Found');

/** The broker makes an id of 8 hex digits when the body has none. */
function newId(state: SandboxState): string {
  for (;;) {
    const id = Math.floor(Math.random() * 0xffffffff).toString(16).padStart(8, '0');
    if (!state.rules.has(id)) return id;
  }
}

function readFilter(url: URL): RuleFilter {
  const q = url.searchParams;
  const opt = (name: string): string | undefined => q.get(name) ?? undefined;
  const enable = q.get('enable');
  return {
    likeId: opt('like_id'),
    from: opt('from'),
    likeFrom: opt('like_from'),
    matchFrom: opt('match_from'),
    likeDescription: opt('like_description'),
    enable: enable === null ? undefined : enable === 'true',
    actions: q.getAll('action'),
    sources: q.getAll('source'),
  };
}

type RuleSettings = Omit<RuleRecord, 'id' | 'createdAt' | 'traffic' | 'accrued' | 'countingSince'>;

/** Rules made through the API see no traffic in the sandbox: their counters stay at 0. */
function newRule(id: string, settings: RuleSettings, now: number): RuleRecord {
  const traffic = { passRatio: 1, exceptionRatio: 0, actionFailRatio: 0, outOfServiceShare: 0 };
  return { id, ...settings, createdAt: now, traffic, accrued: 0, countingSince: settings.enable ? now : undefined };
}

/**
 * A refusal of the rule's configuration update: `emqx_rule_engine_api` answers it as
 * `?ERR_BADARGS(Reason)`, "Bad Arguments: " before the reason.
 */
const badArguments = (reason: string) => badRequest(`Bad Arguments: ${reason}`);

/** The body of `POST /rules` or `PUT /rules/{id}` as the rule's settings, or the 400 to answer. */
function readRuleBody(body: unknown): { settings: RuleSettings } | Response {
  if (!isJsonObject(body) || typeof body.sql !== 'string') return badArguments('sql: required_field');
  const from = checkRuleSql(body.sql);
  if (typeof from === 'string') return badArguments(from);
  return {
    settings: {
      name: typeof body.name === 'string' ? body.name : '',
      sql: body.sql,
      from,
      actions: Array.isArray(body.actions) ? (body.actions as Json[]) : [],
      enable: body.enable !== false,
      description: typeof body.description === 'string' ? body.description : '',
      metadata: isJsonObject(body.metadata) ? body.metadata : {},
    },
  };
}

export function ruleHandlers(state: SandboxState): HttpHandler[] {
  const find = (id: string): RuleRecord | undefined => state.rules.get(id);

  return [
    http.get(`${API}/rules`, ({ request }) => {
      const url = new URL(request.url);
      // emqx_rule_engine_api checks no schema: the pager's refusal is the handler's, as BAD_REQUEST.
      const paging = readPaging(url, 'BAD_REQUEST');
      if (paging instanceof Response) return paging;
      const filter = readFilter(url);
      // The broker's rule table is an ordered set: a scan lists the rules by id.
      const rules = [...state.rules.values()].filter((rule) => matchesFilter(rule, filter)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      // The fuzzy filters make the broker scan the whole table, and it then leaves the count out.
      const fuzzy = ['like_id', 'like_from', 'match_from', 'like_description'].some((name) => url.searchParams.has(name));
      const page = paginate(rules, paging, !fuzzy);
      return json({ data: page.data.map(ruleView), meta: page.meta });
    }),

    // emqx_rule_engine_api:'/rules'(post, …): the id is checked first (empty, not a string, taken),
    // then the configuration update checks the SQL. The API checks no body schema, only the content type.
    http.post(`${API}/rules`, async ({ request }) => {
      const body = await readJson(request);
      const given = isJsonObject(body) && 'id' in body ? body.id : undefined;
      if (given === '') return badRequest('empty rule id is not allowed');
      if (given !== undefined && typeof given !== 'string') return badRequest('rule id must be a string');
      const id = given ?? newId(state);
      if (state.rules.has(id)) return badRequest('rule id already exists');
      const read = readRuleBody(body);
      if (read instanceof Response) return read;
      const rule = newRule(id, read.settings, state.now());
      state.rules.set(id, rule);
      return json(ruleView(rule), 201);
    }),

    http.get(`${API}/rules/:id`, ({ params }) => {
      const rule = find(param(params.id));
      return rule ? json(ruleView(rule)) : missing();
    }),

    // Like the broker, which writes the rule's whole configuration: a missing rule is created.
    http.put(`${API}/rules/:id`, async ({ params, request }) => {
      const id = param(params.id);
      const read = readRuleBody(await readJson(request));
      if (read instanceof Response) return read;
      const now = state.now();
      const existing = find(id);
      if (!existing) {
        const rule = newRule(id, read.settings, now);
        state.rules.set(id, rule);
        return json(ruleView(rule));
      }
      const { enable, ...rest } = read.settings;
      Object.assign(existing, rest);
      setEnabled(existing, enable, now);
      return json(ruleView(existing));
    }),

    http.delete(`${API}/rules/:id`, ({ params }) => (state.rules.delete(param(params.id)) ? noContent() : missing())),

    http.get(`${API}/rules/:id/metrics`, ({ params }) => {
      const rule = find(param(params.id));
      return rule ? json(ruleMetricsAnswer(rule, state.nodes, state.now())) : missing();
    }),

    http.put(`${API}/rules/:id/metrics/reset`, ({ params }) => {
      const rule = find(param(params.id));
      if (!rule) return missing();
      resetMetrics(rule, state.now());
      return noContent();
    }),

    http.get(`${API}/rule_events`, () => json(ruleEventsView())),

    http.post(`${API}/rule_test`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.sql !== 'string') return badRequest('The test needs its SQL');
      const outcome = runRuleTest(body.sql, body.context, { now: () => state.now(), node: state.nodes[0]?.name ?? 'emqx@127.0.0.1' });
      if (outcome.status === 200) return json(outcome.output);
      return outcome.status === 412 ? emqxError(412, 'NOT_MATCH', 'SQL Not Match') : badRequest(outcome.message);
    }),

    http.post(`${API}/rules/:id/test`, ({ params }) => {
      // emqx_rule_sqltester:apply_rule/2 answers an unknown rule first; a known one is left to the generated handler.
      if (find(param(params.id))) return undefined;
      return emqxError(404, 'RULE_NOT_FOUND', 'The rule could not be found');
    }),

    http.get(`${API}/rule_engine`, () => json(ruleEngineView(state.ruleEngine))),

    http.put(`${API}/rule_engine`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body)) return badArguments('expected a JSON object');
      const refused = checkRuleEngineSettings(body);
      if (refused) return badArguments(refused);
      state.ruleEngine = { ...state.ruleEngine, ...body };
      return json(ruleEngineView(state.ruleEngine));
    }),
  ];
}
