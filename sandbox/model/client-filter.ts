/** The query parameters of `GET /clients`, as a predicate over client records. */
import { isIP } from 'node:net';
import { parseTimeParam } from '../lib/time';
import type { SandboxState } from '../state';
import type { ClientRecord } from './types';

/**
 * What the filters read of a client. Generated clients (seed/population.ts) answer the cheap fields
 * at once and draw the full record only when a time filter asks for it.
 */
export type ClientFacts = Pick<ClientRecord, 'clientid' | 'username' | 'ip' | 'node' | 'protoVer' | 'cleanStart' | 'createdAt' | 'connectedAt'> & { connected: boolean };

export const recordFacts = (c: ClientRecord): ClientFacts => ({
  clientid: c.clientid,
  username: c.username,
  ip: c.ip,
  node: c.node,
  protoVer: c.protoVer,
  cleanStart: c.cleanStart,
  createdAt: c.createdAt,
  connectedAt: c.connectedAt,
  connected: c.disconnectedAt === undefined,
});

export interface ClientQuery {
  match: (c: ClientFacts) => boolean;
  /** Whether any filter applies (an unfiltered count is the table size, not a scan). */
  filtered: boolean;
  /** Exact client ids asked for: a lookup, not a scan. */
  clientids: string[];
  /** The node asked for, if any: a scan of that node's table only. */
  node?: string;
  /** A like_* filter makes the broker scan the whole table, and it then leaves `count` out. */
  fuzzy: boolean;
  fields?: string[];
}

const CONN_STATES = ['connected', 'idle', 'disconnected'];

/**
 * emqx_mgmt_api:parse_qstring/2 converts `ip_address` (inet:parse_address/1) and `proto_ver` (an
 * integer) after the schema let them through as strings; emqx_mgmt_api_clients answers a failure as
 * 400 INVALID_PARAMETER in this wording (list_clients/1, parse_qstring/1).
 */
const badValue = (key: string, type: string, value: string) => ({ error: `the ${key} parameter expected type is ${type}, but the value is ${value}`, code: 'INVALID_PARAMETER' });

/** The query, or an error message for a 400. */
export function parseClientQuery(state: SandboxState, q: URLSearchParams): ClientQuery | { error: string; code: string } {
  const tests: ((c: ClientFacts) => boolean)[] = [];

  const node = q.get('node');
  if (node !== null && node !== '') {
    // list_clients/1: a node name that is no atom yet is `{badrpc, <<"invalid node">>}`, printed with ~p.
    if (!state.nodes.some((n) => n.name === node)) return { error: `bad rpc call <<"${node}">>, Reason <<"invalid node">>`, code: 'NODE_DOWN' };
    tests.push((c) => c.node === node);
  }
  const clientids = q.getAll('clientid');
  if (clientids.length) tests.push((c) => clientids.includes(c.clientid));
  const usernames = q.getAll('username');
  if (usernames.length) tests.push((c) => usernames.includes(c.username));
  const ip = q.get('ip_address');
  if (ip !== null) {
    if (isIP(ip) === 0) return badValue('ip_address', 'ip', ip);
    tests.push((c) => c.ip === ip);
  }

  const connState = q.get('conn_state');
  if (connState) {
    if (!CONN_STATES.includes(connState)) return { error: `conn_state must be one of ${CONN_STATES.join(', ')}`, code: 'BAD_REQUEST' };
    // `idle` is a socket that has not sent CONNECT yet: never listed in the sandbox.
    tests.push((c) => (connState === 'connected' ? c.connected : connState === 'disconnected' ? !c.connected : false));
  }
  const cleanStart = q.get('clean_start');
  if (cleanStart) {
    if (cleanStart !== 'true' && cleanStart !== 'false') return { error: 'clean_start must be a boolean', code: 'BAD_REQUEST' };
    tests.push((c) => c.cleanStart === (cleanStart === 'true'));
  }
  const protoVer = q.get('proto_ver');
  if (protoVer !== null) {
    // binary_to_integer/1: an optional sign, then digits only.
    if (!/^[+-]?\d+$/.test(protoVer)) return badValue('proto_ver', 'integer', protoVer);
    tests.push((c) => c.protoVer === Number(protoVer));
  }

  let fuzzy = false;
  const likes: [string, (c: ClientFacts) => string][] = [
    ['like_clientid', (c) => c.clientid],
    ['like_username', (c) => c.username],
    ['like_ip_address', (c) => c.ip],
  ];
  for (const [name, pick] of likes) {
    const needle = q.get(name);
    if (!needle) continue;
    fuzzy = true;
    tests.push((c) => pick(c).includes(needle));
  }

  const ranges: [string, (c: ClientFacts) => number, 1 | -1][] = [
    ['gte_created_at', (c) => c.createdAt, 1],
    ['lte_created_at', (c) => c.createdAt, -1],
    ['gte_connected_at', (c) => c.connectedAt, 1],
    ['lte_connected_at', (c) => c.connectedAt, -1],
  ];
  for (const [name, pick, sign] of ranges) {
    const raw = q.get(name);
    if (!raw) continue;
    const bound = parseTimeParam(raw);
    if (bound === undefined) return { error: `${name} must be epoch milliseconds or an RFC 3339 date-time`, code: 'BAD_REQUEST' };
    tests.push((c) => (sign === 1 ? pick(c) >= bound : pick(c) <= bound));
  }

  const fieldsParam = q.get('fields');
  const fields = fieldsParam && fieldsParam !== 'all' ? fieldsParam.split(',').map((f) => f.trim()).filter(Boolean) : undefined;
  return { match: (c) => tests.every((t) => t(c)), filtered: tests.length > 0, clientids, node: node || undefined, fuzzy, fields };
}
