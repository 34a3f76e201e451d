/** The query parameters of `GET /gateways/{name}/clients`, as a predicate over client records. */
import { parseTimeParam } from '../lib/time';
import type { SandboxState } from '../state';
import type { GatewayClientRecord } from './gateways';

export interface GatewayClientQuery {
  match: (c: GatewayClientRecord) => boolean;
  /** A like_* filter scans the whole table, and the broker then leaves `count` out. */
  fuzzy: boolean;
}

const CONN_STATES = ['connected', 'idle', 'disconnected'];

/** The query, or the broker's reason for a 400. */
export function parseGatewayClientQuery(state: SandboxState, q: URLSearchParams): GatewayClientQuery | { error: string } {
  const tests: ((c: GatewayClientRecord) => boolean)[] = [];
  const exact: [string, (c: GatewayClientRecord) => string | undefined][] = [
    ['node', (c) => c.node],
    ['clientid', (c) => c.clientid],
    ['username', (c) => c.username],
    ['ip_address', (c) => c.ip],
    ['proto_ver', (c) => c.protoVer],
    ['endpoint_name', (c) => c.endpointName],
  ];
  for (const [name, pick] of exact) {
    const wanted = q.get(name);
    if (wanted) tests.push((c) => pick(c) === wanted);
  }
  const node = q.get('node');
  if (node && !state.nodes.some((n) => n.name === node)) return { error: `bad rpc call ${node}, Reason invalid node` };

  const connState = q.get('conn_state');
  if (connState) {
    if (!CONN_STATES.includes(connState)) return { error: `conn_state must be one of ${CONN_STATES.join(', ')}` };
    // Gateway sessions end with their connection: every listed client is connected.
    tests.push(() => connState === 'connected');
  }
  const cleanStart = q.get('clean_start');
  if (cleanStart) {
    if (cleanStart !== 'true' && cleanStart !== 'false') return { error: 'clean_start must be a boolean' };
    tests.push((c) => c.cleanStart === (cleanStart === 'true'));
  }

  let fuzzy = false;
  const likes: [string, (c: GatewayClientRecord) => string | undefined][] = [
    ['like_clientid', (c) => c.clientid],
    ['like_username', (c) => c.username],
    ['like_endpoint_name', (c) => c.endpointName],
  ];
  for (const [name, pick] of likes) {
    const needle = q.get(name);
    if (!needle) continue;
    fuzzy = true;
    tests.push((c) => pick(c)?.includes(needle) ?? false);
  }

  const times: [string, (c: GatewayClientRecord) => number, 1 | -1][] = [
    ['gte_created_at', (c) => c.createdAt, 1],
    ['lte_created_at', (c) => c.createdAt, -1],
    ['gte_connected_at', (c) => c.connectedAt, 1],
    ['lte_connected_at', (c) => c.connectedAt, -1],
  ];
  for (const [name, pick, sign] of times) {
    const raw = q.get(name);
    if (!raw) continue;
    const bound = parseTimeParam(raw);
    if (bound === undefined) return { error: `${name} must be epoch milliseconds or an RFC 3339 date-time` };
    tests.push((c) => (sign === 1 ? pick(c) >= bound : pick(c) <= bound));
  }
  const lifetimes: [string, 1 | -1][] = [
    ['gte_lifetime', 1],
    ['lte_lifetime', -1],
  ];
  for (const [name, sign] of lifetimes) {
    const raw = q.get(name);
    if (!raw) continue;
    if (!/^\d+$/.test(raw)) return { error: `${name} must be a number of seconds` };
    const bound = Number(raw);
    tests.push((c) => c.lifetime !== undefined && (sign === 1 ? c.lifetime >= bound : c.lifetime <= bound));
  }
  return { match: (c) => tests.every((t) => t(c)), fuzzy };
}
