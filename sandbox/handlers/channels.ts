/**
 * Actions (`/actions…`) and sources (`/sources…`), which the broker serves from one module: each is
 * installed on a connector of its type, has a status per node under its connector's, metrics, a
 * probe that really reaches the target, and is deleted only when no rule depends on it (or, with
 * `also_delete_dep_actions=true`, after the action is taken out of those rules).
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject, type JsonObject } from '../lib/json';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { actionMetricsView, newChannelMetrics, observeRules, resetChannelMetrics, rulesUsing, setSourceCounting, sourceMetricsView } from '../model/bridge-metrics';
import { bridgeId, channelView, isEnabled, unmask, withoutAnswerFields, type ChannelKind, type ChannelRecord, type ConnectorRecord } from '../model/bridges';
import { probeConnector } from '../model/bridge-targets';
import { ACTION_TYPES, SOURCE_TYPES } from '../model/channel-types';
import { bridgeNotFound, nameProblem, parseResourceId, typeProblem, validationMessage } from '../model/resource-id';
import type { RuleRecord } from '../model/rules';
import type { SandboxState } from '../state';
import { API, param } from './api';


/** Rules that depend on a source select from `$bridges/{type}:{name}` or `$sources/{type}:{name}`. */
function rulesFromSource(rules: Iterable<RuleRecord>, id: string): RuleRecord[] {
  return [...rules].filter((rule) => rule.from.some((f) => f === `$bridges/${id}` || f === `$sources/${id}`));
}

export function channelHandlers(state: SandboxState, kind: ChannelKind): HttpHandler[] {
  const root = kind === 'action' ? 'actions' : 'sources';
  // Read on each request, never kept: a restored backup may put new maps into the state.
  const store = () => (kind === 'action' ? state.actions : state.sources);
  const connectorOf = (ch: { type: string; config: JsonObject }): ConnectorRecord | undefined =>
    typeof ch.config.connector === 'string' ? state.connectors.get(bridgeId(ch.type, ch.config.connector)) : undefined;
  const dependents = (id: string) => (kind === 'action' ? rulesUsing(state.rules.values(), id) : rulesFromSource(state.rules.values(), id));
  // format_bridge_info/4 adds the ids of the rules that use the channel, sorted.
  const view = (ch: ChannelRecord) => ({ ...channelView(ch, connectorOf(ch), state.nodes), rules: dependents(bridgeId(ch.type, ch.name)).map((r) => r.id).sort() });
  const observe = (ch: ChannelRecord, rebase = false) => {
    if (kind === 'action') observeRules(ch.metrics, bridgeId(ch.type, ch.name), state.rules.values(), state.nodes, state.now(), rebase);
  };

  /**
   * `{id}` of the path → the channel, or the answer to give: emqx_bridge_v2_api's `?TRY_PARSE_ID`
   * says "Invalid bridge ID" for actions and sources alike (only its PUT check says "Invalid source
   * ID"), and `?BRIDGE_NOT_FOUND` names the type and name.
   */
  const lookup = (raw: string | readonly string[] | undefined, idWord = 'bridge'): ChannelRecord | Response => {
    const parsed = parseResourceId(param(raw), 'bridge:');
    if ('problem' in parsed) return notFound(`Invalid ${idWord} ID, ${parsed.problem}`);
    return store().get(bridgeId(parsed.type, parsed.name)) ?? notFound(bridgeNotFound(parsed.type, parsed.name));
  };

  /** The broker checks the connector when the channel is written: it must exist and be of the same type. */
  const checkConnector = (type: string, name: string, config: JsonObject): Response | undefined => {
    if (connectorOf({ type, config })) return undefined;
    const reason = { kind: 'validation_error', reason: 'connector_not_found_or_wrong_type', connector_name: config.connector ?? null, bridge_name: name, bridge_type: type };
    return badRequest(JSON.stringify(reason));
  };

  const setEnabled = (ch: ChannelRecord, enable: boolean) => {
    const was = isEnabled(ch);
    if (was === enable) return;
    if (kind === 'action') observe(ch, enable);
    else setSourceCounting(ch.metrics, enable, state.now());
    ch.config = { ...ch.config, enable };
  };

  // is_enabled_bridge/3: the channel and its connector must both be enabled.
  const start = (ch: ChannelRecord, nodes = state.nodes.map((n) => n.name)): Response => {
    const connector = connectorOf(ch);
    if (!connector) return notFound(bridgeNotFound(ch.type, ch.name));
    if (!isEnabled(ch) || !isEnabled(connector)) return badRequest('Forbidden operation, bridge not enabled');
    for (const node of nodes) delete ch.health[node];
    return noContent();
  };

  return [
    http.get(`${API}/${root}`, () => json([...store().values()].map(view))),

    http.post(`${API}/${root}`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.type !== 'string' || typeof body.name !== 'string') return badRequest(`The ${kind} needs its type and name`);
      // handle_create/4: a taken name first, then the type and the name (create_or_update_bridge/5).
      const id = bridgeId(body.type, body.name);
      if (store().has(id)) return emqxError(400, 'ALREADY_EXISTS', 'bridge already exists');
      const problem = typeProblem(body.type) ?? nameProblem(body.name);
      if (problem) return badRequest(validationMessage(problem));
      const config = withoutAnswerFields(body);
      const refused = checkConnector(body.type, body.name, config);
      if (refused) return refused;
      const now = state.now();
      const enabled = config.enable !== false;
      const channel: ChannelRecord = { kind, type: body.type, name: body.name, config, health: {}, createdAt: now, modifiedAt: now, metrics: newChannelMetrics({ since: enabled ? now : undefined }) };
      store().set(id, channel);
      observe(channel);
      return json(view(channel), 201);
    }),

    http.get(`${API}/${root}/:id`, ({ params }) => {
      const found = lookup(params.id);
      return found instanceof Response ? found : json(view(found));
    }),

    http.put(`${API}/${root}/:id`, async ({ params, request }) => {
      const found = lookup(params.id, kind === 'action' ? 'bridge' : 'source');
      if (found instanceof Response) return found;
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      const config = unmask(withoutAnswerFields(body), found.config);
      const refused = checkConnector(found.type, found.name, config);
      if (refused) return refused;
      setEnabled(found, config.enable !== false);
      found.config = config;
      found.health = {};
      found.modifiedAt = state.now();
      return json(view(found));
    }),

    http.delete(`${API}/${root}/:id`, ({ params, request }) => {
      const found = lookup(params.id);
      if (found instanceof Response) return found;
      const id = bridgeId(found.type, found.name);
      const rules = dependents(id);
      const alsoDelete = new URL(request.url).searchParams.get('also_delete_dep_actions') === 'true';
      if (rules.length > 0 && !alsoDelete) {
        return json({ code: 'BAD_REQUEST', message: `Cannot delete ${kind} while active rules are depending on it`, rules: rules.map((r) => r.id) }, 400);
      }
      // The broker takes the action out of each rule that calls it; a rule selecting from a source keeps its FROM.
      if (kind === 'action') for (const rule of rules) rule.actions = rule.actions.filter((a) => a !== id);
      store().delete(id);
      return noContent();
    }),

    http.put(`${API}/${root}/:id/enable/:enable`, ({ params }) => {
      const found = lookup(params.id);
      if (found instanceof Response) return found;
      setEnabled(found, param(params.enable) === 'true');
      found.modifiedAt = state.now();
      return noContent();
    }),

    http.post(`${API}/${root}/:id/:operation`, ({ params }) => {
      const found = lookup(params.id);
      return found instanceof Response ? found : start(found);
    }),

    // handle_node_operation/4: the id, then the node (a name the broker has no atom for is invalid).
    http.post(`${API}/nodes/:node/${root}/:id/:operation`, ({ params }) => {
      const parsed = parseResourceId(param(params.id), 'bridge:');
      if ('problem' in parsed) return notFound(`Invalid bridge ID, ${parsed.problem}`);
      const node = param(params.node);
      if (!state.nodes.some((n) => n.name === node)) return notFound(`Invalid node name: ${node}`);
      const found = lookup(params.id);
      return found instanceof Response ? found : start(found, [node]);
    }),

    http.get(`${API}/${root}/:id/metrics`, ({ params }) => {
      const found = lookup(params.id);
      if (found instanceof Response) return found;
      const now = state.now();
      if (kind === 'source') return json(sourceMetricsView(found.metrics, state.nodes, now));
      const connector = connectorOf(found);
      const running = isEnabled(found) && connector !== undefined && isEnabled(connector);
      if (isEnabled(found)) observe(found);
      return json(actionMetricsView(found.metrics, bridgeId(found.type, found.name), state.rules.values(), state.nodes, now, running));
    }),

    http.put(`${API}/${root}/:id/metrics/reset`, ({ params }) => {
      const found = lookup(params.id);
      if (found instanceof Response) return found;
      if (isEnabled(found)) observe(found);
      resetChannelMetrics(found.metrics, isEnabled(found), state.now());
      return noContent();
    }),

    http.post(`${API}/${root}_probe`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.type !== 'string') return emqxError(400, 'TEST_FAILED', `The probe needs the ${kind} type`);
      const connector = typeof body.connector === 'string' ? state.connectors.get(bridgeId(body.type, body.connector)) : undefined;
      if (!connector) return emqxError(400, 'TEST_FAILED', `connector_not_found_or_wrong_type: ${String(body.connector)}`);
      const parameters = isJsonObject(body.parameters) ? body.parameters : undefined;
      const result = await probeConnector(connector.type, connector.config, parameters);
      return result.ok ? noContent() : emqxError(400, 'TEST_FAILED', result.reason);
    }),

    http.get(`${API}/${kind}_types`, () => json(kind === 'action' ? ACTION_TYPES : SOURCE_TYPES)),
  ];
}
