/**
 * Connectors (`/connectors…`, `/connectors_probe`, per-node start): created, edited with masked
 * secrets kept, enabled, restarted and deleted only while no action or source uses them. A
 * connector made through the API is really probed when it starts, so its status tells whether its
 * target answers.
 */
import { http, type HttpHandler } from 'msw';
import { isJsonObject } from '../lib/json';
import { badRequest, emqxError, json, noContent, notFound, readJson } from '../lib/respond';
import { bridgeId, connectorView, isEnabled, unmask, withoutAnswerFields, type ConnectorRecord } from '../model/bridges';
import { connectorNotFound, nameProblem, parseResourceId, typeProblem, validationMessage } from '../model/resource-id';
import { probeConnector } from '../model/bridge-targets';
import type { SandboxState } from '../state';
import { API, param } from './api';


/** Restarts a connector on the given nodes: a live one is probed, a seeded one simply comes back. */
export async function startConnector(state: SandboxState, connector: ConnectorRecord, nodes = state.nodes.map((n) => n.name)): Promise<void> {
  if (!connector.live) {
    for (const node of nodes) delete connector.health[node];
    return;
  }
  const result = await probeConnector(connector.type, connector.config);
  for (const node of nodes) connector.health[node] = result.ok ? { status: 'connected' } : { status: 'disconnected', reason: result.reason };
}

export function connectorHandlers(state: SandboxState): HttpHandler[] {
  const channels = () => [...state.actions.values(), ...state.sources.values()];
  const view = (c: ConnectorRecord) => connectorView(c, state.nodes, channels());
  const users = (c: ConnectorRecord) => channels().filter((ch) => ch.type === c.type && ch.config.connector === c.name);

  /** `{id}` of the path → the connector, or the answer to give (`?TRY_PARSE_ID`, `?CONNECTOR_NOT_FOUND` of emqx_connector_api). */
  const lookup = (raw: string | readonly string[] | undefined): ConnectorRecord | Response => {
    const parsed = parseResourceId(param(raw), 'connector:');
    if ('problem' in parsed) return notFound(`Invalid connector ID, ${parsed.problem}`);
    return state.connectors.get(bridgeId(parsed.type, parsed.name)) ?? notFound(connectorNotFound(parsed.type, parsed.name));
  };

  return [
    http.get(`${API}/connectors`, () => json([...state.connectors.values()].map(view))),

    http.post(`${API}/connectors`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.type !== 'string' || typeof body.name !== 'string') return badRequest('The connector needs its type and name');
      // '/connectors'(post, …): a taken name first, then the type and the name (create_or_update_connector/4).
      const id = bridgeId(body.type, body.name);
      if (state.connectors.has(id)) return emqxError(400, 'ALREADY_EXISTS', 'connector already exists');
      const problem = typeProblem(body.type) ?? nameProblem(body.name);
      if (problem) return badRequest(validationMessage(problem));
      const now = state.now();
      const connector: ConnectorRecord = { type: body.type, name: body.name, config: withoutAnswerFields(body), health: {}, live: true, createdAt: now, modifiedAt: now };
      if (isEnabled(connector)) await startConnector(state, connector);
      state.connectors.set(id, connector);
      return json(view(connector), 201);
    }),

    http.get(`${API}/connectors/:id`, ({ params }) => {
      const found = lookup(params.id);
      return found instanceof Response ? found : json(view(found));
    }),

    http.put(`${API}/connectors/:id`, async ({ params, request }) => {
      const found = lookup(params.id);
      if (found instanceof Response) return found;
      const body = await readJson(request);
      if (!isJsonObject(body)) return badRequest('Request body must be a JSON object');
      found.config = unmask(withoutAnswerFields(body), found.config);
      found.modifiedAt = state.now();
      // The broker recreates the resource with the new configuration.
      found.live = true;
      if (isEnabled(found)) await startConnector(state, found);
      return json(view(found));
    }),

    http.delete(`${API}/connectors/:id`, ({ params }) => {
      const found = lookup(params.id);
      if (found instanceof Response) return found;
      const using = users(found);
      if (using.length > 0) {
        const ids = using.map((ch) => `<<"${ch.kind}:${ch.type}:${ch.name}:connector:${found.type}:${found.name}">>`).join(',');
        return badRequest(`{<<"Cannot delete connector while there are active channels defined for this connector">>,[${ids}]}`);
      }
      state.connectors.delete(bridgeId(found.type, found.name));
      return noContent();
    }),

    http.put(`${API}/connectors/:id/enable/:enable`, async ({ params }) => {
      const found = lookup(params.id);
      if (found instanceof Response) return found;
      const enable = param(params.enable) === 'true';
      found.config = { ...found.config, enable };
      found.modifiedAt = state.now();
      if (enable) await startConnector(state, found);
      return noContent();
    }),

    http.post(`${API}/connectors/:id/:operation`, async ({ params }) => {
      const found = lookup(params.id);
      if (found instanceof Response) return found;
      if (!isEnabled(found)) return badRequest('Forbidden operation, connector not enabled');
      await startConnector(state, found);
      return noContent();
    }),

    // The id, then the node: a name the broker has no atom for is "Invalid node name".
    http.post(`${API}/nodes/:node/connectors/:id/:operation`, async ({ params }) => {
      const parsed = parseResourceId(param(params.id), 'connector:');
      if ('problem' in parsed) return notFound(`Invalid connector ID, ${parsed.problem}`);
      const node = param(params.node);
      if (!state.nodes.some((n) => n.name === node)) return notFound(`Invalid node name: ${node}`);
      const found = lookup(params.id);
      if (found instanceof Response) return found;
      if (!isEnabled(found)) return badRequest('Forbidden operation, connector not enabled');
      await startConnector(state, found, [node]);
      return noContent();
    }),

    http.post(`${API}/connectors_probe`, async ({ request }) => {
      const body = await readJson(request);
      if (!isJsonObject(body) || typeof body.type !== 'string') return emqxError(400, 'TEST_FAILED', 'The probe needs the connector type');
      // Probing an existing connector's form sends its masked secrets back: test with the stored ones.
      const stored = typeof body.name === 'string' ? state.connectors.get(bridgeId(body.type, body.name)) : undefined;
      const config = unmask(withoutAnswerFields(body), stored?.config);
      const result = await probeConnector(body.type, config);
      return result.ok ? noContent() : emqxError(400, 'TEST_FAILED', result.reason);
    }),
  ];
}
