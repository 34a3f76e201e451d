/**
 * External schema registries (`/schema_registry_external…`, Confluent): kept as they were sent,
 * without their name; the password is masked when read. 5.8.1 stores what a PUT sends, a masked
 * password included (only later versions keep the old one), so the console sends the real one back.
 */
import { isJsonObject, type JsonObject } from '../lib/json';
import { MASK } from '../lib/redact';
import { schemaError, type Read } from './schema-errors';

/** A POST body (with `name`) or a PUT body (name from the path) as stored, or the broker's 400 message. */
export function readRegistry(body: unknown, withName: boolean): Read<{ name?: string; config: JsonObject }> {
  if (!isJsonObject(body)) return { error: schemaError('', 'not_a_map') };
  const { name, ...config } = body;
  if (withName && (typeof name !== 'string' || name === '')) return { error: schemaError('name', 'required_field') };
  if ((config.type ?? 'confluent') !== 'confluent') return { error: schemaError('type', { expected: 'confluent', field_name: 'type' }) };
  if (typeof config.url !== 'string') return { error: schemaError('url', 'required_field') };
  const auth = config.auth ?? 'none';
  if (auth !== 'none') {
    if (!isJsonObject(auth)) return { error: schemaError('auth', 'unable_to_convert_to_enum_symbol', auth) };
    for (const field of ['username', 'password']) if (typeof auth[field] !== 'string') return { error: schemaError(`auth.${field}`, 'required_field') };
  }
  return { ok: { name: withName ? (name as string) : undefined, config } };
}

/** As read back: the password masked (emqx_utils:redact). */
export function registryView(config: JsonObject): JsonObject {
  const { auth } = config;
  return isJsonObject(auth) && typeof auth.password === 'string' ? { ...config, auth: { ...auth, password: MASK } } : { ...config };
}
