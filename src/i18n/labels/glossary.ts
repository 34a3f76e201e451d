/**
 * The fallback for a field the label catalog lacks: its key with the broker's abbreviations
 * expanded ("max_clientid_len" → "Max client ID length"). English only, so labels.test.ts lists
 * every field that still relies on it.
 */
const GLOSSARY: Record<string, string> = {
  acl: 'ACL',
  authn: 'authentication',
  authz: 'authorization',
  ca: 'CA',
  cacertfile: 'CA certificate',
  certfile: 'certificate',
  clientid: 'client ID',
  cn: 'CN',
  conn: 'connection',
  cpu: 'CPU',
  crl: 'CRL',
  dist: 'distribution',
  dn: 'DN',
  gc: 'GC',
  http: 'HTTP',
  id: 'ID',
  ip: 'IP',
  ipv6: 'IPv6',
  keyfile: 'private key',
  len: 'length',
  md5: 'MD5',
  mqtt: 'MQTT',
  mqueue: 'message queue',
  msg: 'message',
  msgs: 'messages',
  nl: 'no local',
  num: 'number',
  ocsp: 'OCSP',
  os: 'OS',
  pem: 'PEM',
  qos: 'QoS',
  qos0: 'QoS 0',
  rap: 'retain as published',
  recbuf: 'receive buffer',
  rel: 'PUBREL',
  rh: 'retain handling',
  s3: 'S3',
  sndbuf: 'send buffer',
  sni: 'SNI',
  ssl: 'SSL',
  sys: 'system',
  tcp: 'TCP',
  tls: 'TLS',
  ttl: 'TTL',
  udp: 'UDP',
  uri: 'URI',
  url: 'URL',
  utf8: 'UTF-8',
  vm: 'VM',
  ws: 'WebSocket',
  wss: 'WebSocket over TLS',
};

export function fallbackLabel(key: string): string {
  const words = key
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => GLOSSARY[word.toLowerCase()] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
