/**
 * Probes that really try, as the broker's dry run does: an HTTP target gets a real request (a raw
 * socket, so msw in component tests does not intercept it), an MQTT server a real connection with
 * mqtt.js over a socket opened here (in jsdom mqtt.js takes itself for a browser and would only
 * speak WebSocket). A failure is the reason the broker would name (`econnrefused`, `timeout`, `nxdomain`,
 * `not_authorized`…).
 */
import net from 'node:net';
import tls from 'node:tls';
import type { IClientOptions } from 'mqtt';

export type ProbeResult = { ok: true } | { ok: false; reason: string };

export const PROBE_TIMEOUT_MS = 3000;

/** Node's socket error codes as Erlang's inet reasons. */
function socketReason(error: unknown): string {
  const code = (error as { code?: string } | undefined)?.code;
  switch (code) {
    case 'ECONNREFUSED':
      return 'econnrefused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'nxdomain';
    case 'EHOSTUNREACH':
      return 'ehostunreach';
    case 'ENETUNREACH':
      return 'enetunreach';
    case 'ECONNRESET':
      return 'closed';
    case 'ETIMEDOUT':
      return 'timeout';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Sends `HEAD path` to the URL and waits for a status line: any answer means the target is reachable
 * (the broker's HTTP connector checks the connection, not the status code).
 */
export function probeHttp(rawUrl: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeResult> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return Promise.resolve({ ok: false, reason: `invalid url: ${rawUrl}` });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve({ ok: false, reason: `unsupported scheme: ${url.protocol}` });
  const secure = url.protocol === 'https:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (secure ? 443 : 80));
  return new Promise((resolve) => {
    let settled = false;
    const socket = secure ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, rejectUnauthorized: false }) : net.connect({ host, port });
    const finish = (result: ProbeResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
    socket.once(secure ? 'secureConnect' : 'connect', () => {
      const path = `${url.pathname || '/'}${url.search}`;
      socket.write(`HEAD ${path} HTTP/1.1\r\nHost: ${url.host}\r\nUser-Agent: emqx-sandbox-probe\r\nConnection: close\r\n\r\n`);
    });
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (/^HTTP\/\d(\.\d)? \d{3}/.test(received)) finish({ ok: true });
      else if (received.length > 64 || received.includes('\r\n')) finish({ ok: false, reason: 'not an HTTP server' });
    });
    socket.once('end', () => finish({ ok: false, reason: 'closed' }));
    socket.once('error', (error) => finish({ ok: false, reason: socketReason(error) }));
  });
}

export interface MqttProbeOptions {
  /** `host:port`, as the connector's `server`. */
  server: string;
  username?: string;
  password?: string;
  protoVer?: string;
  ssl?: boolean;
  clientId?: string;
  timeoutMs?: number;
}

/** CONNACK refusals by return code (MQTT 3.1.1 and 5), named like emqtt's errors. */
const CONNACK_REASONS: Record<number, string> = {
  1: 'unacceptable_protocol_version',
  2: 'client_identifier_not_valid',
  3: 'server_unavailable',
  4: 'malformed_username_or_password',
  5: 'unauthorized_client',
  132: 'unsupported_protocol_version',
  133: 'client_identifier_not_valid',
  134: 'bad_username_or_password',
  135: 'not_authorized',
  136: 'server_unavailable',
};

function splitServer(server: string, defaultPort: number): { host: string; port: number } | undefined {
  const m = /^\[?([^\]]*?)\]?(?::(\d+))?$/.exec(server.trim().replace(/^mqtts?:\/\//, ''));
  if (!m || !m[1]) return undefined;
  return { host: m[1], port: m[2] ? Number(m[2]) : defaultPort };
}

/** Connects to the server, then disconnects at once. mqtt.js is loaded only when a probe runs. */
export async function probeMqtt(options: MqttProbeOptions): Promise<ProbeResult> {
  const target = splitServer(options.server, options.ssl ? 8883 : 1883);
  if (!target) return { ok: false, reason: `invalid server: ${options.server}` };
  const { MqttClient } = await import('mqtt');
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const protocolVersion = options.protoVer === 'v5' ? 5 : options.protoVer === 'v3' ? 3 : 4;
  const { host, port } = target;
  const open = () =>
    options.ssl ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, rejectUnauthorized: false }) : net.connect({ host, port });
  const clientOptions: IClientOptions = {
    protocolVersion,
    protocolId: protocolVersion === 3 ? 'MQIsdp' : 'MQTT',
    clientId: options.clientId ?? `emqx_sandbox_probe_${Math.random().toString(16).slice(2, 10)}`,
    username: options.username || undefined,
    password: options.password || undefined,
    connectTimeout: timeoutMs,
    reconnectPeriod: 0,
    rejectUnauthorized: false,
    clean: true,
  };
  return new Promise((resolve) => {
    let settled = false;
    const client = new MqttClient(open, clientOptions);
    const finish = (result: ProbeResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      client.end(true);
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs + 200);
    client.once('connect', () => finish({ ok: true }));
    client.once('error', (error: Error & { code?: string | number }) => {
      if (typeof error.code === 'number') finish({ ok: false, reason: CONNACK_REASONS[error.code] ?? `connack_error_${error.code}` });
      else finish({ ok: false, reason: socketReason(error) });
    });
    client.once('close', () => finish({ ok: false, reason: 'closed' }));
  });
}

export type SendResult = { ok: true; status: number } | { ok: false; reason: string };

/**
 * Sends one request as an HTTP action does and reads the status line: a 2xx is a success, any
 * other status or a socket failure a failure (a raw socket, like the probes, so msw never answers it).
 */
export function sendHttp(request: { method: string; url: string; headers: Record<string, string>; body: string }, timeoutMs = PROBE_TIMEOUT_MS): Promise<SendResult> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.resolve({ ok: false, reason: `invalid url: ${request.url}` });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.resolve({ ok: false, reason: `unsupported scheme: ${url.protocol}` });
  const secure = url.protocol === 'https:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (secure ? 443 : 80));
  const withBody = request.method !== 'GET' && request.method !== 'DELETE';
  const body = Buffer.from(withBody ? request.body : '', 'utf8');
  const headers = { ...request.headers, Host: url.host, Connection: 'close', ...(withBody ? { 'Content-Length': String(body.length) } : {}) };
  const head = `${request.method} ${url.pathname || '/'}${url.search} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
  return new Promise((resolve) => {
    let settled = false;
    const socket = secure ? tls.connect({ host, port, servername: net.isIP(host) ? undefined : host, rejectUnauthorized: false }) : net.connect({ host, port });
    const finish = (result: SendResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'timeout' }), timeoutMs);
    socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body])));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const status = /^HTTP\/\d(?:\.\d)? (\d{3})/.exec(received);
      if (status) {
        const code = Number(status[1]);
        finish(code >= 200 && code < 300 ? { ok: true, status: code } : { ok: false, reason: `http status ${code}` });
      } else if (received.length > 64 || received.includes('\r\n')) finish({ ok: false, reason: 'not an HTTP server' });
    });
    socket.once('end', () => finish({ ok: false, reason: 'closed' }));
    socket.once('error', (error) => finish({ ok: false, reason: socketReason(error) }));
  });
}
