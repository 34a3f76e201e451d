/**
 * Corrections for API keys, dashboard users and login, SSO, alarms, monitor and stats, nodes, cluster, rebalance and licence: where EMQX 5.8.1's code (the API module named in each reason)
 * answers or accepts differently from its published document. Like the others, each does nothing
 * where the document already looks right.
 */
import { at, type Correction } from './correction.ts';
import type { JsonObject } from './normalize.ts';

/** The broker's `{code, message}` error body with these codes. */
const errorBody = (codes: string[]): JsonObject => ({
  type: 'object',
  properties: { code: { type: 'string', enum: codes }, message: { type: 'string' } },
});

export const SYSTEM_CORRECTIONS: Correction[] = [
  {
    reason: 'emqx_dashboard_api:logout/2 answers a token that is not the named user\'s with 401 WRONG_TOKEN_OR_USERNAME, which the 401 schema (BAD_USERNAME_OR_PWD only) leaves out',
    apply(doc) {
      const code = at(doc, 'paths', '/logout', 'post', 'responses', '401', 'content', 'application/json', 'schema', 'properties', 'code');
      if (!code || !Array.isArray(code.enum) || code.enum.includes('WRONG_TOKEN_OR_USERNAME')) return false;
      code.enum = [...code.enum, 'WRONG_TOKEN_OR_USERNAME'];
      return true;
    },
  },
  {
    reason:
      'emqx_dashboard_monitor_api:monitor_current/2 answers subscriptions_ram for the cluster (emqx_dashboard_monitor:adjust_synthetic_cluster_metrics/1) and node_uptime for one node (non_rate_value/0, in milliseconds); sampler_current lists neither',
    apply(doc) {
      const properties = at(doc, 'components', 'schemas', 'emqx_dashboard_monitor_api.sampler_current', 'properties');
      if (!properties || (properties.subscriptions_ram && properties.node_uptime)) return false;
      properties.subscriptions_ram ??= { type: 'integer', description: 'Subscriptions of in-memory sessions (cluster answer only; subscriptions adds the durable ones).' };
      properties.node_uptime ??= { type: 'integer', description: 'The node\'s uptime in milliseconds (GET /monitor_current/nodes/{node} only).' };
      return true;
    },
  },
  {
    reason:
      'emqx_dashboard_api:users/2 and user/2 answer 400 BAD_REQUEST (bad username or password, unknown role, a name already taken) where the document declares no 400 for POST /users and PUT /users/{username}',
    apply(doc) {
      let changed = false;
      for (const [path, method] of [['/users', 'post'], ['/users/{username}', 'put']] as const) {
        const responses = at(doc, 'paths', path, method, 'responses');
        if (!responses || responses['400']) continue;
        responses['400'] = { description: 'Bad Request', content: { 'application/json': { schema: errorBody(['BAD_REQUEST']) } } };
        changed = true;
      }
      return changed;
    },
  },
];
