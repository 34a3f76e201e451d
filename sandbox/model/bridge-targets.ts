/**
 * What a probe of a connector or a channel reaches: the HTTP connector's URL (with the action's
 * path), the MQTT connector's server. Types the sandbox cannot reach (Kafka, databases…) pass.
 */
import { isJsonObject, type JsonObject } from '../lib/json';
import { probeHttp, probeMqtt, type ProbeResult } from './bridge-probe';

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The action's `path` appended to the connector's URL, as the HTTP action sends it. */
export function httpTarget(base: string, path: string | undefined): string {
  if (!path) return base;
  // Placeholders (`${truck}`) are filled per message; the probe asks the fixed part.
  const fixed = path.replace(/\$\{[^}]*\}/g, '');
  return `${base.replace(/\/+$/, '')}/${fixed.replace(/^\/+/, '')}`;
}

/** Probes a connector's target, optionally with a channel's parameters (an HTTP action's path). */
export function probeConnector(type: string, config: JsonObject, parameters?: JsonObject): Promise<ProbeResult> {
  if (type === 'http') {
    const url = str(config.url);
    if (!url) return Promise.resolve({ ok: false, reason: 'url is required' });
    return probeHttp(httpTarget(url, str(parameters?.path)));
  }
  if (type === 'mqtt') {
    const server = str(config.server);
    if (!server) return Promise.resolve({ ok: false, reason: 'server is required' });
    const ssl = isJsonObject(config.ssl) && config.ssl.enable === true;
    return probeMqtt({ server, username: str(config.username), password: str(config.password), protoVer: str(config.proto_ver), ssl });
  }
  return Promise.resolve({ ok: true });
}
