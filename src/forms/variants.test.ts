import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { withAutoFields } from './auto-ui';
import { localizeSchema } from './localized-schema';
import { mapBranch } from './map';
import { sentinelUnion } from './sentinel';
import { branchesOf, discriminatorOf, isPickerUnion } from './variants';
import mysqlAuthn from '../../schemas/authn-mysql.json';

const SCHEMAS = path.resolve(import.meta.dirname, '../../schemas');
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

type Node = RJSFSchema & Record<string, unknown>;

/** Every union a form draws as a picker, in every schema of schemas/, as the forms get them (localized). */
function pickers(): { where: string; union: Node }[] {
  const out: { where: string; union: Node }[] = [];
  const walk = (node: unknown, where: string) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    const schema = node as Node;
    if (isPickerUnion(schema) && !sentinelUnion(schema) && !mapBranch(schema)) out.push({ where, union: schema });
    for (const [name, child] of Object.entries(schema.properties ?? {})) walk(child, `${where}.${name}`);
    branchesOf(schema).forEach((branch, i) => walk(branch, `${where}[${i}]`));
    if (schema.items) walk(schema.items, `${where}[]`);
    if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties, `${where}{}`);
  };
  for (const file of readdirSync(SCHEMAS).filter((f) => f.endsWith('.json') && f !== 'index.json')) {
    walk(localizeSchema(JSON.parse(readFileSync(path.join(SCHEMAS, file), 'utf8')), i18n), file.replace(/\.json$/, ''));
  }
  return out;
}

describe('variants of a union', () => {
  it('are named in every schema by what they are, never "Option n", each name once', () => {
    const found = pickers();
    expect(found.length).toBeGreaterThan(20);
    const unnamed = found.flatMap(({ where, union }) =>
      branchesOf(union).flatMap((branch, i) => (typeof branch.title !== 'string' || /option/i.test(branch.title) ? [`${where}[${i}]: ${String(branch.title)}`] : [])),
    );
    expect(unnamed).toEqual([]);
    const repeated = found.filter(({ union }) => new Set(branchesOf(union).map((b) => b.title)).size !== branchesOf(union).length).map(({ where }) => where);
    expect(repeated).toEqual([]);
  });

  it('names the password hash variants from the catalog, the rest from their values, fields or kind', () => {
    const titles = (union: unknown) => branchesOf(union).map((b) => b.title);
    const authn = localizeSchema(mysqlAuthn, i18n, 'authentication');
    expect(titles(authn.properties?.password_hash_algorithm)).toEqual(['Simple hash (MD5, SHA…)', 'PBKDF2', 'bcrypt']);
    const byValue = localizeSchema({ oneOf: [{ type: 'object', properties: { kind: { enum: ['mysql'] } } }, { type: 'object', properties: { kind: { enum: ['redis', 'http'] } } }] }, i18n);
    expect(titles(byValue)).toEqual(['MySQL', 'Redis, HTTP']);
    const kafka = localizeSchema(JSON.parse(readFileSync(path.join(SCHEMAS, 'connector-kafka_consumer.json'), 'utf8')), i18n, 'connector');
    expect(titles(kafka.properties?.authentication)).toEqual(['Kerberos (GSSAPI)', 'SASL (username and password)', 'No authentication']);
    const kinds = localizeSchema({ type: 'object', properties: { limit: { anyOf: [{ type: 'string', format: 'emqx-duration' }, { type: 'integer' }, { type: 'object' }] } } }, i18n);
    expect(titles(kinds.properties?.limit)).toEqual(['Duration', 'Whole number', 'Key-value pairs']);
  });

  it('tells sub-forms apart by a property whose values they do not share, one or many each', () => {
    const hash = (mysqlAuthn as unknown as RJSFSchema).properties?.password_hash_algorithm;
    expect(discriminatorOf(branchesOf(hash))).toBe('name');
    const shared = [
      { type: 'object', properties: { name: { enum: ['a', 'b'] } } },
      { type: 'object', properties: { name: { enum: ['b'] } } },
    ];
    expect(discriminatorOf(shared)).toBeUndefined();
    const authn = localizeSchema(mysqlAuthn, i18n, 'authentication');
    const union = authn.properties?.password_hash_algorithm as Node;
    expect(union.discriminator).toEqual({ propertyName: 'name' });
    // Picking a variant sets its name: the single value, or the union's default among several.
    expect(branchesOf(union).map((b) => (b.properties as Record<string, { default?: unknown }>).name?.default)).toEqual(['sha256', 'pbkdf2', 'bcrypt']);
  });

  it('draws a variant under the picker: the deciding property hidden when it has one value, shown when several', () => {
    const authn = localizeSchema(mysqlAuthn, i18n, 'authentication');
    const ui = withAutoFields(authn).password_hash_algorithm as UiSchema;
    const [simple, pbkdf2, bcrypt] = ui.anyOf as UiSchema[];
    expect(simple?.name).toBeUndefined();
    expect(pbkdf2?.name).toEqual({ 'ui:widget': 'hidden' });
    expect(bcrypt?.name).toEqual({ 'ui:widget': 'hidden' });
    expect(simple?.['ui:options']).toEqual({ flat: true });
    const kafka = withAutoFields(localizeSchema(JSON.parse(readFileSync(path.join(SCHEMAS, 'connector-kafka_consumer.json'), 'utf8')), i18n)).authentication as UiSchema;
    expect((kafka.anyOf as UiSchema[])[2]).toEqual({ 'ui:widget': 'hidden' });
  });

  it('takes a union of one variant as that variant', () => {
    const schema = localizeSchema({ type: 'object', properties: { enable: { description: 'Enable TLS.', default: true, oneOf: [{ type: 'boolean' }] } } }, i18n);
    expect(schema.properties?.enable).toEqual({ description: 'Enable TLS.', default: true, type: 'boolean', title: 'Enable' });
  });
});
