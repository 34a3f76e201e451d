/**
 * The audit log of the days before the sandbox started: logins, a rule and an API key created, the
 * authorization settings and a schema changed, a viewer refused a change, a failed login from
 * another address, a rule deployed by the CI's API key and a configuration loaded on the command
 * line. Entries the sandbox records later follow them.
 */
import type { Json } from '../lib/json';
import { auditEntry, createdAt, type AuditRecord, type Operation } from '../model/audit';
import type { SandboxNode } from './cluster';

const HOUR = 3_600_000;
const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json', authorization: '******' };

interface SeedEntry {
  ago: number;
  from?: 'rest_api';
  source: string;
  sourceIp?: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The document's template of `path` and its parameters. */
  operation: Operation;
  body?: Json;
  status: number;
  error?: { code: string; message: string };
  durationMs: number;
}

const ENTRIES: SeedEntry[] = [
  { ago: 74 * HOUR, source: 'admin', method: 'POST', path: '/login', operation: { template: '/login', bindings: {} }, body: { username: 'admin', password: 'public' }, status: 200, durationMs: 41 },
  {
    ago: 73.6 * HOUR,
    source: 'admin',
    method: 'POST',
    path: '/rules',
    operation: { template: '/rules', bindings: {} },
    body: { id: 'temperature_alerts', sql: 'SELECT * FROM "sensor/+/reading" WHERE payload.temperature > 80', actions: ['republish:alerts_out'], enable: true },
    status: 201,
    durationMs: 18,
  },
  { ago: 73.5 * HOUR, source: 'admin', method: 'POST', path: '/api_key', operation: { template: '/api_key', bindings: {} }, body: { name: 'ci-pipeline', desc: 'Deployments from CI', enable: true, expired_at: 'infinity' }, status: 200, durationMs: 9 },
  { ago: 50 * HOUR, source: 'admin', method: 'PUT', path: '/authorization/settings', operation: { template: '/authorization/settings', bindings: {} }, body: { no_match: 'deny', deny_action: 'ignore', cache: { enable: true, max_size: 32, ttl: '1m' } }, status: 200, durationMs: 27 },
  {
    ago: 30 * HOUR,
    from: 'rest_api',
    source: 'ci-pipeline',
    sourceIp: '10.20.8.3',
    method: 'PUT',
    path: '/rules/temperature_alerts',
    operation: { template: '/rules/{id}', bindings: { id: 'temperature_alerts' } },
    body: { sql: 'SELECT * FROM "sensor/+/reading" WHERE payload.temperature > 85', actions: ['republish:alerts_out'], enable: true },
    status: 200,
    durationMs: 15,
  },
  { ago: 26 * HOUR, source: 'noc-viewer', method: 'POST', path: '/login', operation: { template: '/login', bindings: {} }, body: { username: 'noc-viewer', password: 'viewer#2024' }, status: 200, durationMs: 38 },
  { ago: 25.8 * HOUR, source: 'noc-viewer', method: 'DELETE', path: '/banned/clientid/scanner-77', operation: { template: '/banned/{as}/{who}', bindings: { as: 'clientid', who: 'scanner-77' } }, status: 403, error: { code: 'UNAUTHORIZED_ROLE', message: "You don't have permission to access this resource" }, durationMs: 2 },
  {
    ago: 9 * HOUR,
    source: 'operator',
    sourceIp: '10.20.4.17',
    method: 'POST',
    path: '/login',
    operation: { template: '/login', bindings: {} },
    body: { username: 'operator', password: 'letmein' },
    status: 401,
    error: { code: 'BAD_USERNAME_OR_PWD', message: 'Auth failed' },
    durationMs: 35,
  },
  { ago: 6 * HOUR, source: 'admin', method: 'POST', path: '/login', operation: { template: '/login', bindings: {} }, body: { username: 'admin', password: 'public' }, status: 200, durationMs: 40 },
  {
    ago: 5.9 * HOUR,
    source: 'admin',
    method: 'PUT',
    path: '/schema_registry/sensor_reading',
    operation: { template: '/schema_registry/{name}', bindings: { name: 'sensor_reading' } },
    body: { type: 'json', description: 'Readings of the line sensors (sensor/+/reading)', source: '{"type": "object"}' },
    status: 200,
    durationMs: 12,
  },
];

export function seedAudit(nodes: SandboxNode[], startedAt: number): AuditRecord[] {
  const node = nodes[0]?.name ?? 'emqx@127.0.0.1';
  const http = ENTRIES.map((e) =>
    auditEntry({
      at: startedAt - e.ago,
      node,
      source: e.source,
      sourceIp: e.sourceIp ?? '127.0.0.1',
      method: e.method,
      path: e.path,
      body: e.body,
      headers: JSON_HEADERS,
      status: e.status,
      error: e.error,
      durationMs: e.durationMs,
      operation: e.operation,
      from: e.from,
    }),
  );
  // The command line has no HTTP request: its entry names the command's arguments instead.
  const cliAt = startedAt - 20 * HOUR;
  const cli: AuditRecord = {
    at: cliAt,
    entry: {
      created_at: createdAt(cliAt),
      node,
      from: 'cli',
      source: '',
      source_ip: '',
      operation_id: '',
      operation_type: 'conf',
      operation_result: 'success',
      duration_ms: 184,
      args: ['conf', 'load', '--merge', 'etc/limits.hocon'],
      failure: '',
    },
  };
  return [...http, cli].sort((a, b) => a.at - b.at);
}
