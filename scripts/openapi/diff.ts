/**
 * What changed between two versions of the broker's API document (`npm run api:diff`).
 *
 * `diffDocuments(before, after)` is pure: operations added, removed and changed (parameters, request
 * body, responses, tags), component schemas added, removed and changed field by field (added,
 * removed, "renamed?" when a removed and an added field of one object have the same type, retyped,
 * required-ness), and tags. `formatReport` prints it; `usesOf` (diff-uses.ts) adds which of the
 * console's files use what changed. Descriptions, summaries, examples and defaults are ignored: they
 * change no generated type.
 */
import { isObject, operationName, type Json, type JsonObject } from './normalize.ts';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** Keys that document a schema without typing it. */
const UNTYPED_KEYS = new Set(['description', 'summary', 'example', 'examples', 'title', 'externalDocs', 'default', 'deprecated']);
const SCHEMA_REF = '#/components/schemas/';
/** Nesting depth up to which inline objects are compared field by field. */
const MAX_DEPTH = 12;

export type ChangeKind = 'added' | 'removed' | 'renamed' | 'retyped' | 'changed' | 'required' | 'optional';

/** One difference. In a component schema `where` is ''; in an operation it says which part changed. */
export interface Change {
  kind: ChangeKind;
  /** '' (the schema itself), 'parameter', 'request body', 'response 200', 'tags', 'path', 'deprecated'. */
  where: string;
  /** Dotted field path inside the schema (`ssl.verify`, `data[].clientid`), or `query limit` for a parameter; '' = the whole. */
  field: string;
  /** renamed: the old field path (`field` holds the new one). */
  from?: string;
  before?: string;
  after?: string;
  detail?: string;
}

export interface OperationRef {
  /** `GET /clients/{clientid}` */
  key: string;
  method: string;
  path: string;
  /** The document's operationId, or (EMQX publishes none) the generated name. */
  operationId: string;
  /** The name Orval's functions are built on: `getClientsByClientid` → `useGetClientsByClientid`… */
  name: string;
  tags: string[];
}

export interface OperationDiff extends OperationRef {
  /** Set when the path's parameters were renamed: the operation as it was. */
  previous?: OperationRef;
  changes: Change[];
}

export interface SchemaRef {
  name: string;
  /** The generated model type: `emqx_mgmt_api_clients.client` → `EmqxMgmtApiClientsClient`. */
  typeName: string;
  /** Generated names of the operations whose parameters, body or responses reach this schema. */
  operations: string[];
}

export interface SchemaDiff extends SchemaRef {
  changes: Change[];
}

export interface DocumentInfo {
  title: string;
  version: string;
  operations: number;
  schemas: number;
}

export interface DiffReport {
  before: DocumentInfo;
  after: DocumentInfo;
  operations: { added: OperationRef[]; removed: OperationRef[]; changed: OperationDiff[] };
  schemas: { added: SchemaRef[]; removed: SchemaRef[]; changed: SchemaDiff[] };
  tags: { added: string[]; removed: string[] };
  /** Every operation name and schema name of both documents: lets the usage finder tell `getClients` from `getClientsByClientid`. */
  known: { operations: string[]; schemas: string[] };
}

/** Orval's type name for a component schema: `bridge_kafka.producer_buffer` → `BridgeKafkaProducerBuffer`. */
export function modelTypeName(schemaName: string): string {
  return schemaName
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Schema shapes and labels

const canonicalCache = new WeakMap<object, string>();

/** A schema without its documentation, keys sorted: two schemas type the same iff their shapes are equal. */
export function shape(schema: Json | undefined): string {
  if (schema === undefined) return 'undefined';
  if (!isObject(schema) && !Array.isArray(schema)) return JSON.stringify(schema);
  const cached = canonicalCache.get(schema);
  if (cached !== undefined) return cached;
  const text = JSON.stringify(canonical(schema, false));
  canonicalCache.set(schema, text);
  return text;
}

function canonical(node: Json, isPropertyMap: boolean): Json {
  if (Array.isArray(node)) return node.map((child) => canonical(child, false));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const key of Object.keys(node).sort()) {
    // Under `properties` keys are field names ("description", "default" are legal ones).
    if (!isPropertyMap && UNTYPED_KEYS.has(key)) continue;
    // enum values are data: keep them as they are.
    out[key] = key === 'enum' ? (node[key] as Json) : canonical(node[key] as Json, key === 'properties' && !isPropertyMap);
  }
  return out;
}

const refName = (ref: string): string => (ref.startsWith(SCHEMA_REF) ? ref.slice(SCHEMA_REF.length) : ref);

function enumLabel(values: Json[]): string {
  const shown = values.slice(0, 8).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  return `enum(${shown.join('|')}${values.length > 8 ? `|…+${values.length - 8}` : ''})`;
}

/** A short, readable type: `string(date-time)`, `array<EmqxFoo>`, `enum(a|b)`, `oneOf(integer | string)`. */
export function typeLabel(schema: Json | undefined, depth = 0): string {
  if (!isObject(schema)) return 'any';
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if (Array.isArray(schema.enum)) return enumLabel(schema.enum);
  for (const union of ['oneOf', 'anyOf', 'allOf'] as const) {
    const members = schema[union];
    if (Array.isArray(members)) {
      return depth > 1 || members.length > 4 ? `${union}(${members.length} variants)` : `${union}(${members.map((m) => typeLabel(m, depth + 1)).join(' | ')})`;
    }
  }
  if (schema.type === 'array') return `array<${typeLabel(schema.items, depth + 1)}>`;
  if (isObject(schema.properties)) return `object{${Object.keys(schema.properties).length} fields}`;
  if (isObject(schema.additionalProperties)) return `map<${typeLabel(schema.additionalProperties, depth + 1)}>`;
  if (typeof schema.type === 'string') return typeof schema.format === 'string' ? `${schema.type}(${schema.format})` : schema.type;
  return 'any';
}

const join = (prefix: string, key: string): string => (prefix ? `${prefix}.${key}` : key);

/** Edit distance, for pairing a removed field with the most alike added one. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

const hasProperties = (s: Json | undefined): s is JsonObject => isObject(s) && s.$ref === undefined && isObject(s.properties);

/**
 * Compares two schemas found at the same place. Inline objects are compared field by field, arrays
 * by their items; anything else that types differently is one `retyped` (or, when only constraints
 * such as `maximum` changed, `changed`) change. A `$ref` is compared by name only: the referenced
 * schema's own changes are reported under its name.
 */
export function compareSchemas(before: Json | undefined, after: Json | undefined, where: string, field: string, out: Change[], depth = 0): void {
  if (shape(before) === shape(after)) return;
  if (depth < MAX_DEPTH && hasProperties(before) && hasProperties(after)) {
    compareObjects(before, after, where, field, out, depth);
    return;
  }
  if (depth < MAX_DEPTH && isObject(before) && isObject(after) && before.type === 'array' && after.type === 'array' && before.$ref === undefined && after.$ref === undefined) {
    compareSchemas(before.items, after.items, where, `${field}[]`, out, depth + 1);
    return;
  }
  if (depth < MAX_DEPTH && isObject(before) && isObject(after)) {
    for (const union of ['oneOf', 'anyOf', 'allOf'] as const) {
      const a = before[union];
      const b = after[union];
      // Same variants in the same order, some changed inside: say which.
      if (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.some((m) => hasProperties(m) || (isObject(m) && m.type === 'array'))) {
        const same = Object.keys(before).every((k) => k === union || UNTYPED_KEYS.has(k) || shape(before[k]) === shape(after[k]));
        if (same) {
          a.forEach((m, i) => compareSchemas(m, b[i], where, `${field}<${union} ${i + 1}>`, out, depth + 1));
          return;
        }
      }
    }
  }
  const beforeLabel = typeLabel(before);
  const afterLabel = typeLabel(after);
  const change: Change = { kind: beforeLabel === afterLabel ? 'changed' : 'retyped', where, field, before: beforeLabel, after: afterLabel };
  const detail = isObject(before) && isObject(after) ? explain(before, after, change.kind === 'retyped') : '';
  if (detail) change.detail = detail;
  out.push(change);
}

/** `+a +b -c`, at most `max` of them. */
function delta(before: string[], after: string[], max = 8): string {
  const a = new Set(before);
  const b = new Set(after);
  const parts = [...[...b].filter((v) => !a.has(v)).map((v) => `+${v}`), ...[...a].filter((v) => !b.has(v)).map((v) => `-${v}`)];
  return parts.length > max ? `${parts.slice(0, max).join(' ')} …+${parts.length - max} more` : parts.join(' ');
}

/** Keywords whose change the type labels show already. */
const LABELLED_KEYS = new Set(['type', 'format', '$ref', 'enum', 'items', 'oneOf', 'anyOf', 'allOf', 'properties', 'additionalProperties']);

/** Which values an enum or variants a union gained and lost, or which other keywords differ (`maximum`, `pattern`…). */
function explain(before: JsonObject, after: JsonObject, labelsDiffer: boolean): string {
  if (Array.isArray(before.enum) && Array.isArray(after.enum)) {
    const show = (v: Json) => (typeof v === 'string' ? v : JSON.stringify(v));
    const values = delta(before.enum.map(show), after.enum.map(show));
    if (values) return `values ${values}`;
  }
  for (const union of ['oneOf', 'anyOf', 'allOf'] as const) {
    const a = before[union];
    const b = after[union];
    if (!Array.isArray(a) || !Array.isArray(b)) continue;
    const variants = delta(
      a.map((m) => typeLabel(m, 1)),
      b.map((m) => typeLabel(m, 1)),
    );
    if (variants) return `variants ${variants}`;
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !UNTYPED_KEYS.has(k) && !(labelsDiffer && LABELLED_KEYS.has(k)) && shape(before[k]) !== shape(after[k]),
  );
  return keys.length ? `${keys.sort().join(', ')} changed` : '';
}

function requiredSet(schema: JsonObject): Set<string> {
  return new Set(Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === 'string') : []);
}

function compareObjects(before: JsonObject, after: JsonObject, where: string, prefix: string, out: Change[], depth: number): void {
  const a = before.properties as JsonObject;
  const b = after.properties as JsonObject;
  const requiredA = requiredSet(before);
  const requiredB = requiredSet(after);
  const removed = Object.keys(a).filter((k) => !(k in b));
  const added = Object.keys(b).filter((k) => !(k in a));
  const renamedTo = new Map<string, string>();
  const taken = new Set<string>();
  for (const old of removed) {
    const candidates = added.filter((k) => !taken.has(k) && shape(a[old]) === shape(b[k]));
    if (!candidates.length) continue;
    const best = candidates.reduce((x, y) => (distance(old, y) < distance(old, x) ? y : x));
    renamedTo.set(old, best);
    taken.add(best);
  }
  for (const old of removed) {
    const renamed = renamedTo.get(old);
    if (renamed !== undefined) {
      const change: Change = { kind: 'renamed', where, field: join(prefix, renamed), from: join(prefix, old), before: typeLabel(a[old]), after: typeLabel(b[renamed]) };
      if (requiredA.has(old) !== requiredB.has(renamed)) change.detail = requiredB.has(renamed) ? 'now required' : 'now optional';
      out.push(change);
    } else {
      out.push({ kind: 'removed', where, field: join(prefix, old), before: typeLabel(a[old]), ...(requiredA.has(old) ? { detail: 'was required' } : {}) });
    }
  }
  for (const key of added) {
    if (taken.has(key)) continue;
    out.push({ kind: 'added', where, field: join(prefix, key), after: typeLabel(b[key]), ...(requiredB.has(key) ? { detail: 'required' } : {}) });
  }
  for (const key of Object.keys(a)) {
    if (!(key in b)) continue;
    compareSchemas(a[key], b[key], where, join(prefix, key), out, depth + 1);
    if (requiredA.has(key) !== requiredB.has(key)) out.push({ kind: requiredB.has(key) ? 'required' : 'optional', where, field: join(prefix, key) });
  }
  // The object itself turned into a map, or stopped being one.
  if (shape(before.additionalProperties) !== shape(after.additionalProperties)) {
    out.push({ kind: 'retyped', where, field: join(prefix, '*'), before: typeLabel(before.additionalProperties), after: typeLabel(after.additionalProperties) });
  }
}

// ---------------------------------------------------------------------------------------------
// Operations

interface Operation extends OperationRef {
  op: JsonObject;
}

/** `/clients/{clientid}` and `/clients/{id}` are the same operation with a renamed path parameter. */
const pathPattern = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');

function operationsOf(doc: JsonObject): Operation[] {
  const list: Operation[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const name = operationName(method, path);
      const tags = Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string') : [];
      list.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operationId: typeof op.operationId === 'string' ? op.operationId : name, name, tags, op });
    }
  }
  return list;
}

const refOf = ({ key, method, path, operationId, name, tags }: Operation): OperationRef => ({ key, method, path, operationId, name, tags });

/** Follows a `$ref` to a parameter, request body or response component. */
function resolve(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; hops < 10 && isObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && !current.$ref.startsWith(SCHEMA_REF); hops++) {
    let target: Json | undefined = doc;
    for (const part of current.$ref.slice(2).split('/')) target = isObject(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    current = target;
  }
  return current;
}

function parametersOf(doc: JsonObject, op: JsonObject): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  for (const raw of Array.isArray(op.parameters) ? op.parameters : []) {
    const p = resolve(doc, raw);
    if (isObject(p) && typeof p.name === 'string') out.set(`${String(p.in)} ${p.name}`, p);
  }
  return out;
}

function contentOf(doc: JsonObject, holder: Json | undefined): Map<string, Json | undefined> {
  const resolved = resolve(doc, holder);
  const content = isObject(resolved) && isObject(resolved.content) ? resolved.content : {};
  return new Map(Object.entries(content).map(([type, media]) => [type, isObject(media) ? media.schema : undefined]));
}

function compareContent(docA: JsonObject, a: Json | undefined, docB: JsonObject, b: Json | undefined, where: string, out: Change[]): void {
  const ca = contentOf(docA, a);
  const cb = contentOf(docB, b);
  const lost = [...ca.keys()].filter((t) => !cb.has(t));
  const gained = [...cb.keys()].filter((t) => !ca.has(t));
  if (lost.length || gained.length) {
    out.push({ kind: 'changed', where, field: '', before: [...ca.keys()].join(', ') || 'no content', after: [...cb.keys()].join(', ') || 'no content', detail: 'media types changed' });
  }
  for (const [type, schema] of ca) {
    if (cb.has(type)) compareSchemas(schema, cb.get(type), type === 'application/json' || ca.size === 1 ? where : `${where} (${type})`, '', out);
  }
}

function bodySchemaLabel(doc: JsonObject, holder: Json | undefined): string {
  const content = contentOf(doc, holder);
  const schema = content.get('application/json') ?? [...content.values()][0];
  return content.size ? typeLabel(schema) : 'no content';
}

function compareOperations(docA: JsonObject, a: Operation, docB: JsonObject, b: Operation): Change[] {
  const out: Change[] = [];
  if (a.path !== b.path) out.push({ kind: 'changed', where: 'path', field: '', before: a.path, after: b.path, detail: `generated name ${a.name} → ${b.name}` });
  if (a.operationId !== b.operationId && a.operationId !== a.name && b.operationId !== b.name) {
    out.push({ kind: 'changed', where: 'operationId', field: '', before: a.operationId, after: b.operationId });
  }
  if (Boolean(a.op.deprecated) !== Boolean(b.op.deprecated)) out.push({ kind: 'changed', where: 'deprecated', field: '', before: String(Boolean(a.op.deprecated)), after: String(Boolean(b.op.deprecated)) });
  if ([...a.tags].sort().join('\n') !== [...b.tags].sort().join('\n')) out.push({ kind: 'changed', where: 'tags', field: '', before: a.tags.join(', '), after: b.tags.join(', ') });

  const pa = parametersOf(docA, a.op);
  const pb = parametersOf(docB, b.op);
  for (const [key, p] of pa) if (!pb.has(key)) out.push({ kind: 'removed', where: 'parameter', field: key, before: typeLabel(p.schema), ...(p.required ? { detail: 'was required' } : {}) });
  for (const [key, p] of pb) if (!pa.has(key)) out.push({ kind: 'added', where: 'parameter', field: key, after: typeLabel(p.schema), ...(p.required ? { detail: 'required' } : {}) });
  for (const [key, p] of pa) {
    const q = pb.get(key);
    if (!q) continue;
    compareSchemas(p.schema, q.schema, 'parameter', key, out);
    if (Boolean(p.required) !== Boolean(q.required)) out.push({ kind: q.required ? 'required' : 'optional', where: 'parameter', field: key });
  }

  const ra = resolve(docA, a.op.requestBody);
  const rb = resolve(docB, b.op.requestBody);
  if (ra === undefined && rb !== undefined) out.push({ kind: 'added', where: 'request body', field: '', after: bodySchemaLabel(docB, rb) });
  else if (ra !== undefined && rb === undefined) out.push({ kind: 'removed', where: 'request body', field: '', before: bodySchemaLabel(docA, ra) });
  else if (ra !== undefined && rb !== undefined) {
    compareContent(docA, ra, docB, rb, 'request body', out);
    if (isObject(ra) && isObject(rb) && Boolean(ra.required) !== Boolean(rb.required)) out.push({ kind: rb.required ? 'required' : 'optional', where: 'request body', field: '' });
  }

  const responsesA = isObject(a.op.responses) ? a.op.responses : {};
  const responsesB = isObject(b.op.responses) ? b.op.responses : {};
  for (const code of Object.keys(responsesA)) if (!(code in responsesB)) out.push({ kind: 'removed', where: `response ${code}`, field: '', before: bodySchemaLabel(docA, responsesA[code]) });
  for (const code of Object.keys(responsesB)) if (!(code in responsesA)) out.push({ kind: 'added', where: `response ${code}`, field: '', after: bodySchemaLabel(docB, responsesB[code]) });
  for (const code of Object.keys(responsesA)) if (code in responsesB) compareContent(docA, responsesA[code], docB, responsesB[code], `response ${code}`, out);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Which operations reach which schemas

function collectRefs(node: Json | undefined, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) collectRefs(child, into);
    return;
  }
  if (!isObject(node)) return;
  for (const [key, child] of Object.entries(node)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) into.add(refName(child));
    else if (key !== 'example' && key !== 'examples' && key !== 'default' && key !== 'enum') collectRefs(child, into);
  }
}

/** schema name → generated names of the operations whose parameters, body or responses reach it. */
function operationsBySchema(doc: JsonObject, operations: Operation[]): Map<string, Set<string>> {
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  const direct = new Map<string, Set<string>>();
  const refsOf = (name: string): Set<string> => {
    let refs = direct.get(name);
    if (!refs) direct.set(name, (refs = new Set()));
    else return refs;
    collectRefs(schemas[name], refs);
    return refs;
  };
  const out = new Map<string, Set<string>>();
  for (const operation of operations) {
    const seen = new Set<string>();
    const start = new Set<string>();
    const op = operation.op;
    // Parameters, bodies and responses may themselves be $refs to components: resolve them first.
    for (const p of Array.isArray(op.parameters) ? op.parameters : []) collectRefs(resolve(doc, p), start);
    collectRefs(resolve(doc, op.requestBody), start);
    for (const r of Object.values(isObject(op.responses) ? op.responses : {})) collectRefs(resolve(doc, r), start);
    const queue = [...start];
    while (queue.length) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      for (const next of refsOf(name)) if (!seen.has(next)) queue.push(next);
    }
    for (const name of seen) {
      let ops = out.get(name);
      if (!ops) out.set(name, (ops = new Set()));
      ops.add(operation.name);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The report

function schemasOf(doc: JsonObject): JsonObject {
  return isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
}

function tagsOf(doc: JsonObject, operations: Operation[]): Set<string> {
  const tags = new Set<string>();
  for (const t of Array.isArray(doc.tags) ? doc.tags : []) if (isObject(t) && typeof t.name === 'string') tags.add(t.name);
  for (const op of operations) for (const t of op.tags) tags.add(t);
  return tags;
}

function infoOf(doc: JsonObject, operations: number): DocumentInfo {
  const info = isObject(doc.info) ? doc.info : {};
  return { title: typeof info.title === 'string' ? info.title : '?', version: typeof info.version === 'string' ? info.version : '?', operations, schemas: Object.keys(schemasOf(doc)).length };
}

/** By path, then in the order get, put, post, delete, patch. */
const byKey = <T extends { path: string; method: string }>(x: T, y: T): number =>
  x.path.localeCompare(y.path) || HTTP_METHODS.indexOf(x.method.toLowerCase() as never) - HTTP_METHODS.indexOf(y.method.toLowerCase() as never);
const sorted = (names: Iterable<string>): string[] => [...names].sort((x, y) => x.localeCompare(y));

export function diffDocuments(before: JsonObject, after: JsonObject): DiffReport {
  const opsA = operationsOf(before);
  const opsB = operationsOf(after);
  const byPatternB = new Map(opsB.map((op) => [`${op.method} ${pathPattern(op.path)}`, op]));
  const matched = new Set<Operation>();
  const operations: DiffReport['operations'] = { added: [], removed: [], changed: [] };
  for (const a of opsA) {
    const b = byPatternB.get(`${a.method} ${pathPattern(a.path)}`);
    if (!b) {
      operations.removed.push(refOf(a));
      continue;
    }
    matched.add(b);
    const changes = compareOperations(before, a, after, b);
    if (changes.length) operations.changed.push({ ...refOf(b), ...(a.path !== b.path ? { previous: refOf(a) } : {}), changes });
  }
  for (const b of opsB) if (!matched.has(b)) operations.added.push(refOf(b));
  operations.added.sort(byKey);
  operations.removed.sort(byKey);
  operations.changed.sort(byKey);

  const schemasA = schemasOf(before);
  const schemasB = schemasOf(after);
  const reachA = operationsBySchema(before, opsA);
  const reachB = operationsBySchema(after, opsB);
  const ref = (name: string, ...reach: Map<string, Set<string>>[]): SchemaRef => ({
    name,
    typeName: modelTypeName(name),
    operations: sorted(new Set(reach.flatMap((r) => [...(r.get(name) ?? [])]))),
  });
  const schemas: DiffReport['schemas'] = { added: [], removed: [], changed: [] };
  for (const name of sorted(Object.keys(schemasA))) {
    if (!(name in schemasB)) {
      schemas.removed.push(ref(name, reachA));
      continue;
    }
    const changes: Change[] = [];
    compareSchemas(schemasA[name], schemasB[name], '', '', changes);
    if (changes.length) schemas.changed.push({ ...ref(name, reachA, reachB), changes });
  }
  for (const name of sorted(Object.keys(schemasB))) if (!(name in schemasA)) schemas.added.push(ref(name, reachB));

  const tagsA = tagsOf(before, opsA);
  const tagsB = tagsOf(after, opsB);
  return {
    before: infoOf(before, opsA.length),
    after: infoOf(after, opsB.length),
    operations,
    schemas,
    tags: { added: sorted([...tagsB].filter((t) => !tagsA.has(t))), removed: sorted([...tagsA].filter((t) => !tagsB.has(t))) },
    known: {
      operations: sorted(new Set([...opsA, ...opsB].map((op) => op.name))),
      schemas: sorted(new Set([...Object.keys(schemasA), ...Object.keys(schemasB)])),
    },
  };
}
