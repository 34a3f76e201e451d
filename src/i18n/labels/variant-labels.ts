import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Names of the variants of a union (`oneOf`/`anyOf`) the forms offer in a picker, by the field the
 * union is the value of, then by what tells the variant apart: the values its distinguishing
 * property takes (`plain,md5,sha,sha256,sha512`), the value it is (`none`), the fields it has
 * (`host+port`) or its kind (`string`, `integer`, `emqx-duration`). Order within a key does not
 * matter. A variant missing here is named by its values' labels (value-labels.ts), its fields'
 * labels or its kind (KIND_LABELS), never "Option 1".
 */
export const VARIANT_LABELS: Record<string, Record<string, MessageDescriptor>> = {
  // Authenticators: how the stored password is hashed.
  password_hash_algorithm: {
    'plain,md5,sha,sha256,sha512': msg`Simple hash (MD5, SHA…)`,
    pbkdf2: msg`PBKDF2`,
    bcrypt: msg`bcrypt`,
  },
  // Kafka-like connectors (Kerberos or SASL) and Pulsar (JWT or basic).
  authentication: {
    'kerberos_principal+kerberos_keytab_file': msg`Kerberos (GSSAPI)`,
    'mechanism+username+password': msg`SASL (username and password)`,
    jwt: msg`JWT`,
    'username+password': msg`Username and password`,
    none: msg`No authentication`,
  },
  // Snowflake: an HTTP proxy or none.
  proxy: { 'host+port': msg`HTTP proxy`, none: msg`No proxy` },
  // OpenTSDB's tags: a template naming a map in the message, or the map itself.
  tags: { string: msg`Placeholder`, object: msg`Tag map` },
  // IoTDB: the time of a point and the type of a value, fixed or from the message.
  timestamp: { string: msg`Placeholder or value`, 'now,now_ms,now_ns,now_us': msg`Time of writing` },
  data_type: { string: msg`Placeholder`, 'text,boolean,int32,int64,float,double': msg`Fixed type` },
  // MQTT action: a fixed QoS or retain flag, or one taken from the message.
  qos: { string: msg`Placeholder`, integer: msg`Fixed QoS` },
  retain: { string: msg`Placeholder`, boolean: msg`Fixed flag` },
  // Kafka-like connectors' TLS server name.
  server_name_indication: { string: msg`Host name`, auto: msg`Automatic`, disable: msg`Not sent` },
  // Elasticsearch's actions: update and create take the value's label, delete would take the HTTP method's.
  parameters: { delete: msg`Delete` },
  // ExHook: reconnect after an interval, or not at all.
  auto_reconnect: { 'emqx-duration': msg`After an interval`, boolean: msg`On or off` },
};

/** What a variant is when nothing else names it: its kind of value. */
export const KIND_LABELS: Record<string, MessageDescriptor> = {
  string: msg`Text`,
  integer: msg`Whole number`,
  number: msg`Number`,
  boolean: msg`On or off`,
  object: msg`Key-value pairs`,
  array: msg`List`,
  null: msg`None`,
  'emqx-duration': msg`Duration`,
  'emqx-bytesize': msg`Size`,
  'emqx-percent': msg`Percentage`,
};

const normalize = (key: string): string =>
  key
    .split(/[,+]/)
    .map((part) => part.trim())
    .sort()
    .join(',');

let byNormalKey: Map<string, Map<string, MessageDescriptor>> | undefined;

/** The catalog's name of a variant of `field` told apart by `parts` (values, field names or a kind), if it has one. */
export function variantLabel(i18n: I18n, field: string | undefined, parts: readonly unknown[]): string | undefined {
  if (field === undefined || !parts.length) return undefined;
  byNormalKey ??= new Map(Object.entries(VARIANT_LABELS).map(([name, entries]) => [name, new Map(Object.entries(entries).map(([key, label]) => [normalize(key), label]))]));
  const label = byNormalKey.get(field)?.get(normalize(parts.map(String).join(',')));
  return label ? i18n._(label) : undefined;
}

/** A variant's kind in words ("Text", "Duration"). */
export function kindLabel(i18n: I18n, kind: string | undefined): string | undefined {
  const label = kind !== undefined && Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind] : undefined;
  return label ? i18n._(label) : undefined;
}
