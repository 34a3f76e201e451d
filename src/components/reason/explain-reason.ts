/**
 * The broker's reasons in plain words. A probe ("Test connectivity") that fails answers a `message`,
 * and a connector, action, source, authenticator, authorization source or ExHook server that is not
 * connected carries a `status_reason` (or a node's `error`): both are the broker's Erlang terms made
 * readable, e.g. `econnrefused`, `{tls_alert,{unknown_ca,"TLS client: In state certify …"}}`,
 * `{start_pool_failed,<<"connector:mysql:db">>,{1045,<<"28000">>,<<"Access denied for user …">>}}`.
 * `explainReason` names the family of such a reason with one sentence an operator can act on, and the
 * form field to fix when there is one. What it does not know stays the broker's text (the callers show it).
 *
 * Where the texts come from (EMQX 5.8): emqx_utils:readable_error_msg/1 (`Connection refused`, `Could
 * not resolve host`, `Unauthorized client`, `Not authorized`, `Bad username or password`, else the term
 * printed with `~0tp`), emqx_resource_pool (`health_check_timeout`, `pool_crashed`,
 * `connection_pool_not_initialized`, `{start_pool_failed, Id, Reason}`), the connectors' health checks
 * (`resource_health_check_timed_out`, `{unhealthy_target, Message}`, Redis `NOAUTH Authentication
 * required.`, PostgreSQL `undefined_table`), the drivers (MySQL `{1045,<<"28000">>,<<"Access denied for
 * user …">>}`, `Unknown database`, PostgreSQL `invalid_password` / `password authentication failed`,
 * `database "x" does not exist`, Redis `WRONGPASS …`, MongoDB `Authentication failed`), the HTTP
 * connector (`#{status_code => 404, …}`), the cluster aggregation (`inconsistent`), and the sandbox's
 * probes (`econnrefused`, `nxdomain`, `not an HTTP server`, `http status 503`, MQTT CONNACK codes…).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type ReasonKind = 'connector' | 'action' | 'source' | 'authn' | 'authz' | 'exhook';

export interface ReasonContext {
  kind: ReasonKind;
  /** The connector, action or source type (`http`, `mysql`, `mqtt`…), the authenticator's or source's backend. */
  type?: string;
}

export type ReasonFamily =
  | 'invalidUrl'
  | 'badScheme'
  | 'missingAddress'
  | 'notHttp'
  | 'connectorMissing'
  | 'invalidSetting'
  | 'tlsUnknownCa'
  | 'tlsExpired'
  | 'tlsHostname'
  | 'tlsCertRequired'
  | 'tlsBadCert'
  | 'tlsHandshake'
  | 'http401'
  | 'http403'
  | 'http404'
  | 'http4xx'
  | 'http5xx'
  | 'databaseAccess'
  | 'hostNotAllowed'
  | 'unknownDatabase'
  | 'authRequired'
  | 'noPasswordSet'
  | 'authFailed'
  | 'unknownUser'
  | 'notAuthorized'
  | 'tableMissing'
  | 'mqttClientId'
  | 'mqttProtocol'
  | 'mqttUnavailable'
  | 'nxdomain'
  | 'unreachable'
  | 'refused'
  | 'timeout'
  | 'closed'
  | 'pool'
  | 'oauth'
  | 'notFound'
  | 'unhealthyTarget'
  | 'inconsistent'
  | 'disconnected'
  | 'connecting'
  | 'stopped';

export interface ReasonExplanation {
  family: ReasonFamily;
  /** One plain sentence: what happened and what to do. */
  sentence: MessageDescriptor;
  /** The dotted path of the form field to fix (`url`, `server`, `password`, `ssl`, `parameters.path`…), as the broker's schema names it. */
  field?: string;
}

/** Families that are a status word, not a reason: the word says nothing more than the sentence. */
export const STATUS_FAMILIES: ReadonlySet<ReasonFamily> = new Set(['inconsistent', 'disconnected', 'connecting', 'stopped']);

/** Where the target's address is typed, by type: the HTTP connector's `url`, Kafka's bootstrap hosts, else `server`. */
export function addressField(context: ReasonContext | undefined): string {
  const type = (context?.type ?? '').toLowerCase();
  if (context?.kind === 'exhook' || type === 'http' || type === 'webhook') return 'url';
  if (/kafka|azure_event_hub|confluent/.test(type)) return 'bootstrap_hosts';
  return 'server';
}

const isHttp = (context: ReasonContext | undefined) => addressField(context) === 'url';

/**
 * A dotted config path of a HOCON validation error, without the root the form does not show
 * (`connectors.http.name.url` → `url`).
 */
function settingPath(raw: string): string | undefined {
  const path = /"path"\s*:\s*"([^"]+)"/.exec(raw)?.[1] ?? /\bpath\s*=>\s*"([^"]+)"/.exec(raw)?.[1];
  if (!path) return undefined;
  const parts = path.split('.');
  if (['connectors', 'actions', 'sources', 'bridges'].includes(parts[0] ?? '') && parts.length > 3) return parts.slice(3).join('.');
  if (parts[0] === 'root' && parts.length > 1) return parts.slice(1).join('.');
  return path;
}

/** An HTTP status the text names (`status_code => 404`, `"status_code":404`, `http status 404`, `HTTP/1.1 404`, `404 Not Found`). */
function httpStatus(raw: string): number | undefined {
  const found =
    /\bstatus(?:_code)?"?\s*(?:=>|:|=)\s*"?(\d{3})\b/i.exec(raw)?.[1] ??
    /\bhttp(?:\/\d(?:\.\d)?)?\s+(?:status\s+(?:code\s+)?)?(\d{3})\b/i.exec(raw)?.[1] ??
    /\b(\d{3})\s+(?:Unauthorized|Forbidden|Not Found|Method Not Allowed|Too Many Requests|Internal Server Error|Not Implemented|Bad Gateway|Service Unavailable|Gateway Time-?out)\b/i.exec(raw)?.[1];
  const status = found ? Number(found) : undefined;
  return status !== undefined && status >= 400 && status < 600 ? status : undefined;
}

/**
 * Resource ids inside a term (`<<"connector:mysql:timeout_test">>`) are names, not reasons: a
 * connector called `timeout_test` must not read as a timeout.
 */
const withoutIds = (raw: string) => raw.replace(/<<"(?:connector|action|source|bridge|dry_run|probe)[^"]*">>/g, '<<>>');

/** The sentence and field of a reason, or undefined when the reason is not one the console knows. */
export function explainReason(raw: string | undefined, context?: ReasonContext): ReasonExplanation | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  const r = withoutIds(text);
  const lower = r.toLowerCase();
  const address = addressField(context);
  const channel = context?.kind === 'action' || context?.kind === 'source';
  const explain = (family: ReasonFamily, sentence: MessageDescriptor, field?: string): ReasonExplanation => (field ? { family, sentence, field } : { family, sentence });

  // Status words: the cluster's aggregate, or one node's.
  if (lower === 'inconsistent') return explain('inconsistent', msg`The status differs between the cluster's nodes: some reach the target and others do not. See the status on each node.`);
  if (lower === 'connecting') return explain('connecting', msg`EMQX is connecting to the target, or reconnecting after a failure.`);
  // An ExHook server's `disconnected` is one that failed and is not being reconnected: the console calls it stopped.
  if (lower === 'stopped' || (lower === 'disconnected' && context?.kind === 'exhook'))
    return explain('stopped', msg`Stopped: EMQX is not connected to it. Check that the target is running and reachable, then reconnect.`);
  if (lower === 'disconnected') return explain('disconnected', msg`Not connected to the target; EMQX retries at each health check. Check that the target is running and reachable.`);

  // What the form got wrong before anything was reached (the sandbox's words and the broker's checks).
  if (/connector_not_found_or_wrong_type/.test(r)) return explain('connectorMissing', msg`The connector does not exist or is of another type. Choose another connector.`);
  if (/\b(?:url|server) is required\b/i.test(r)) return explain('missingAddress', msg`Enter the address of the target.`, address);
  if (/unsupported scheme|invalid url scheme|not_expecting_scheme|bad_scheme/i.test(r)) return explain('badScheme', msg`The URL must start with http:// or https://.`, address);
  if (/invalid url\b|invalid_url|bad_url|invalid server\b/i.test(r)) return explain('invalidUrl', msg`The address is not valid. Write a URL as http://host:port/path, a server as host:port.`, address);
  if (/not an HTTP server/i.test(r)) return explain('notHttp', msg`Something answers at this address, but it is not an HTTP server. Check the port and the scheme (http:// or https://).`, address);
  if (/validation_error/.test(r)) return explain('invalidSetting', msg`EMQX refused a setting: the details name it and say why.`, settingPath(r));

  // TLS: the alert inside `{tls_alert,{Alert,"TLS client: In state … "}}` names the cause.
  if (/hostname_check_failed|hostname[ _]mismatch|host ?name.{0,40}(?:does not match|mismatch)|subject_alt_name|bad_cert,\s*hostname/i.test(r))
    return explain('tlsHostname', msg`The server's certificate is not valid for this host name. Connect with a name the certificate lists, or set the server name indication (SNI) in the TLS settings.`, 'ssl');
  if (/unknown_ca|unknown ca\b|selfsigned_peer|self[- ]signed certificate|unable to get local issuer|cert_not_trusted/i.test(r))
    return explain('tlsUnknownCa', msg`The server's certificate is signed by a certificate authority EMQX does not trust. Add the CA certificate in the TLS settings, or turn off certificate verification.`, 'ssl');
  if (/certificate_expired|cert_expired|certificate expired|certificate has expired/i.test(r))
    return explain('tlsExpired', msg`A certificate has expired. Renew the server's certificate, or the client certificate in the TLS settings.`, 'ssl');
  if (/certificate_required|certificate required|no_client_certificate_provided/i.test(r))
    return explain('tlsCertRequired', msg`The server requires a client certificate. Add the certificate and its key in the TLS settings.`, 'ssl');
  if (/bad_certificate|bad certificate|unsupported_certificate|certificate_revoked|certificate_unknown|\bbad_cert\b/i.test(r))
    return explain('tlsBadCert', msg`A certificate was rejected during the TLS handshake. Check the certificates and the key in the TLS settings.`, 'ssl');
  if (/tls_alert|TLS (?:client|server): In state|handshake_failure|handshake failure|ssl_handshake|insufficient_security|\bprotocol_version\b|\{tls_|wrong version number|ssl_error|tls_error/i.test(r))
    return explain('tlsHandshake', msg`The TLS handshake failed. Check that the target expects TLS on this port, and the TLS settings (certificates, versions, ciphers).`, 'ssl');

  // The token endpoint of OAuth 2.0, whatever went wrong there (the connector's own target is fine).
  if (/oauth2?_token_unavailable/i.test(r) || (/oauth/i.test(r) && /token/i.test(r))) return explain('oauth', msg`No OAuth 2.0 token could be obtained. Check the token endpoint and the client credentials.`, 'oauth2');

  // An HTTP server that answered with an error status.
  const status = httpStatus(r);
  if (status === 401) return explain('http401', msg`The HTTP server refused the credentials (401 Unauthorized). Check the authorization header or token.`, channel ? 'parameters.headers' : 'headers');
  if (status === 403) return explain('http403', msg`The HTTP server forbids this request (403 Forbidden). Check the credentials' permissions on the server.`, channel ? 'parameters.headers' : 'headers');
  if (status === 404) return explain('http404', msg`The HTTP server has nothing at this path (404 Not Found). Check the URL and its path.`, channel && isHttp(context) ? 'parameters.path' : address);
  if (status !== undefined && status >= 500) return explain('http5xx', msg`The HTTP server failed with status ${status}. The settings may be right: check the server and its logs.`);
  if (status !== undefined) return explain('http4xx', msg`The HTTP server rejected the request with status ${status}. Check the method, the headers and the body.`);

  // Databases: user, password, database and table.
  if (/access denied for user .{0,120} to database/i.test(r) || /\b1044\b.{0,20}42000/.test(r))
    return explain('databaseAccess', msg`The user may not use this database. Grant it access, or use another database or user.`, 'database');
  if (/pg_hba\.conf|is not allowed to connect to this|\b1130\b.{0,20}HY000/i.test(r))
    return explain('hostNotAllowed', msg`The database does not accept connections from EMQX's host for this user. Allow them on the database server (pg_hba.conf, or the user's allowed hosts).`);
  if (/unknown database|invalid_catalog_name|database "[^"]*" does not exist|database \\"[^"]*\\" does not exist|\b1049\b.{0,20}42000|\b3D000\b/i.test(r))
    return explain('unknownDatabase', msg`The database does not exist on the server. Check its name.`, 'database');
  if (/NOAUTH|authentication required/i.test(r)) return explain('authRequired', msg`The server requires a password. Enter it.`, 'password');
  if (/called without any password configured|no password is set/i.test(r))
    return explain('noPasswordSet', msg`A password was given, but the server has none set. Clear the password.`, 'password');
  if (/role "[^"]*" does not exist|role \\"[^"]*\\" does not exist/i.test(r)) return explain('unknownUser', msg`The server has no such user. Check the user name.`, 'username');
  if (
    /access denied for user|password authentication failed|invalid_password|\b28P01\b|WRONGPASS|invalid password|invalid username-password|authentication[ _]failed|AuthenticationFailed|auth_failed|authentication_error|can't pass authentif|bad_username_or_password|malformed_username_or_password|bad username or password|invalid_authorization_specification|sasl_auth|sasl authentication|invalid credentials|invalid_credentials/i.test(
      r,
    )
  )
    return explain('authFailed', msg`The server refused the user name or password. Check both.`, 'password');
  if (/not_authorized|not authorized|unauthorized_client|unauthorized client/i.test(r))
    return explain('notAuthorized', msg`The server does not authorize this client. Check the user name and password, and the server's access rules.`, 'password');
  if (/undefined_table|table[^,]{0,80}(?:does not exist|doesn't exist)|\b1146\b.{0,20}42S02|\b42P01\b|unknown topic or partition|topic.{0,40}(?:does not exist|not found)/i.test(r))
    return explain('tableMissing', msg`The table or topic does not exist. Create it, or correct its name in the settings.`, channel ? (/topic/i.test(r) ? 'parameters.topic' : 'parameters.sql') : undefined);

  // An MQTT server's CONNACK refusals.
  if (/client_identifier_not_valid|identifier rejected|client identifier not valid/i.test(r)) return explain('mqttClientId', msg`The MQTT server refused the client ID. Change the client ID prefix.`, 'clientid_prefix');
  if (/unacceptable_protocol_version|unsupported_protocol_version|unacceptable protocol version|unsupported protocol version/i.test(r))
    return explain('mqttProtocol', msg`The MQTT server does not support this protocol version. Choose another MQTT version.`, 'proto_ver');
  if (/server_unavailable|server unavailable|server_busy/i.test(r)) return explain('mqttUnavailable', msg`The MQTT server is not available at the moment. Try again later, or check the server.`);

  // The network: name, route, port, time.
  if (/nxdomain|could not resolve|enotfound|eai_again|eai_noname|name or service not known|no such host|getaddrinfo|unknown host/i.test(r))
    return explain('nxdomain', msg`The host name could not be resolved. Check its spelling, or use an IP address.`, address);
  if (/ehostunreach|enetunreach|ehostdown|enetdown|host is unreachable|network is unreachable|no route to host|host unreachable|network unreachable/i.test(r))
    return explain('unreachable', msg`The host cannot be reached: there is no network route from EMQX to it. Check the address and the network in between.`, address);
  if (/econnrefused|connection refused/i.test(r))
    return explain('refused', msg`The target refused the connection: nothing accepts connections at this host and port. Check the address and the port, and that the service is running.`, address);
  if (/time(?:d)?[_ -]?out|etimedout/i.test(r))
    return explain('timeout', msg`The target did not answer in time. Check the address, that the service is running, and that no firewall blocks EMQX.`, address);
  if (/\bclosed\b|econnreset|econnaborted|connection reset|socket_closed_remotely|\bepipe\b|broken pipe/i.test(r))
    return explain('closed', msg`The target closed the connection. Check the port, and whether the target expects TLS (or plain TCP) on it.`, address);

  // The broker's own machinery.
  if (/connection_pool_not_initialized|pool_crashed|ecpool_worker_dead|worker_processes_dead|ecpool_empty|no_available_worker/i.test(r))
    return explain('pool', msg`The connection pool is not running. Reconnect; if it keeps failing, check EMQX's log.`);
  if (/resource[ _]not[ _]found|\bnot_found(?:_resource)?\b|not found on remote node/i.test(r))
    return explain('notFound', msg`EMQX did not find this resource: it may have been deleted, or not be created on every node yet.`);
  if (/unhealthy[ _]target/i.test(r))
    return explain('unhealthyTarget', msg`EMQX reaches the target, but the target is not ready for this use (for example a missing table, topic or permission). The details say what it answered.`);
  return undefined;
}

/**
 * The reason to show with a status: none when connected, else the first node's error, else
 * `inconsistent` (what that word means). A bare `disconnected` says nothing more: a disabled
 * authenticator is disconnected too, and "EMQX retries" would be wrong for it.
 */
export function statusReason(status: string | undefined, nodeErrors: readonly (string | undefined)[] = []): string | undefined {
  if (!status || status === 'connected' || status === 'disabled') return undefined;
  return nodeErrors.find((error) => typeof error === 'string' && error.trim() !== '') ?? (status === 'inconsistent' ? status : undefined);
}

/**
 * The errors of `node_error` (authentication and authorization status): the API document names
 * them `error`, EMQX 5.8 sends `reason`.
 */
export function nodeErrors(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { error, reason } = item as { error?: unknown; reason?: unknown };
    const text = typeof error === 'string' && error ? error : typeof reason === 'string' ? reason : undefined;
    return text ? [text] : [];
  });
}
