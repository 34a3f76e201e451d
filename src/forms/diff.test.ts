import { setupI18n } from '@lingui/core';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { changedFields, clipValue, describeValue, labelOfPath, schemaAtPath } from './diff';
import { localizeSchema } from './localized-schema';
import mysqlAuthn from '../../schemas/authn-mysql.json';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('the diff before a save', () => {
  it('lists changed leaves by path, arrays as one value', () => {
    const before = { enable: true, backend: { type: 'built_in_database', max_retained_messages: 0 }, topics: ['a'] };
    const after = { enable: true, backend: { type: 'built_in_database', max_retained_messages: 10 }, topics: ['a', 'b'], added: '' };
    expect(changedFields(before, after)).toEqual([
      { path: 'backend.max_retained_messages', before: 0, after: 10 },
      { path: 'topics', before: ['a'], after: ['a', 'b'] },
      { path: 'added', before: undefined, after: '' },
    ]);
    expect(changedFields(before, structuredClone(before))).toEqual([]);
  });

  it('names a field by its labels, not its key: sections, variants and map entries included', () => {
    const schema = localizeSchema(mysqlAuthn, i18n, 'authentication');
    expect(labelOfPath(schema, 'query_timeout', i18n)).toBe('Query timeout');
    expect(labelOfPath(schema, 'ssl.enable', i18n)).toBe('TLS › Enable TLS');
    expect(labelOfPath(schema, 'password_hash_algorithm.salt_position', i18n)).toBe('Password hash › Salt position');
    // A schema without titles (as extracted) is labelled from the catalog.
    expect(labelOfPath(mysqlAuthn as unknown as RJSFSchema, 'pool_size', i18n)).toBe('Connection pool size');
    const headers: RJSFSchema = { type: 'object', properties: { headers: { type: 'object', title: 'HTTP headers' } } };
    expect(labelOfPath(headers, 'headers.content-type', i18n)).toBe('HTTP headers › content-type');
  });

  it("tells values in the form's words: Yes/No, units, choices by name, secrets hidden", () => {
    const schema = localizeSchema(mysqlAuthn, i18n, 'authentication');
    const at = (path: string, value: unknown) => describeValue(i18n, value, schemaAtPath(schema, path), path.split('.').at(-1));
    expect([at('enable', true), at('enable', false)]).toEqual(['Yes', 'No']);
    expect(at('query_timeout', '15s')).toBe('15 s');
    expect(at('query_timeout', '500ms')).toBe('500 ms');
    expect(at('query_timeout', '5m')).toBe('5 min');
    expect(at('password_hash_algorithm.name', 'sha256')).toBe('SHA-256');
    expect(at('password_hash_algorithm.salt_position', 'disable')).toBe('No salt');
    expect(at('password', 'secret')).toBe('••••••');
    expect(at('ssl.verify', 'verify_none')).toBe("Don't verify");
    expect(describeValue(i18n, '32MB', { type: 'string', format: 'emqx-bytesize' })).toBe('32 MB');
    expect(describeValue(i18n, 'infinity', { oneOf: [{ type: 'string', enum: ['infinity'] }, { type: 'string', format: 'emqx-duration' }] })).toBe('Unlimited');
    expect(describeValue(i18n, '1h', { oneOf: [{ type: 'string', enum: ['infinity'] }, { type: 'string', format: 'emqx-duration' }] })).toBe('1 h');
    expect([describeValue(i18n, undefined), describeValue(i18n, ''), describeValue(i18n, ['a', 'b']), describeValue(i18n, [])]).toEqual(['—', '(empty)', 'a, b', 'Empty list']);
    expect(describeValue(i18n, { accept: 'application/json', 'x-n': 1 })).toBe('accept: application/json, x-n: 1');
    // Without a schema a string is shown as it is.
    expect(describeValue(i18n, '15s')).toBe('15s');
  });

  it('breaks a value between words only, cutting a word too long for a cell and a very long value, whole on hover', () => {
    expect(clipValue('SELECT password_hash, salt FROM mqtt_user')).toEqual({ shown: 'SELECT password_hash, salt FROM mqtt_user' });
    const url = `http://broker.example.com/${'a'.repeat(60)}`;
    const clipped = clipValue(`to ${url}`);
    expect(clipped.full).toBe(`to ${url}`);
    expect(clipped.shown).toMatch(/^to http:\/\/broker\.example\.com\/a+…$/);
    expect(clipped.shown.length).toBe(3 + 40);
    const long = clipValue('word '.repeat(50));
    expect(long.shown.length).toBeLessThanOrEqual(160);
    expect(long.shown.endsWith('…')).toBe(true);
  });
});
