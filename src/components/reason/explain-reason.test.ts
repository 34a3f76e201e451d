import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { messages as zhStart } from '../../../locales/zh/start.po';
import { explainReason, nodeErrors, statusReason, type ReasonContext, type ReasonFamily } from './explain-reason';

/** Each family's sentence in both languages (the zh texts are the ones handed over for the catalog). */
const SENTENCES: Record<ReasonFamily, { en: string; zh: string }> = {
  inconsistent: {
    en: "The status differs between the cluster's nodes: some reach the target and others do not. See the status on each node.",
    zh: "集群各节点上的状态不一致：部分节点能连接到目标，部分不能。请查看各节点上的状态。",
  },
  connecting: {
    en: "EMQX is connecting to the target, or reconnecting after a failure.",
    zh: "EMQX 正在连接目标，或在失败后重新连接。",
  },
  stopped: {
    en: "Stopped: EMQX is not connected to it. Check that the target is running and reachable, then reconnect.",
    zh: "已停止：EMQX 未与其连接。请检查目标是否在运行且可以访问，然后重新连接。",
  },
  disconnected: {
    en: "Not connected to the target; EMQX retries at each health check. Check that the target is running and reachable.",
    zh: "未连接到目标；EMQX 会在每次健康检查时重试。请检查目标是否在运行且可以访问。",
  },
  connectorMissing: {
    en: "The connector does not exist or is of another type. Choose another connector.",
    zh: "连接器不存在或类型不符。请选择其他连接器。",
  },
  missingAddress: {
    en: "Enter the address of the target.",
    zh: "请填写目标地址。",
  },
  badScheme: {
    en: "The URL must start with http:// or https://.",
    zh: "URL 必须以 http:// 或 https:// 开头。",
  },
  invalidUrl: {
    en: "The address is not valid. Write a URL as http://host:port/path, a server as host:port.",
    zh: "地址无效。URL 请写成 http://host:port/path，服务器地址请写成 host:port。",
  },
  notHttp: {
    en: "Something answers at this address, but it is not an HTTP server. Check the port and the scheme (http:// or https://).",
    zh: "该地址有服务响应，但不是 HTTP 服务器。请检查端口和协议（http:// 或 https://）。",
  },
  invalidSetting: {
    en: "EMQX refused a setting: the details name it and say why.",
    zh: "EMQX 拒绝了某项设置：详情中给出了该设置及原因。",
  },
  tlsHostname: {
    en: "The server's certificate is not valid for this host name. Connect with a name the certificate lists, or set the server name indication (SNI) in the TLS settings.",
    zh: "服务器证书对该主机名无效。请使用证书中列出的名称连接，或在 TLS 设置中设置服务器名称指示（SNI）。",
  },
  tlsUnknownCa: {
    en: "The server's certificate is signed by a certificate authority EMQX does not trust. Add the CA certificate in the TLS settings, or turn off certificate verification.",
    zh: "服务器证书的签发机构不受 EMQX 信任。请在 TLS 设置中添加 CA 证书，或关闭证书验证。",
  },
  tlsExpired: {
    en: "A certificate has expired. Renew the server's certificate, or the client certificate in the TLS settings.",
    zh: "证书已过期。请更新服务器证书，或 TLS 设置中的客户端证书。",
  },
  tlsCertRequired: {
    en: "The server requires a client certificate. Add the certificate and its key in the TLS settings.",
    zh: "服务器要求客户端证书。请在 TLS 设置中添加证书及其私钥。",
  },
  tlsBadCert: {
    en: "A certificate was rejected during the TLS handshake. Check the certificates and the key in the TLS settings.",
    zh: "TLS 握手时证书被拒绝。请检查 TLS 设置中的证书和私钥。",
  },
  tlsHandshake: {
    en: "The TLS handshake failed. Check that the target expects TLS on this port, and the TLS settings (certificates, versions, ciphers).",
    zh: "TLS 握手失败。请确认目标在该端口上使用 TLS，并检查 TLS 设置（证书、版本、加密套件）。",
  },
  http401: {
    en: "The HTTP server refused the credentials (401 Unauthorized). Check the authorization header or token.",
    zh: "HTTP 服务器拒绝了凭据（401 Unauthorized）。请检查 Authorization 请求头或令牌。",
  },
  http403: {
    en: "The HTTP server forbids this request (403 Forbidden). Check the credentials' permissions on the server.",
    zh: "HTTP 服务器禁止此请求（403 Forbidden）。请检查凭据在服务器上的权限。",
  },
  http404: {
    en: "The HTTP server has nothing at this path (404 Not Found). Check the URL and its path.",
    zh: "HTTP 服务器上不存在该路径（404 Not Found）。请检查 URL 及其路径。",
  },
  http5xx: {
    en: "The HTTP server failed with status {status}. The settings may be right: check the server and its logs.",
    zh: "HTTP 服务器出错，状态码 {status}。设置可能没有问题：请检查该服务器及其日志。",
  },
  http4xx: {
    en: "The HTTP server rejected the request with status {status}. Check the method, the headers and the body.",
    zh: "HTTP 服务器拒绝了请求，状态码 {status}。请检查请求方法、请求头和请求体。",
  },
  databaseAccess: {
    en: "The user may not use this database. Grant it access, or use another database or user.",
    zh: "该用户无权使用此数据库。请为其授权，或改用其他数据库或用户。",
  },
  hostNotAllowed: {
    en: "The database does not accept connections from EMQX's host for this user. Allow them on the database server (pg_hba.conf, or the user's allowed hosts).",
    zh: "数据库不接受来自 EMQX 所在主机、使用该用户的连接。请在数据库服务器上放行（pg_hba.conf，或该用户允许的主机）。",
  },
  unknownDatabase: {
    en: "The database does not exist on the server. Check its name.",
    zh: "服务器上不存在该数据库。请检查数据库名称。",
  },
  authRequired: {
    en: "The server requires a password. Enter it.",
    zh: "服务器要求密码，请填写密码。",
  },
  noPasswordSet: {
    en: "A password was given, but the server has none set. Clear the password.",
    zh: "填写了密码，但服务器未设置密码。请清空密码。",
  },
  unknownUser: {
    en: "The server has no such user. Check the user name.",
    zh: "服务器上没有该用户。请检查用户名。",
  },
  authFailed: {
    en: "The server refused the user name or password. Check both.",
    zh: "服务器拒绝了用户名或密码。请检查两者是否正确。",
  },
  notAuthorized: {
    en: "The server does not authorize this client. Check the user name and password, and the server's access rules.",
    zh: "服务器未授权此客户端。请检查用户名和密码，以及服务器的访问控制规则。",
  },
  tableMissing: {
    en: "The table or topic does not exist. Create it, or correct its name in the settings.",
    zh: "数据表或主题不存在。请创建它，或在设置中更正其名称。",
  },
  mqttClientId: {
    en: "The MQTT server refused the client ID. Change the client ID prefix.",
    zh: "MQTT 服务器拒绝了客户端 ID。请修改客户端 ID 前缀。",
  },
  mqttProtocol: {
    en: "The MQTT server does not support this protocol version. Choose another MQTT version.",
    zh: "MQTT 服务器不支持该协议版本。请选择其他 MQTT 版本。",
  },
  mqttUnavailable: {
    en: "The MQTT server is not available at the moment. Try again later, or check the server.",
    zh: "MQTT 服务器暂时不可用。请稍后重试，或检查该服务器。",
  },
  nxdomain: {
    en: "The host name could not be resolved. Check its spelling, or use an IP address.",
    zh: "无法解析主机名。请检查拼写，或改用 IP 地址。",
  },
  unreachable: {
    en: "The host cannot be reached: there is no network route from EMQX to it. Check the address and the network in between.",
    zh: "无法访问该主机：EMQX 到它没有可用的网络路由。请检查地址以及两者之间的网络。",
  },
  refused: {
    en: "The target refused the connection: nothing accepts connections at this host and port. Check the address and the port, and that the service is running.",
    zh: "目标拒绝了连接：该主机和端口上没有服务接受连接。请检查地址和端口，并确认服务正在运行。",
  },
  timeout: {
    en: "The target did not answer in time. Check the address, that the service is running, and that no firewall blocks EMQX.",
    zh: "目标未在规定时间内响应。请检查地址、服务是否在运行，以及是否有防火墙拦截了 EMQX。",
  },
  closed: {
    en: "The target closed the connection. Check the port, and whether the target expects TLS (or plain TCP) on it.",
    zh: "目标关闭了连接。请检查端口，以及目标在该端口上要求的是 TLS 还是普通 TCP。",
  },
  pool: {
    en: "The connection pool is not running. Reconnect; if it keeps failing, check EMQX's log.",
    zh: "连接池未运行。请重新连接；若仍然失败，请查看 EMQX 日志。",
  },
  oauth: {
    en: "No OAuth 2.0 token could be obtained. Check the token endpoint and the client credentials.",
    zh: "无法获取 OAuth 2.0 令牌。请检查令牌端点和客户端凭据。",
  },
  notFound: {
    en: "EMQX did not find this resource: it may have been deleted, or not be created on every node yet.",
    zh: "EMQX 未找到该资源：它可能已被删除，或尚未在所有节点上创建。",
  },
  unhealthyTarget: {
    en: "EMQX reaches the target, but the target is not ready for this use (for example a missing table, topic or permission). The details say what it answered.",
    zh: "EMQX 能连接到目标，但目标尚未就绪（例如缺少数据表、主题或权限）。详情中给出了目标的应答。",
  },
};

const connector = (type: string): ReasonContext => ({ kind: 'connector', type });
const action = (type: string): ReasonContext => ({ kind: 'action', type });

/** Reasons as EMQX 5.8 and the sandbox word them → family and field to fix. */
const CASES: [raw: string, context: ReasonContext | undefined, family: ReasonFamily, field: string | undefined][] = [
  // Status words
  ['inconsistent', connector('http'), 'inconsistent', undefined],
  ['Inconsistent', undefined, 'inconsistent', undefined],
  ['connecting', connector('mysql'), 'connecting', undefined],
  ['disconnected', connector('mysql'), 'disconnected', undefined],
  ['disconnected', { kind: 'exhook' }, 'stopped', undefined],
  ['stopped', undefined, 'stopped', undefined],
  // What the form got wrong (sandbox probes and the broker's checks)
  ['{"kind":"validation_error","reason":"connector_not_found_or_wrong_type","connector_name":"gone","bridge_name":"b","bridge_type":"http"}', action('http'), 'connectorMissing', undefined],
  ['connector_not_found_or_wrong_type: gone', action('http'), 'connectorMissing', undefined],
  ['url is required', connector('http'), 'missingAddress', 'url'],
  ['server is required', connector('mqtt'), 'missingAddress', 'server'],
  ['unsupported scheme: ftp:', connector('http'), 'badScheme', 'url'],
  ['Invalid url scheme: grpc://127.0.0.1:9000', { kind: 'exhook' }, 'badScheme', 'url'],
  ['invalid url: http//broken', connector('http'), 'invalidUrl', 'url'],
  ['invalid server: :1883', connector('mqtt'), 'invalidUrl', 'server'],
  ['not an HTTP server', connector('http'), 'notHttp', 'url'],
  ['{"kind":"validation_error","path":"connectors.mysql.probe_x.pool_size","reason":"Unable to convert to integer","value":"many"}', connector('mysql'), 'invalidSetting', 'pool_size'],
  // TLS
  ['{tls_alert,{handshake_failure,"TLS client: In state certify at ssl_handshake.erl:2111 generated CLIENT ALERT: Fatal - Handshake Failure\\n {bad_cert,hostname_check_failed}"}}', connector('http'), 'tlsHostname', 'ssl'],
  ['{tls_alert,{unknown_ca,"TLS client: In state certify at ssl_handshake.erl:2183 generated CLIENT ALERT: Fatal - Unknown CA\\n"}}', connector('mqtt'), 'tlsUnknownCa', 'ssl'],
  ['{tls_alert,{certificate_expired,"TLS client: In state certify at ssl_handshake.erl:2138 generated CLIENT ALERT: Fatal - Certificate Expired\\n"}}', connector('mysql'), 'tlsExpired', 'ssl'],
  ['{tls_alert,{certificate_required,"TLS client: In state connection received SERVER ALERT: Fatal - Certificate required\\n"}}', connector('pgsql'), 'tlsCertRequired', 'ssl'],
  ['{tls_alert,{bad_certificate,"TLS client: In state certify received SERVER ALERT: Fatal - Bad Certificate\\n"}}', connector('redis'), 'tlsBadCert', 'ssl'],
  ['{tls_alert,{handshake_failure,"TLS client: In state hello received SERVER ALERT: Fatal - Handshake Failure\\n"}}', connector('http'), 'tlsHandshake', 'ssl'],
  ['TLS client: In state certify at ssl_handshake.erl:2100 generated CLIENT ALERT: Fatal - Illegal Parameter', connector('mqtt'), 'tlsHandshake', 'ssl'],
  // An HTTP server's error statuses
  ['{unrecoverable_error,#{body => <<"unauthorized">>,headers => [{<<"content-type">>,<<"text/plain">>}],status_code => 401}}', action('http'), 'http401', 'parameters.headers'],
  ['#{status_code => 401,headers => []}', connector('http'), 'http401', 'headers'],
  ['http status 403', action('http'), 'http403', 'parameters.headers'],
  ['{unrecoverable_error,#{headers => [],status_code => 404}}', action('http'), 'http404', 'parameters.path'],
  ['HTTP/1.1 404 Not Found', connector('http'), 'http404', 'url'],
  ['http status 503', action('http'), 'http5xx', undefined],
  ['502 Bad Gateway', connector('http'), 'http5xx', undefined],
  ['{"status_code":429}', action('http'), 'http4xx', undefined],
  // Databases
  ['{start_pool_failed,<<"connector:mysql:db">>,{1044,<<"42000">>,<<"Access denied for user \'emqx\'@\'%\' to database \'mqtt\'">>}}', connector('mysql'), 'databaseAccess', 'database'],
  ['{error,fatal,<<"28000">>,invalid_authorization_specification,<<"no pg_hba.conf entry for host \\"172.17.0.1\\", user \\"emqx\\", database \\"mqtt\\", no encryption">>,[]}', connector('pgsql'), 'hostNotAllowed', undefined],
  ["{1130,<<\"HY000\">>,<<\"Host '172.17.0.1' is not allowed to connect to this MySQL server\">>}", connector('mysql'), 'hostNotAllowed', undefined],
  ['{start_pool_failed,<<"connector:mysql:db">>,{1049,<<"42000">>,<<"Unknown database \'mqtt\'">>}}', connector('mysql'), 'unknownDatabase', 'database'],
  ['{error,fatal,<<"3D000">>,invalid_catalog_name,<<"database \\"mqtt\\" does not exist">>,[]}', connector('pgsql'), 'unknownDatabase', 'database'],
  ['{unhealthy_target,{error,<<"NOAUTH Authentication required.">>}}', connector('redis'), 'authRequired', 'password'],
  ['ERR AUTH <password> called without any password configured for the default user. Are you sure your configuration is correct?', connector('redis'), 'noPasswordSet', 'password'],
  ['{error,fatal,<<"28000">>,invalid_authorization_specification,<<"role \\"emqx\\" does not exist">>,[]}', connector('pgsql'), 'unknownUser', 'username'],
  ['{start_pool_failed,<<"connector:mysql:db">>,{1045,<<"28000">>,<<"Access denied for user \'root\'@\'172.17.0.1\' (using password: YES)">>}}', connector('mysql'), 'authFailed', 'password'],
  ['{error,fatal,<<"28P01">>,invalid_password,<<"password authentication failed for user \\"postgres\\"">>,[]}', connector('pgsql'), 'authFailed', 'password'],
  ['invalid_password', { kind: 'authn', type: 'postgresql' }, 'authFailed', 'password'],
  ['{error,<<"WRONGPASS invalid username-password pair or user is disabled.">>}', connector('redis'), 'authFailed', 'password'],
  ['{authentication_error,<<"ERR invalid password">>}', { kind: 'authz', type: 'redis' }, 'authFailed', 'password'],
  ['Authentication failed.', connector('mongodb'), 'authFailed', 'password'],
  ['Bad username or password', connector('mqtt'), 'authFailed', 'password'],
  ['bad_username_or_password', connector('mqtt'), 'authFailed', 'password'],
  ['malformed_username_or_password', connector('mqtt'), 'authFailed', 'password'],
  ['Not authorized', connector('mqtt'), 'notAuthorized', 'password'],
  ['unauthorized_client', connector('mqtt'), 'notAuthorized', 'password'],
  ['{unhealthy_target,undefined_table}', action('pgsql'), 'tableMissing', 'parameters.sql'],
  ['{unhealthy_target,<<"Table does not exist">>}', action('pgsql'), 'tableMissing', 'parameters.sql'],
  ["{1146,<<\"42S02\">>,<<\"Table 'mqtt.t_mqtt_msg' doesn't exist\">>}", action('mysql'), 'tableMissing', 'parameters.sql'],
  ['Unknown topic or partition: the broker does not host this topic', action('kafka_producer'), 'tableMissing', 'parameters.topic'],
  // An MQTT server's refusals
  ['client_identifier_not_valid', connector('mqtt'), 'mqttClientId', 'clientid_prefix'],
  ['unacceptable_protocol_version', connector('mqtt'), 'mqttProtocol', 'proto_ver'],
  ['unsupported_protocol_version', connector('mqtt'), 'mqttProtocol', 'proto_ver'],
  ['server_unavailable', connector('mqtt'), 'mqttUnavailable', undefined],
  // The network
  ['nxdomain', connector('http'), 'nxdomain', 'url'],
  ['Could not resolve host', connector('mysql'), 'nxdomain', 'server'],
  ['getaddrinfo ENOTFOUND db.internal', { kind: 'authn', type: 'mysql' }, 'nxdomain', 'server'],
  ['ehostunreach', connector('mqtt'), 'unreachable', 'server'],
  ['{shutdown,enetunreach}', connector('kafka_producer'), 'unreachable', 'bootstrap_hosts'],
  ['econnrefused', connector('http'), 'refused', 'url'],
  ['Connection refused', connector('mqtt'), 'refused', 'server'],
  ['econnrefused', { kind: 'exhook' }, 'refused', 'url'],
  ['{start_pool_failed,<<"connector:mysql:db">>,econnrefused}', connector('mysql'), 'refused', 'server'],
  ['timeout', connector('http'), 'timeout', 'url'],
  ['etimedout', connector('mysql'), 'timeout', 'server'],
  ['connect_timeout', connector('mysql'), 'timeout', 'server'],
  ['resource_health_check_timed_out', connector('pgsql'), 'timeout', 'server'],
  ['health_check_timeout', connector('mongodb'), 'timeout', 'server'],
  ['Timeout while waiting for connector to reach connected status. Please try again.', connector('http'), 'timeout', 'url'],
  // A name inside the term is not the reason: this connector is called `tls_alert_db`.
  ['{start_pool_failed,<<"connector:redis:tls_alert_db">>,timeout}', connector('redis'), 'timeout', 'server'],
  ['closed', connector('http'), 'closed', 'url'],
  ['{shutdown,econnreset}', connector('mqtt'), 'closed', 'server'],
  // The broker's machinery
  ['connection_pool_not_initialized', connector('mysql'), 'pool', undefined],
  ['pool_crashed', connector('redis'), 'pool', undefined],
  ['{oauth2_token_unavailable,econnrefused}', connector('http'), 'oauth', 'oauth2'],
  ['not_found', connector('http'), 'notFound', undefined],
  ['resource not found', action('http'), 'notFound', undefined],
  ['Connector not found on remote node: http:hook', connector('http'), 'notFound', undefined],
  ['unhealthy_target', action('kafka_producer'), 'unhealthyTarget', undefined],
  ['Unhealthy target', action('http'), 'unhealthyTarget', undefined],
  ['{unhealthy_target,<<"Max stream count reached">>}', action('rabbitmq'), 'unhealthyTarget', undefined],
];

/** The catalog's zh texts, with the ones not yet merged into it taken from the table above. */
function zhI18n() {
  const pending: Messages = {};
  for (const [raw, context] of CASES) {
    const found = explainReason(raw, context);
    if (found?.sentence.id && !(found.sentence.id in zhStart)) pending[found.sentence.id] = compileMessage(SENTENCES[found.family].zh);
  }
  return setupI18n({ locale: 'zh', messages: { zh: { ...pending, ...zhStart } } });
}

const enI18n = setupI18n({ locale: 'en', messages: { en: {} } });
const filled = (text: string, values: Record<string, unknown> | undefined) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values?.[key]));

describe('explainReason', () => {
  it.each(CASES)('%s (%j) → %s, field %s', (raw, context, family, field) => {
    const found = explainReason(raw, context);
    expect(found?.family).toBe(family);
    expect(found?.field).toBe(field);
  });

  it.each(CASES)('%s in en and zh', (raw, context, family) => {
    const found = explainReason(raw, context)!;
    expect(enI18n._(found.sentence)).toBe(filled(SENTENCES[family].en, found.sentence.values));
    expect(zhI18n()._(found.sentence)).toBe(filled(SENTENCES[family].zh, found.sentence.values));
  });

  it('covers every family in the table', () => {
    const covered = new Set(CASES.map(([, , family]) => family));
    expect(Object.keys(SENTENCES).filter((family) => !covered.has(family as ReasonFamily))).toEqual([]);
  });

  it('fills the HTTP status into the sentence', () => {
    expect(enI18n._(explainReason('http status 503')!.sentence)).toBe('The HTTP server failed with status 503. The settings may be right: check the server and its logs.');
  });

  it('answers undefined for what it does not know, and for nothing', () => {
    for (const raw of [undefined, '', '   ', 'Not installed', 'something_odd_happened', '{badarg,[{erlang,binary_to_atom,1}]}']) expect(explainReason(raw, connector('http'))).toBeUndefined();
  });
});

describe('statusReason and nodeErrors', () => {
  it('picks a node error first, else explains inconsistent, and nothing for a healthy status', () => {
    expect(statusReason('connected', ['econnrefused'])).toBeUndefined();
    expect(statusReason('disconnected', [undefined, 'econnrefused'])).toBe('econnrefused');
    expect(statusReason('inconsistent')).toBe('inconsistent');
    expect(statusReason('disconnected', [])).toBeUndefined();
    expect(statusReason(undefined)).toBeUndefined();
  });

  it('reads the error of each node, named `error` (the API document) or `reason` (EMQX 5.8)', () => {
    expect(nodeErrors([{ node: 'a', error: 'timeout' }, { node: 'b', reason: 'econnrefused' }, { node: 'c' }, 'junk'])).toEqual(['timeout', 'econnrefused']);
    expect(nodeErrors(undefined)).toEqual([]);
  });
});
