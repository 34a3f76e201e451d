/**
 * The fallback for a field the label catalog lacks: its key with the broker's abbreviations
 * expanded ("max_clientid_len" → "Max client ID length"). English only, so labels.test.ts lists
 * every field that still relies on it.
 */
const GLOSSARY: Record<string, string> = {
  acl: 'ACL',
  api: 'API',
  authn: 'authentication',
  authz: 'authorization',
  ca: 'CA',
  cacertfile: 'CA certificate',
  cacerts: 'CA certificates',
  certfile: 'certificate',
  clientid: 'client ID',
  cn: 'CN',
  conn: 'connection',
  cpu: 'CPU',
  crl: 'CRL',
  db: 'database',
  dhfile: 'Diffie-Hellman parameters file',
  dist: 'distribution',
  dn: 'DN',
  ext: 'extended',
  gc: 'GC',
  http: 'HTTP',
  id: 'ID',
  ip: 'IP',
  ipv6: 'IPv6',
  json: 'JSON',
  jwt: 'JWT',
  keepalive: 'keep alive',
  keyfile: 'private key',
  len: 'length',
  md5: 'MD5',
  mem: 'memory',
  mqtt: 'MQTT',
  mqueue: 'message queue',
  msacc: 'microstate accounting',
  msg: 'message',
  msgs: 'messages',
  nl: 'no local',
  nodelay: 'no delay',
  num: 'number',
  ocsp: 'OCSP',
  opts: 'options',
  os: 'OS',
  pem: 'PEM',
  procmem: 'process memory',
  pubrel: 'PUBREL',
  qos: 'QoS',
  qos0: 'QoS 0',
  rap: 'retain as published',
  re: 'regular expression',
  recbuf: 'receive buffer',
  rel: 'PUBREL',
  reuseaddr: 'reuse address',
  rh: 'retain handling',
  s3: 'S3',
  sndbuf: 'send buffer',
  sni: 'SNI',
  ssl: 'SSL',
  sys: 'system',
  sysmem: 'system memory',
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
