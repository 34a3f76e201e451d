/**
 * Corrections from the audit of GET answers against the broker's code (issue 39, part 3, second half
 * of the GET operations the console uses), read from EMQX v5.8.1:
 * - GET /gateways/{name} answers an unloaded gateway as `{name, status: unloaded}` only; the document's
 *   union has one member per gateway, and the MQTT-SN, OCPP, LwM2M and ExProto members require
 *   fields of the configuration, so that answer fits no member.
 * - GET /gateways lists the listeners of every gateway, OCPP's being ws or wss; the overview's enum
 *   says tcp, ssl, udp or dtls. Its max_connections (and each node's) is the sum over the listeners,
 *   `infinity` when one of them is unlimited and 0 for a gateway without listeners; the document says
 *   an integer of at least 1.
 * - GET /load_rebalance/status answers `process: purge` while a session purge runs, and the stats of
 *   a purge (local and in GET /load_rebalance/global_status) carry only the session counts, not
 *   initial_connected and current_connected, which the document requires.
 * - GET /topics lists the routes of durable sessions as `{topic, session}`, without the node the
 *   document requires.
 * - GET /subscriptions answers the subscription of a process that subscribed without a subscriber
 *   id (not a client) with `clientid: null`.
 * Like the others, each does nothing where the document already looks right.
 */
import { at, type Correction } from './correction.ts';
import type { JsonObject } from './normalize.ts';

const SCHEMAS = ['components', 'schemas'];

/** `{integer ≥ 0} | "infinity"`, the sum of listener limits (emqx_gateway_utils:plus_max_connections/2). */
const connectionLimit = (description: unknown): JsonObject => ({
  oneOf: [{ type: 'integer', minimum: 0 }, { type: 'string', enum: ['infinity'] }],
  ...(typeof description === 'string' ? { description } : {}),
});

export const GET_AUDIT_2_CORRECTIONS: Correction[] = [
  {
    reason:
      'emqx_gateway_api:gateway/2 (get, lines 97-101) answers a gateway that is not loaded with #{name, status => unloaded} only, which fits none of the per-gateway members of the GET /gateways/{name} union (MQTT-SN, OCPP, LwM2M and ExProto require configuration fields)',
    apply(doc) {
      const schema = at(doc, 'paths', '/gateways/{name}', 'get', 'responses', '200', 'content', 'application/json', 'schema');
      const key = Array.isArray(schema?.oneOf) ? 'oneOf' : Array.isArray(schema?.anyOf) ? 'anyOf' : undefined;
      if (!schema || !key) return false;
      const members = schema[key] as JsonObject[];
      const hasUnloaded = members.some((m) => {
        const status = at(m, 'properties', 'status');
        return Array.isArray(status?.enum) && status.enum.includes('unloaded');
      });
      if (hasUnloaded) return false;
      members.push({
        type: 'object',
        description: 'A gateway that is not loaded',
        required: ['name', 'status'],
        properties: { name: { type: 'string' }, status: { type: 'string', enum: ['unloaded'] } },
      });
      return true;
    },
  },
  {
    reason:
      'emqx_gateway_http:get_listeners_status/2 (lines 184-199) gives each listener of GET /gateways its type from the gateway configuration: ws and wss for OCPP (emqx_gateway_api:listeners_schema/1, ws_listeners), besides tcp, ssl, udp and dtls',
    apply(doc) {
      const type = at(doc, ...SCHEMAS, 'emqx_gateway_api.gateway_listener_overview', 'properties', 'type');
      if (!type || !Array.isArray(type.enum) || type.enum.includes('ws')) return false;
      type.enum = [...type.enum, 'ws', 'wss'];
      return true;
    },
  },
  {
    reason:
      'emqx_gateway_http:gateways/1 (lines 99-135) and gateway_status/1 (lines 137-148) answer max_connections as the sum over the listeners (max_connections_count/1, emqx_gateway_utils:plus_max_connections/2, lines 792-799): infinity when a listener is unlimited, 0 without listeners; the document says an integer of at least 1',
    apply(doc) {
      let changed = false;
      for (const name of ['emqx_gateway_api.gateway_overview', 'emqx_gateway_api.gateway_node_status']) {
        const props = at(doc, ...SCHEMAS, name, 'properties');
        const field = props && at(props, 'max_connections');
        if (!props || field?.type !== 'integer') continue;
        props.max_connections = connectionLimit(field.description);
        changed = true;
      }
      return changed;
    },
  },
  {
    reason:
      "emqx_node_rebalance_api:'/load_rebalance/status'/2 (lines 227-237) answers format_status(purge, Stats) while a purge runs (emqx_node_rebalance_status:local_status/0): process is purge as well as rebalance or evacuation",
    apply(doc) {
      const process = at(doc, ...SCHEMAS, 'load_rebalance.local_status_enabled', 'properties', 'process');
      if (!process || !Array.isArray(process.enum) || process.enum.includes('purge')) return false;
      process.enum = [...process.enum, 'purge'];
      return true;
    },
  },
  {
    reason:
      'emqx_node_rebalance_status:purge/1 (lines 108-117) gives the stats of a purge (GET /load_rebalance/status and the purges of /load_rebalance/global_status) as initial_sessions and current_sessions only; initial_connected and current_connected are not sent',
    apply(doc) {
      const stats = at(doc, ...SCHEMAS, 'load_rebalance.status_stats');
      const required = stats?.required;
      if (!stats || !Array.isArray(required) || !required.some((r) => r === 'initial_connected' || r === 'current_connected')) return false;
      stats.required = required.filter((r) => r !== 'initial_connected' && r !== 'current_connected');
      return true;
    },
  },
  {
    reason:
      'emqx_mgmt_api_topics:format/1 (lines 227-235) answers a route to a durable session (mk_persistent_topic_stream/1) as #{topic, session}, without node, which the document requires',
    apply(doc) {
      const topic = at(doc, ...SCHEMAS, 'emqx_mgmt_api_topics.topic');
      const required = topic?.required;
      if (!topic || !Array.isArray(required) || !required.includes('node')) return false;
      topic.required = required.filter((r) => r !== 'node');
      return true;
    },
  },
  {
    reason:
      'emqx_mgmt_api_subscriptions:format/2 (lines 174-191) answers clientid null for a subscriber that is a process without a subscriber id (emqx_broker:subscribe/1,2 without SubId)',
    apply(doc) {
      const clientid = at(doc, ...SCHEMAS, 'emqx_mgmt_api_subscriptions.subscription', 'properties', 'clientid');
      if (!clientid || clientid.nullable === true) return false;
      clientid.nullable = true;
      return true;
    },
  },
];
