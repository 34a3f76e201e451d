import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { localizeSchema } from '../../forms/localized-schema';
import { sentinelUnion } from '../../forms/sentinel';
import { messages as enBridges } from '../../../locales/en/bridges.po';
import { messages as enDiagnose } from '../../../locales/en/diagnose.po';
import { messages as enExtensions } from '../../../locales/en/extensions.po';
import { messages as enOverview } from '../../../locales/en/overview.po';
import { messages as enRules } from '../../../locales/en/rules.po';
import { messages as enScreens } from '../../../locales/en/screens.po';
import { messages as enStart } from '../../../locales/en/start.po';
import { messages as zhBridges } from '../../../locales/zh/bridges.po';
import { messages as zhDiagnose } from '../../../locales/zh/diagnose.po';
import { messages as zhExtensions } from '../../../locales/zh/extensions.po';
import { messages as zhOverview } from '../../../locales/zh/overview.po';
import { messages as zhRules } from '../../../locales/zh/rules.po';
import { messages as zhScreens } from '../../../locales/zh/screens.po';
import { messages as zhStart } from '../../../locales/zh/start.po';
import { catalogLabel, fieldLabel, valueLabel } from './labels';

/**
 * Issue 23 §3: every field of the authentication, authorization, connector, action, source and
 * gateway forms reads in Chinese. For each field of those forms (as the forms show it: the catalog's
 * label by path from the form's root, the broker's help, the choices and the union pickers), this
 * lists what a Chinese reader would still see in English or as a bare key:
 * (a) help: a `description` with no `x-description-zh` (schemas/ from `npm run generate`; texts the
 *     Chinese API document lacks come from scripts/openapi/zh-help-supplement.json);
 * (b) label: a field without a catalog label (its key cleaned up, English only), or whose label the
 *     zh catalog leaves as the English text;
 * (c) choice: an enum value shown as itself, or with its English label;
 * (d) variant: a branch of a union the form draws as a picker with no title, or a title with no
 *     Chinese character.
 * Every catalog is loaded, as the app has them all by the time a form shows (src/i18n/i18n.ts).
 */

const SCHEMAS = path.resolve(import.meta.dirname, '../../../schemas');

/** Messages of every part of a language, as `loadMessages` merges them. */
const zhI18n = setupI18n({ locale: 'zh', messages: { zh: { ...zhStart, ...zhOverview, ...zhScreens, ...zhRules, ...zhBridges, ...zhExtensions, ...zhDiagnose } as Messages } });
const enI18n = setupI18n({ locale: 'en', messages: { en: { ...enStart, ...enOverview, ...enScreens, ...enRules, ...enBridges, ...enExtensions, ...enDiagnose } as Messages } });

/**
 * Names written the same in Chinese as in English, as EMQX's Chinese docs write them: products,
 * protocols, formats and algorithms. A text reads in Chinese when it has a Chinese character, or
 * when each of its words (split at spaces, "/", "-" and parentheses) is one of these or a number or
 * version ("v5", "3.1.1", "0.13.x"): "QoS 1", "MQTT 5.0", "SHA-256", "SSL/TLS", "Kerberos (GSSAPI)".
 * Kept short on purpose: anything else with no Chinese character is listed.
 */
const SAME_IN_BOTH = new Set(
  [
    // Products, protocols and mechanisms
    'MySQL', 'PostgreSQL', 'MongoDB', 'Redis', 'InfluxDB', 'LDAP', 'Thrift', 'REST', 'API', 'URL',
    'MQTT', 'QoS', 'CoAP', 'HTTP', 'HTTPS', 'TCP', 'UDP', 'TLS', 'SSL', 'DTLS', 'WebSocket',
    'JWT', 'Kerberos', 'GSSAPI', 'SASL', 'SCRAM',
    // Names of the target's own objects, kept in English by the Chinese docs (Cassandra keyspace, Oracle SID)
    'Keyspace', 'SID',
    // Formats, codecs and algorithms
    'JSON', 'CSV', 'Base64', 'Gzip', 'Snappy', 'Zlib', 'MD4', 'MD5', 'SHA', 'RIPEMD', 'bcrypt', 'PBKDF2',
    // IoTDB's data types, keywords of its SQL
    'BOOLEAN', 'INT32', 'INT64', 'FLOAT', 'DOUBLE',
  ].map((word) => word.toLowerCase()),
);
/** HTTP methods, as themselves only where they are the choice of a `method`. */
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD']);
const hasChinese = (text: string): boolean => /[\u3400-\u9fff]/u.test(text);
const readsInChinese = (text: string): boolean =>
  hasChinese(text) || text.split(/[\s/()-]+/).filter(Boolean).every((word) => SAME_IN_BOTH.has(word.toLowerCase()) || /^v?\d+(\.(\d+|x))*$/.test(word));

/** Sentinels ("infinity", "disabled") are drawn by their own control (SentinelField), never as a choice. */
const SENTINELS = new Set(['infinity', 'disabled', 'disable']);

interface Form {
  /** What the screen passes to SchemaForm as `labelRoot`. */
  root: string;
  /** Top-level fields the screen hides or fixes (never drawn). */
  hidden: string[];
}

/** The forms, by file name prefix: their label root and the fields their screens do not show. */
const FORMS: [RegExp, Form][] = [
  // AuthnWizard.tsx; authn-catalog.ts FIXED_FIELDS.
  [/^authn-/, { root: 'authentication', hidden: ['mechanism', 'backend', 'method', 'redis_type', 'mongo_type', 'use_jwks', 'enable'] }],
  // AuthzCreateView.tsx; authz-schema.ts (type, enable and the field the mode fixes).
  [/^authz-/, { root: 'authorization', hidden: ['type', 'enable', 'method', 'redis_type', 'mongo_type'] }],
  // ConnectorCreateView.tsx; form-model.ts connectorFormSchema, CONNECTOR_HIDDEN.
  [/^connector-/, { root: 'connector', hidden: ['type', 'enable', 'tags', 'request'] }],
  // BridgeCreateForm.tsx; form-model.ts CHANNEL_FIXED.
  [/^(action|source)-/, { root: 'bridge', hidden: ['type', 'connector', 'enable', 'tags'] }],
  // GatewayListenerDialog.tsx; model/schemas.ts LISTENER_REPORTED.
  [/^gateway-listener-/, { root: 'listener', hidden: ['id', 'running'] }],
  // GatewayCreateView.tsx; model/schemas.ts NOT_SETTINGS (listeners have their own form, above).
  [/^gateway-/, { root: 'gateway', hidden: ['name', 'listeners', 'enable'] }],
];

interface Loaded {
  file: string;
  form: Form;
  schema: RJSFSchema;
}

let cache: Loaded[] | undefined;
/** Every schema file of those forms, parsed once, without the fields its screen hides. */
function forms(): Loaded[] {
  cache ??= readdirSync(SCHEMAS)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const form = FORMS.find(([pattern]) => pattern.test(file))?.[1];
      if (!form) return [];
      const schema = JSON.parse(readFileSync(path.join(SCHEMAS, file), 'utf8')) as RJSFSchema;
      const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).filter(([key]) => !form.hidden.includes(key)));
      return [{ file: file.replace(/\.json$/, ''), form, schema: { ...schema, properties } }];
    });
  return cache;
}

type Node = RJSFSchema & { 'x-description-zh'?: string };
const branchesOf = (node: Node): Node[] => ((node.anyOf ?? node.oneOf ?? []) as Node[]).filter((b) => typeof b === 'object');
const isObjectBranch = (node: Node): boolean => node.type === 'object' || node.properties !== undefined;

type Visit = (node: Node, at: string[], where: string, isField: boolean) => void;

/**
 * Calls `visit` on every schema node a form draws, with the field path the forms look labels up by
 * (localizeSchema: property names from the root; items and union branches keep their field's path),
 * where it sits (`[n]` a union branch, `[]` an item, `{}` a map value) and whether it is a field
 * (a property, which gets a label) rather than a branch, an item or a map value of one.
 */
function walk(node: Node, at: string[], where: string, visit: Visit, isField = false): void {
  visit(node, at, where, isField);
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    if (typeof child === 'object') walk(child as Node, [...at, name], `${where}.${name}`, visit, true);
  }
  branchesOf(node).forEach((branch, i) => walk(branch, at, `${where}[${i}]`, visit));
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) walk(node.items as Node, at, `${where}[]`, visit);
  if (node.additionalProperties && typeof node.additionalProperties === 'object') walk(node.additionalProperties as Node, at, `${where}{}`, visit);
}

const short = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

interface Offenders {
  help: string[];
  label: string[];
  choice: string[];
  variant: string[];
}

let found: Offenders | undefined;
/** What reads in English or as a key, by category; each entry names the field by its label path (the same field in several forms once). */
function offenders(): Offenders {
  if (found) return found;
  const sets = { help: new Set<string>(), label: new Set<string>(), choice: new Set<string>(), variant: new Set<string>() };
  for (const { form, schema } of forms()) {
    const root = [form.root];
    // (a), (b), (c) on the schema as extracted (the localized one has the Chinese help in `description` already).
    walk(schema as Node, root, form.root, (node, at, where, isField) => {
      const key = at.length > 1 ? at[at.length - 1] : undefined;
      if (typeof node.description === 'string' && !node['x-description-zh']) sets.help.add(`${where}: ${short(node.description)}`);
      if (isField) {
        const label = catalogLabel(at);
        const zh = fieldLabel(zhI18n, at);
        if (!label) sets.label.add(`${at.join('.')}: no catalog label ("${zh}" from the key)`);
        else if (zh === fieldLabel(enI18n, at) && !readsInChinese(zh)) sets.label.add(`${at.join('.')}: "${zh}" not translated`);
      }
      for (const value of node.enum ?? []) {
        if (typeof value !== 'string' || SENTINELS.has(value)) continue;
        const zh = valueLabel(zhI18n, value, key);
        if (key === 'method' && HTTP_METHODS.has(zh)) continue;
        if ((zh === value || zh === valueLabel(enI18n, value, key)) && !readsInChinese(zh)) sets.choice.add(`${at.join('.')} = ${value}: "${zh}"`);
      }
    });
    // (d) on the schema as the form gets it: maps and "true, false or a mode" unions are gone, branches named.
    walk(localizeSchema(schema, zhI18n, form.root) as Node, root, form.root, (node, _at, where) => {
      const branches = branchesOf(node);
      if (branches.length < 2 || sentinelUnion(node)) return;
      // A sentinel beside other values, or scalars only: not a picker of sub-forms.
      if (branches.some((b) => Array.isArray(b.enum) && b.enum.every((v) => typeof v === 'string' && SENTINELS.has(v)))) return;
      if (!branches.some(isObjectBranch)) return;
      branches.forEach((branch, i) => {
        if (typeof branch.title !== 'string') sets.variant.add(`${where}[${i}]: no title`);
        else if (!readsInChinese(branch.title)) sets.variant.add(`${where}[${i}]: "${branch.title}"`);
      });
    });
  }
  found = { help: [...sets.help].sort(), label: [...sets.label].sort(), choice: [...sets.choice].sort(), variant: [...sets.variant].sort() };
  console.info(`zh forms, what still reads in English: ${Object.entries(found).map(([category, list]) => `${category} ${list.length}`).join(', ')}`);
  return found;
}

describe('the integration and gateway forms in Chinese', () => {
  it('reads every form of issue 23 §3', () => {
    // 17 authenticators, 13 authorization sources, 76 connectors, actions and sources, 5 gateways, 6 listener types.
    expect(forms().length).toBeGreaterThan(100);
    expect(forms().filter((f) => f.form.root === 'listener')).toHaveLength(6);
  });

  it('(a) has Chinese help for every field that has help', () => {
    expect(offenders().help).toEqual([]);
  });

  it('(b) labels every field from the catalog, in Chinese', () => {
    expect(offenders().label).toEqual([]);
  });

  it('(c) names every choice in Chinese', () => {
    expect(offenders().choice).toEqual([]);
  });

  it('(d) titles every branch of a union the form offers as a choice, in Chinese', () => {
    expect(offenders().variant).toEqual([]);
  });
});
