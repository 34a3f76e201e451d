import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { fallbackLabel } from './glossary';
import { catalogLabel, fieldLabel, valueLabel } from './labels';

const SCHEMAS = path.resolve(import.meta.dirname, '../../../schemas');

interface Node {
  properties?: Record<string, Node>;
  items?: Node;
  additionalProperties?: Node | boolean;
  anyOf?: Node[];
  oneOf?: Node[];
  enum?: unknown[];
}

/** Every field of every form schema, as the path the forms look labels up by, with its enum values. */
function fields(): { form: string; path: string[]; values: string[] }[] {
  const out: { form: string; path: string[]; values: string[] }[] = [];
  const enumsOf = (node: Node): string[] => [...(node.enum ?? []), ...[...(node.anyOf ?? []), ...(node.oneOf ?? [])].flatMap((b) => b.enum ?? [])].filter((v): v is string => typeof v === 'string');
  const walk = (form: string, node: Node, at: string[]) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      out.push({ form, path: [...at, key], values: enumsOf(child) });
      walk(form, child, [...at, key]);
    }
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(form, branch, at);
    if (node.items) walk(form, node.items, at);
    if (typeof node.additionalProperties === 'object') walk(form, node.additionalProperties, at);
  };
  for (const file of readdirSync(SCHEMAS).filter((f) => f.endsWith('.json') && f !== 'index.json')) {
    walk(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(SCHEMAS, file), 'utf8')) as Node, []);
  }
  return out;
}

/** Sentinels ("infinity", "disabled") are drawn by their own control, never as a choice. */
const SENTINELS = new Set(['infinity', 'disabled', 'disable']);

describe('the label catalog', () => {
  it('labels every field of the settings forms (fields still on the fallback are listed here)', () => {
    const missing = [...new Set(fields().filter((f) => !catalogLabel(f.path)).map((f) => f.path.join('.')))].sort();
    expect(missing).toEqual([]);
  });

  it('names every value the forms offer as a choice', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const unnamed = [...new Set(fields().flatMap((f) => f.values.filter((v) => !SENTINELS.has(v) && valueLabel(i18n, v, f.path.at(-1)) === v)))].sort();
    expect(unnamed).toEqual([]);
  });

  it('prefers the longest matching path, then the field name', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(fieldLabel(i18n, ['listener', 'ssl_options', 'enable'])).toBe('Enable TLS');
    expect(fieldLabel(i18n, ['retainer', 'enable'])).toBe('Enable retainer');
    expect(fieldLabel(i18n, ['some_group', 'enable'])).toBe('Enable');
    expect(fieldLabel(i18n, ['mqtt', 'max_awaiting_rel'])).toBe('Max awaiting PUBREL');
  });

  it('tells apart one name that means different things in different groups', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(fieldLabel(i18n, ['console', 'level'])).toBe('Log level');
    expect(fieldLabel(i18n, ['websocket', 'deflate_opts', 'level'])).toBe('Compression level');
    expect(fieldLabel(i18n, ['mqtt', 'idle_timeout'])).toBe('Idle timeout');
    expect(fieldLabel(i18n, ['websocket', 'idle_timeout'])).toBe('WebSocket upgrade timeout');
    expect(fieldLabel(i18n, ['force_gc', 'count'])).toBe('Messages before garbage collection');
    expect(fieldLabel(i18n, ['ssl_options', 'password'])).toBe('Private key password');
    // The longer path wins: the exporter's local switch sits inside the local storage.
    expect(fieldLabel(i18n, ['storage', 'local', 'enable'])).toBe('Enable local storage');
    expect(fieldLabel(i18n, ['storage', 'local', 'exporter', 'local', 'enable'])).toBe('Enable local export');
    expect(fieldLabel(i18n, ['storage', 'local', 'exporter', 's3', 'transport_options', 'ssl', 'enable'])).toBe('Enable TLS');
  });

  it('names a value after the field it is a choice of, else by itself', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(valueLabel(i18n, 'default', 'level')).toBe('Default compression');
    expect(valueLabel(i18n, 'default', 'strategy')).toBe('Default strategy');
    expect(valueLabel(i18n, 'all', 'action')).toBe('Publish and subscribe');
    expect(valueLabel(i18n, 'all', 'level')).toBe('All');
    expect(valueLabel(i18n, 'md5', 'peer_cert_as_username')).toBe('MD5 of the certificate');
    expect(valueLabel(i18n, 'md5', 'password_hash_algorithm')).toBe('MD5');
    expect(valueLabel(i18n, 'disable', 'salt_position')).toBe('No salt');
    expect(valueLabel(i18n, 'sha256')).toBe('SHA-256');
    expect(valueLabel(i18n, 'not_a_known_value')).toBe('not_a_known_value');
  });

  it('falls back to the key with its abbreviations expanded', () => {
    expect(fallbackLabel('max_clientid_len')).toBe('Max client ID length');
    expect(fallbackLabel('mqueue_store_qos0')).toBe('Message queue store QoS 0');
    expect(fallbackLabel('ssl_options')).toBe('SSL options');
    expect(fallbackLabel('sysmem_high_watermark')).toBe('System memory high watermark');
    expect(fallbackLabel('deflate_opts')).toBe('Deflate options');
  });
});
