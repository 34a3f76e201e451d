import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONSOLE_VALUE_LABELS } from './console-labels';
import { BRIDGE_VALUE_LABELS } from './bridge-labels';
import { GATEWAY_VALUE_LABELS } from './gateway-labels';
import { STATUS_LABELS } from './status-labels';

/**
 * Display names of the values the broker enumerates (log levels, storage types, node roles,
 * statuses, mechanisms and backends…), shown in selects and tables. Keyed by the value as the
 * broker writes it. Technical names stay technical in both languages (MD5, SHA-256, JSON, PEM).
 */
export const VALUE_LABELS: Record<string, MessageDescriptor> = {
  ...BRIDGE_VALUE_LABELS,
  ...GATEWAY_VALUE_LABELS,
  ...CONSOLE_VALUE_LABELS,
  // Log levels
  debug: msg`Debug`,
  info: msg`Info`,
  notice: msg`Notice`,
  warning: msg`Warning`,
  error: msg`Error`,
  critical: msg`Critical`,
  alert: msg`Alert`,
  emergency: msg`Emergency`,
  all: msg`All`,
  none: msg`None`,
  // Log formats and encodings
  text: msg`Text`,
  json: msg`JSON`,
  hex: msg`Hexadecimal`,
  hidden: msg`Hidden`,
  auto: msg`Automatic`,
  epoch: msg`Unix epoch (microseconds)`,
  rfc3339: msg`RFC 3339`,
  ...STATUS_LABELS,
  infinity: msg`Unlimited`,
  // Listener types and MQTT versions
  tcp: msg`TCP`,
  ssl: msg`SSL/TLS`,
  ws: msg`WebSocket`,
  wss: msg`WebSocket over TLS`,
  quic: msg`QUIC`,
  v3: msg`MQTT 3.1`,
  v4: msg`MQTT 3.1.1`,
  v5: msg`MQTT 5.0`,
  // Authentication and authorization: mechanisms, backends, hashes, salt
  password_based: msg`Password-based`,
  jwt: msg`JWT`,
  scram: msg`SCRAM`,
  gcp_device: msg`GCP IoT device`,
  cinfo: msg`Client info`,
  gssapi: msg`GSSAPI`,
  built_in_database: msg`Built-in database`,
  postgresql: msg`PostgreSQL`,
  ldap: msg`LDAP`,
  kerberos: msg`Kerberos`,
  file: msg`File`,
  plain: msg`Plain text`,
  md4: msg`MD4`,
  md5: msg`MD5`,
  ripemd160: msg`RIPEMD-160`,
  sha: msg`SHA-1`,
  sha224: msg`SHA-224`,
  sha256: msg`SHA-256`,
  sha384: msg`SHA-384`,
  sha512: msg`SHA-512`,
  pbkdf2: msg`PBKDF2`,
  bcrypt: msg`BCRYPT`,
  prefix: msg`Prefix`,
  suffix: msg`Suffix`,
  // MQTT: shared subscriptions, priorities, certificates as identity
  random: msg`Random`,
  round_robin: msg`Round robin`,
  round_robin_per_group: msg`Round robin per group`,
  sticky: msg`Sticky`,
  local: msg`Local`,
  hash_topic: msg`Hash of the topic`,
  hash_clientid: msg`Hash of the client ID`,
  hash: msg`Hash`,
  highest: msg`Highest`,
  lowest: msg`Lowest`,
  cn: msg`CN`,
  dn: msg`DN`,
  crt: msg`Certificate`,
  pem: msg`PEM`,
  quick_deny_anonymous: msg`On, refusing anonymous clients at once`,
  // TLS
  verify_peer: msg`Verify the peer's certificate`,
  verify_none: msg`Don't verify`,
  cacert_from_cacertfile: msg`Last certificate of the CA file`,
  two_cacerts_from_cacertfile: msg`Either of the last two certificates of the CA file`,
  // WebSocket compression
  best_compression: msg`Best compression`,
  best_speed: msg`Best speed`,
  default: msg`Default`,
  filtered: msg`Filtered`,
  huffman_only: msg`Huffman only`,
  rle: msg`Run-length encoding (RLE)`,
  takeover: msg`Takeover`,
  no_takeover: msg`No takeover`,
  single: msg`Single`,
  multiple: msg`Multiple`,
  // Retained messages, alarms, topic rewrite, S3
  ram: msg`Memory (RAM)`,
  disc: msg`Disk`,
  log: msg`Log`,
  publish: msg`Publish`,
  subscribe: msg`Subscribe`,
  private: msg`Private`,
  public_read: msg`Public read`,
  public_read_write: msg`Public read and write`,
  authenticated_read: msg`Authenticated read`,
  bucket_owner_read: msg`Bucket owner read`,
  bucket_owner_full_control: msg`Bucket owner full control`,
  // Authentication: hashing, database modes, HTTP methods, JWT keys
  cluster: msg`Cluster`,
  sentinel: msg`Sentinel`,
  rs: msg`Replica set`,
  sharded: msg`Sharded`,
  master: msg`Master`,
  slave_ok: msg`Secondary allowed`,
  safe: msg`Safe`,
  unsafe: msg`Unsafe`,
  get: msg`GET`,
  post: msg`POST`,
  'hmac-based': msg`HMAC-based`,
  'public-key': msg`Public key`,
};

/** A certificate's part that stands for the client's identity (peer_cert_as_username, peer_cert_as_clientid). */
const PEER_CERT_PARTS: Record<string, MessageDescriptor> = {
  cn: msg`Certificate's common name (CN)`,
  dn: msg`Certificate's distinguished name (DN)`,
  crt: msg`Whole certificate (DER or PEM)`,
  pem: msg`Certificate converted to PEM`,
  md5: msg`MD5 of the certificate`,
};

/** Where a value means something else in one field, by field name then value. */
export const FIELD_VALUE_LABELS: Record<string, Record<string, MessageDescriptor>> = {
  // WebSocket compression (deflate_opts.level); log levels have no `default` or `none`.
  level: { default: msg`Default compression`, none: msg`No compression` },
  strategy: { default: msg`Default strategy` },
  // An authorization rule's action; Elasticsearch's `delete` action (not the HTTP method DELETE).
  action: { all: msg`Publish and subscribe`, delete: msg`Delete` },
  shared_subscription_strategy: { local: msg`Local subscribers first` },
  shared_subscription_initial_sticky_pick: { local: msg`Local subscribers first` },
  peer_cert_as_username: PEER_CERT_PARTS,
  peer_cert_as_clientid: PEER_CERT_PARTS,
  stats_type: {
    whole: msg`Whole: arrival to acknowledgement`,
    internal: msg`Internal: arrival to start of delivery`,
    response: msg`Response: start of delivery to acknowledgement`,
  },
  salt_position: { disable: msg`No salt` },
  from: { password: msg`Password`, username: msg`Username` },
  user_id_type: { clientid: msg`Client ID`, username: msg`Username` },
};
