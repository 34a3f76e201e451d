/**
 * Extracts, from the vendored OpenAPI document, the JSON Schema (draft-07, what RJSF and ajv 8 use)
 * of each settings object the console edits, for the schema forms of src/forms/.
 *
 * What it does to each request body, and why:
 * - `$ref`s are inlined, so a schema file stands alone; a `$ref` to a schema already being inlined
 *   (recursion) is cut to `{}` and counted. Keys beside a `$ref` (EMQX puts the field's own
 *   description there) win over the referenced schema's.
 * - OpenAPI 3.0 forms become JSON Schema: `nullable: true` adds `null` to the type (or enum, or
 *   union); `example`, `examples`, `externalDocs`, `xml`, `discriminator` and every key that is not
 *   a JSON Schema keyword (`x-*`, EMQX's `is_template`, `log_meta`…) are dropped and counted.
 * - Widget hints: the example, the broker's only trace of a duration, byte size, percent, rate or
 *   secret, becomes a `format` before it is dropped (see formats.ts); secrets are `format: "password"`.
 * - Mixed enums (`type: string` with `[true, false, "quick_deny_anonymous"]`) are split into a
 *   oneOf of a boolean and the string enum, as normalize.ts does for the generated client.
 * - A union keeps `oneOf` when at most one variant can accept any value (different JSON types or
 *   disjoint enums). Otherwise it becomes `anyOf`: the broker's unions take the first variant that
 *   fits, and a oneOf of a string and the string "disable" would reject "disable".
 * - A property named `$something` is how EMQX writes a map keyed by name (`log.file.$handler_name`):
 *   it becomes `additionalProperties`, with the key's name kept in `x-map-key`.
 * - Where the document contradicts the broker's own data, corrections.ts fixes it first.
 * - A number default on a string becomes a string (HOCON reads `bind = 1883`); a default that its
 *   own schema still rejects is dropped (accepts.ts), at every depth.
 * - `readOnly` is kept; the fields a target lists as reported by the broker are marked `readOnly`.
 * - Descriptions: EMQX writes HTML line breaks and code tags; they become Markdown ("\n" and
 *   backticks). The English text is `description`; the Chinese text of the same field, found at the
 *   same place in the Chinese edition of the document (same schema names, same structure), is
 *   `x-description-zh`, written only where it exists and differs. Where the Chinese edition leaves
 *   that place in English, its translation of the same English text elsewhere is taken, else the
 *   console's own (scripts/openapi/zh-help.ts says why both). Inline rather than in a parallel
 *   file, so a text cannot drift from its field.
 * - Property order stays the document's (forms show fields in that order); keywords inside each
 *   schema follow one fixed order, so a regenerated file only differs where the broker changed.
 */
import { isObject, splitMixedEnum, type ChangeCounts, type Json, type JsonObject } from '../openapi/normalize.ts';
import { chineseByEnglish, ZH_HELP_SUPPLEMENT } from '../openapi/zh-help.ts';
import { accepts } from './accepts.ts';
import { correctSchemas } from './corrections.ts';
import { detectFormat, EMQX_FORMATS } from './formats.ts';

export interface SchemaTarget {
  /** File name in schemas/ without `.json`; with `splitBy`, the prefix of one file per variant. */
  name: string;
  method: 'put' | 'post';
  path: string;
  /** The body is a oneOf of alternatives and the console edits only this one (a component schema name). */
  variant?: string;
  /** The body is a oneOf of types: write one schema per variant, named `<name>-<its single enum value of this property>`. */
  splitBy?: string;
  /** Top-level fields the broker reports rather than accepts (status in a create body). */
  readOnly?: string[];
}

/** The settings bodies the console edits (issue 5; screens of section b of the reference console). */
export const TARGETS: SchemaTarget[] = [
  { name: 'global-zone', method: 'put', path: '/configs/global_zone' },
  { name: 'log', method: 'put', path: '/configs/log' },
  { name: 'sys-topics', method: 'put', path: '/configs/sys_topics' },
  { name: 'alarm', method: 'put', path: '/configs/alarm' },
  { name: 'sysmon', method: 'put', path: '/configs/sysmon' },
  { name: 'retainer', method: 'put', path: '/mqtt/retainer' },
  { name: 'topic-rewrite', method: 'put', path: '/mqtt/topic_rewrite' },
  { name: 'auto-subscribe', method: 'put', path: '/mqtt/auto_subscribe' },
  { name: 'delayed', method: 'put', path: '/mqtt/delayed' },
  { name: 'slow-subs', method: 'put', path: '/slow_subscriptions/settings' },
  // The other alternative is the pre-5.4 flat layout, which the broker still accepts but no longer returns.
  { name: 'prometheus', method: 'put', path: '/prometheus', variant: 'prometheus.recommend_setting' },
  { name: 'opentelemetry', method: 'put', path: '/opentelemetry' },
  { name: 'file-transfer', method: 'put', path: '/configs/file_transfer' },
  { name: 'dashboard', method: 'put', path: '/configs/dashboard' },
  { name: 'broker', method: 'put', path: '/configs/broker' },
  { name: 'listener', method: 'post', path: '/listeners', splitBy: 'type', readOnly: ['running', 'current_connections'] },
  // Authenticators (issue 11): one schema per mechanism, backend and mode the create wizard offers.
  { name: 'authn-builtin-db', method: 'post', path: '/authentication', variant: 'authn.builtin_db_api' },
  { name: 'authn-mysql', method: 'post', path: '/authentication', variant: 'authn.mysql' },
  { name: 'authn-postgresql', method: 'post', path: '/authentication', variant: 'authn.postgresql' },
  { name: 'authn-mongo-single', method: 'post', path: '/authentication', variant: 'authn.mongo_single' },
  { name: 'authn-mongo-rs', method: 'post', path: '/authentication', variant: 'authn.mongo_rs' },
  { name: 'authn-mongo-sharded', method: 'post', path: '/authentication', variant: 'authn.mongo_sharded' },
  { name: 'authn-redis-single', method: 'post', path: '/authentication', variant: 'authn.redis_single' },
  { name: 'authn-redis-sentinel', method: 'post', path: '/authentication', variant: 'authn.redis_sentinel' },
  { name: 'authn-redis-cluster', method: 'post', path: '/authentication', variant: 'authn.redis_cluster' },
  { name: 'authn-http-post', method: 'post', path: '/authentication', variant: 'authn.http_post' },
  { name: 'authn-http-get', method: 'post', path: '/authentication', variant: 'authn.http_get' },
  { name: 'authn-jwt-hmac', method: 'post', path: '/authentication', variant: 'authn.jwt_hmac' },
  { name: 'authn-jwt-public-key', method: 'post', path: '/authentication', variant: 'authn.jwt_public_key' },
  { name: 'authn-jwt-jwks', method: 'post', path: '/authentication', variant: 'authn.jwt_jwks' },
  { name: 'authn-scram', method: 'post', path: '/authentication', variant: 'authn.scram' },
  { name: 'authn-scram-http-post', method: 'post', path: '/authentication', variant: 'authn.scram_restapi_post' },
  { name: 'authn-scram-http-get', method: 'post', path: '/authentication', variant: 'authn.scram_restapi_get' },
  // Authorization sources (issue 11): one schema per type and mode the create screen offers.
  { name: 'authz-file', method: 'post', path: '/authorization/sources', variant: 'authz.api_file' },
  { name: 'authz-builtin-db', method: 'post', path: '/authorization/sources', variant: 'authz.builtin_db' },
  { name: 'authz-http-post', method: 'post', path: '/authorization/sources', variant: 'authz.http_post' },
  { name: 'authz-http-get', method: 'post', path: '/authorization/sources', variant: 'authz.http_get' },
  { name: 'authz-mysql', method: 'post', path: '/authorization/sources', variant: 'authz.mysql' },
  { name: 'authz-postgresql', method: 'post', path: '/authorization/sources', variant: 'authz.postgresql' },
  { name: 'authz-mongo-single', method: 'post', path: '/authorization/sources', variant: 'authz.mongo_single' },
  { name: 'authz-mongo-rs', method: 'post', path: '/authorization/sources', variant: 'authz.mongo_rs' },
  { name: 'authz-mongo-sharded', method: 'post', path: '/authorization/sources', variant: 'authz.mongo_sharded' },
  { name: 'authz-redis-single', method: 'post', path: '/authorization/sources', variant: 'authz.redis_single' },
  { name: 'authz-redis-sentinel', method: 'post', path: '/authorization/sources', variant: 'authz.redis_sentinel' },
  { name: 'authz-redis-cluster', method: 'post', path: '/authorization/sources', variant: 'authz.redis_cluster' },
  { name: 'authz-ldap', method: 'post', path: '/authorization/sources', variant: 'authz.ldap' },
  // Data bridges (issue 13): one schema per connector, action (sink) and source type of the contract.
  { name: 'connector', method: 'post', path: '/connectors', splitBy: 'type', readOnly: ['status', 'status_reason', 'node_status', 'actions'] },
  { name: 'action', method: 'post', path: '/actions', splitBy: 'type', readOnly: ['status', 'status_reason', 'node_status'] },
  { name: 'source', method: 'post', path: '/sources', splitBy: 'type', readOnly: ['status', 'status_reason', 'node_status'] },
  // Gateways, their listeners and ExHook servers (issue 14). The whole gateway (its listeners
  // included) is what enabling one sends; the settings tab edits the same schema without them.
  ...['coap', 'exproto', 'lwm2m', 'mqttsn', 'stomp'].map((gateway) => ({ name: `gateway-${gateway}`, method: 'put' as const, path: '/gateways/{name}', variant: `emqx_gateway_api.${gateway}` })),
  { name: 'gateway-listener', method: 'post', path: '/gateways/{name}/listeners', splitBy: 'type', readOnly: ['id', 'running'] },
  { name: 'exhook', method: 'post', path: '/exhooks' },
];

export interface ExtractedSchema {
  name: string;
  method: string;
  path: string;
  /** The component schema the file was cut from, for a variant or a split. */
  variant?: string;
  schema: JsonObject;
}

export interface ExtractInput {
  /** The English document: structure, defaults and English texts. */
  en: JsonObject;
  /** The Chinese edition of the same document, for `x-description-zh`; optional. */
  zh?: JsonObject;
  /** File name of the English document, for the provenance comment. */
  source: string;
  /**
   * Chinese help by English text, for texts the Chinese edition leaves in English (used only with
   * `zh`); scripts/openapi/zh-help-supplement.json unless given.
   */
  zhSupplement?: Readonly<Record<string, string>>;
}

const count = (changes: ChangeCounts, rule: string): void => {
  changes[rule] = (changes[rule] ?? 0) + 1;
};

/** JSON Schema keywords kept, in the order written. Anything else is dropped and counted. */
const KEY_ORDER = [
  'description', 'x-description-zh', 'type', 'format', 'enum', 'const', 'default',
  'minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'pattern',
  'minItems', 'maxItems', 'uniqueItems', 'readOnly', 'writeOnly', 'deprecated',
  'required', 'properties', 'x-map-key', 'additionalProperties', 'items', 'oneOf', 'anyOf', 'allOf', 'not',
] as const;
const KEPT = new Set<string>([...KEY_ORDER, 'title', '$ref', 'nullable', 'example']);
const SCHEMA_LIST_KEYS = ['oneOf', 'anyOf', 'allOf'] as const;

/** `<br/>` and `<code>` are the only markup in EMQX descriptions; `<name>` and `<CIDR>` are words. */
export function htmlToMarkdown(text: string): string {
  const markdown = text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/?code>/gi, '`')
    .trim();
  // Placeholders such as "----" (untranslated texts in the Chinese edition) say nothing.
  return /[\p{L}\p{N}]/u.test(markdown) ? markdown : '';
}

function lookup(doc: JsonObject | undefined, ref: string): JsonObject | undefined {
  if (!doc || !ref.startsWith('#/')) return undefined;
  let node: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return isObject(node) ? node : undefined;
}

/** What a schema's values can be, for telling whether two union variants can overlap. */
function valueKinds(schema: JsonObject): Set<string> | undefined {
  const kind = (v: Json): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(kind));
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? undefined : [schema.type];
  if (!types || SCHEMA_LIST_KEYS.some((k) => k in schema)) return undefined;
  return new Set(types.map((t) => (t === 'integer' ? 'number' : String(t))));
}

function disjoint(a: JsonObject, b: JsonObject): boolean {
  if (Array.isArray(a.enum) && Array.isArray(b.enum)) {
    const left = a.enum.map((v) => JSON.stringify(v));
    return !b.enum.some((v) => left.includes(JSON.stringify(v)));
  }
  const [ka, kb] = [valueKinds(a), valueKinds(b)];
  return !!ka && !!kb && ![...ka].some((k) => kb.has(k));
}

class Extractor {
  /** The Chinese edition's translation of an English text, wherever in the document it has one. */
  private zhElsewhere: Map<string, string> | undefined;
  /** The supplement's texts some field used. */
  readonly supplementUsed = new Set<string>();

  constructor(
    private readonly input: ExtractInput,
    readonly changes: ChangeCounts,
  ) {}

  /** The Chinese help of an English text the Chinese edition leaves in English at its place. */
  private chineseFallback(text: string): string | undefined {
    if (!this.input.zh) return undefined;
    this.zhElsewhere ??= chineseByEnglish(this.input.en, this.input.zh, htmlToMarkdown);
    const elsewhere = this.zhElsewhere.get(text);
    if (elsewhere) {
      count(this.changes, 'Chinese description taken from the same English text elsewhere in the Chinese document');
      return elsewhere;
    }
    const supplied = (this.input.zhSupplement ?? ZH_HELP_SUPPLEMENT)[text];
    if (!supplied) return undefined;
    this.supplementUsed.add(text);
    count(this.changes, 'Chinese description taken from scripts/openapi/zh-help-supplement.json');
    return supplied;
  }

  /** Converts `en` (and its Chinese twin `zh`) into a self-contained JSON Schema. */
  convert(en: JsonObject, zh: Json | undefined, refs: string[], propertyName?: string): JsonObject {
    const zhNode = isObject(zh) ? zh : undefined;
    if (typeof en.$ref === 'string') return this.inline(en, zhNode, refs, propertyName);

    const work: JsonObject = { ...en };
    splitMixedEnum(work, this.changes);
    const out: JsonObject = {};

    if (typeof work.description === 'string') {
      const text = htmlToMarkdown(work.description);
      if (text) out.description = text;
      const zhText = htmlToMarkdown(typeof zhNode?.description === 'string' ? zhNode.description : '');
      const fallback = text && (!zhText || zhText === text) ? this.chineseFallback(text) : undefined;
      if (zhText && zhText !== text) out['x-description-zh'] = zhText;
      else if (fallback) out['x-description-zh'] = fallback;
      else if (text) count(this.changes, zhText ? 'Chinese description same as English' : 'Chinese description missing');
    }

    const format = work.type === 'string' ? detectFormat(work, propertyName) : undefined;
    if (format) {
      out.format = format;
      if (format !== work.format) count(this.changes, `format ${format} set`);
    }

    for (const key of KEY_ORDER) {
      if (!(key in work) || key === 'description' || key === 'format') continue;
      const value = work[key] as Json;
      if (key === 'properties' && isObject(value)) this.convertProperties(value, zhNode, refs, out);
      else if ((key === 'items' || key === 'additionalProperties' || key === 'not') && isObject(value)) {
        out[key] = this.convert(value, zhNode?.[key], refs);
      } else if ((SCHEMA_LIST_KEYS as readonly string[]).includes(key) && Array.isArray(value)) {
        const zhList = Array.isArray(zhNode?.[key]) ? (zhNode[key] as Json[]) : [];
        out[key] = value.filter(isObject).map((variant, i) => this.convert(variant, zhList[i], refs));
      } else {
        out[key] = structuredClone(value);
      }
    }
    if (typeof work.title === 'string') out.title = work.title;
    for (const key of Object.keys(work)) {
      if (!KEPT.has(key)) count(this.changes, key.startsWith('x-') ? 'x-* extension dropped' : `${key} dropped`);
    }
    if ('example' in work) count(this.changes, 'example dropped');

    if (work.nullable === true) this.makeNullable(out);
    if (out.type === 'string' && typeof out.default === 'number') {
      // HOCON reads a number where a string is declared: listener `bind` defaults to the port 1883.
      out.default = String(out.default);
      count(this.changes, 'number default of a string turned into a string');
    }
    this.settleUnion(out);
    if ('default' in out && !accepts(out, out.default as Json)) {
      delete out.default;
      count(this.changes, 'default invalid against its own schema dropped');
    }
    return this.ordered(out);
  }

  private inline(en: JsonObject, zh: JsonObject | undefined, refs: string[], propertyName?: string): JsonObject {
    const ref = en.$ref as string;
    const { $ref: _ref, ...siblings } = en;
    if (refs.includes(ref)) {
      count(this.changes, 'recursive $ref cut to {}');
      return this.convert(siblings, zh, refs, propertyName);
    }
    const target = lookup(this.input.en, ref);
    if (!target) throw new Error(`${ref} is not in the document`);
    count(this.changes, '$ref inlined');
    const { $ref: _zhRef, ...zhSiblings } = zh ?? {};
    const zhTarget = lookup(this.input.zh, ref);
    return this.convert({ ...target, ...siblings }, { ...zhTarget, ...zhSiblings }, [...refs, ref], propertyName);
  }

  private convertProperties(properties: JsonObject, zh: JsonObject | undefined, refs: string[], out: JsonObject): void {
    const zhProps = isObject(zh?.properties) ? zh.properties : {};
    const converted: JsonObject = {};
    for (const [name, schema] of Object.entries(properties)) {
      if (!isObject(schema)) continue;
      if (name.startsWith('$')) {
        // EMQX's notation for a map keyed by name, e.g. log.file.$handler_name.
        out['x-map-key'] = name.slice(1);
        out.additionalProperties = this.convert(schema, zhProps[name], refs);
        count(this.changes, '$name property turned into additionalProperties');
      } else {
        converted[name] = this.convert(schema, zhProps[name], refs, name);
      }
    }
    if (Object.keys(converted).length || !('additionalProperties' in out)) out.properties = converted;
  }

  private makeNullable(out: JsonObject): void {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum.push(null);
    for (const key of SCHEMA_LIST_KEYS) {
      const list = out[key];
      if (key !== 'allOf' && Array.isArray(list)) list.push({ type: 'null' });
    }
    count(this.changes, 'nullable turned into a null type');
  }

  private settleUnion(out: JsonObject): void {
    const variants = out.oneOf;
    if (!Array.isArray(variants)) return;
    const list = variants.filter(isObject);
    const exclusive = list.every((a, i) => list.slice(i + 1).every((b) => disjoint(a, b)));
    if (exclusive) return;
    delete out.oneOf;
    out.anyOf = variants;
    count(this.changes, 'overlapping oneOf turned into anyOf');
  }

  ordered(node: JsonObject): JsonObject {
    const out: JsonObject = {};
    for (const key of ['$schema', '$comment', 'title', ...KEY_ORDER]) if (key in node) out[key] = node[key] as Json;
    return out;
  }
}

function requestSchema(doc: JsonObject | undefined, target: SchemaTarget): JsonObject | undefined {
  const media = lookup(doc, `#/paths/${target.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${target.method}/requestBody/content/application~1json`);
  return isObject(media?.schema) ? media.schema : undefined;
}

/** One oneOf variant of a body, by the component schema name its `$ref` ends with. */
function variantRef(body: JsonObject, where: string): string[] {
  if (!Array.isArray(body.oneOf)) throw new Error(`${where}: the body is not a oneOf`);
  // A variant may itself be a oneOf (IoTDB's connector: thrift or REST): its alternatives are variants too.
  return body.oneOf.flatMap((v) => {
    if (isObject(v) && Array.isArray(v.oneOf)) return variantRef(v, where);
    if (!isObject(v) || typeof v.$ref !== 'string') throw new Error(`${where}: a variant is not a $ref`);
    return [v.$ref];
  });
}

/** Splits of one target that share a type value (IoTDB's thrift and REST connectors) are told apart by their component's name. */
function nameSharedSplits(schemas: ExtractedSchema[], target: SchemaTarget): void {
  const ofTarget = schemas.filter((s) => s.path === target.path && s.method === target.method && s.name.startsWith(`${target.name}-`));
  for (const schema of ofTarget) {
    if (ofTarget.filter((s) => s.name === schema.name).length < 2) continue;
    for (const same of ofTarget.filter((s) => s.name === schema.name)) {
      same.name = `${same.name}-${same.variant!.split('.').pop()!.replace(/^(post|put)_/, '')}`;
    }
  }
}

/** Extracts the schema of every target; throws when the document lacks one (a broker upgrade to look at). */
export function extractSchemas(raw: ExtractInput, targets: SchemaTarget[] = TARGETS): { schemas: ExtractedSchema[]; changes: ChangeCounts } {
  const changes: ChangeCounts = {};
  const input: ExtractInput = { ...raw, en: correctSchemas(raw.en, changes), zh: raw.zh && correctSchemas(raw.zh) };
  const extractor = new Extractor(input, changes);
  const schemas: ExtractedSchema[] = [];
  const finish = (target: SchemaTarget, name: string, schema: JsonObject, variant?: string): void => {
    const properties = isObject(schema.properties) ? schema.properties : {};
    for (const field of target.readOnly ?? []) {
      const property = properties[field];
      if (isObject(property)) properties[field] = extractor.ordered({ ...property, readOnly: true });
    }
    const header: JsonObject = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $comment: `Generated by scripts/schemas/extract.ts from the body of ${target.method.toUpperCase()} ${target.path}${variant ? ` (${variant})` : ''} in openapi/${input.source}. Do not edit: run \`npm run generate\`.`,
    };
    schemas.push({ name, method: target.method, path: target.path, ...(variant ? { variant } : {}), schema: extractor.ordered({ ...header, ...schema }) });
  };

  for (const target of targets) {
    const where = `${target.method.toUpperCase()} ${target.path}`;
    const body = requestSchema(input.en, target);
    if (!body) throw new Error(`${where} has no JSON request body in ${input.source}`);
    const zhBody = requestSchema(input.zh, target);
    if (target.variant || target.splitBy) {
      for (const ref of variantRef(body, where)) {
        const component = ref.split('/').pop()!;
        if (target.variant && component !== target.variant) continue;
        const schema = extractor.convert({ $ref: ref }, { $ref: ref }, []);
        let name = target.name;
        if (target.splitBy) {
          const discriminator = isObject(schema.properties) ? schema.properties[target.splitBy] : undefined;
          const values = isObject(discriminator) && Array.isArray(discriminator.enum) ? discriminator.enum : [];
          if (values.length !== 1) throw new Error(`${where}: ${component} has no single ${target.splitBy}`);
          name = `${target.name}-${String(values[0])}`;
        }
        finish(target, name, schema, component);
      }
      if (target.splitBy) nameSharedSplits(schemas, target);
      if (target.variant && !schemas.some((s) => s.variant === target.variant)) throw new Error(`${where}: no variant ${target.variant}`);
    } else {
      finish(target, target.name, extractor.convert(body, zhBody, []));
    }
  }
  schemas.sort((a, b) => a.name.localeCompare(b.name));
  if (input.zh) {
    const unused = Object.keys(input.zhSupplement ?? ZH_HELP_SUPPLEMENT).filter((text) => !extractor.supplementUsed.has(text));
    if (unused.length) changes['zh-help-supplement.json entries no field needs (drop them)'] = unused.length;
  }
  return { schemas, changes: extractor.changes };
}

/** The files of schemas/: one per schema, plus index.json listing them and the formats they use. */
export function renderSchemaFiles(schemas: ExtractedSchema[], source: string, zhSource: string | undefined): Map<string, string> {
  const files = new Map<string, string>();
  const used = new Set<string>();
  for (const { name, schema } of schemas) {
    const text = JSON.stringify(schema, null, 2);
    for (const [, format] of text.matchAll(/"format": "(emqx-[a-z-]+)"/g)) used.add(format!);
    files.set(`${name}.json`, `${text}\n`);
  }
  const index = {
    $comment: 'Generated by scripts/schemas/extract.ts. Do not edit: run `npm run generate`.',
    source: `openapi/${source}`,
    descriptionsZh: zhSource ? `openapi/${zhSource}` : null,
    formats: Object.fromEntries(Object.entries(EMQX_FORMATS).filter(([name]) => used.has(name))),
    schemas: schemas.map(({ name, method, path, variant }) => ({ name, file: `${name}.json`, operation: `${method.toUpperCase()} ${path}`, ...(variant ? { variant } : {}) })),
  };
  files.set('index.json', `${JSON.stringify(index, null, 2)}\n`);
  return files;
}
