/**
 * Which of the console's files use what an API diff removed or changed. Pure: takes the files'
 * texts (path → source) and finds
 * - the names Orval derives from an operation: `getClients`, `useGetClients`, `getGetClientsQueryKey`,
 *   `getGetClientsMutationOptions`, `GetClientsParams`, `PostRulesBody`, `GetClients200`,
 *   `getGetClientsMockHandler`, the zod `getClientsResponse`, `getClientsQueryParams`…;
 * - the model types of component schemas (`EmqxMgmtApiClientsClient` and the types nested in it);
 * - an operation's raw path, where the console builds a URL itself: `url: '/alarms'`,
 *   `` `/data/files/${name}` ``, or MSW's `'/api/v5/rules/:id'` in tests.
 */
import type { DiffReport, OperationDiff } from './diff.ts';
import { modelTypeName } from './diff.ts';

export interface Use {
  file: string;
  /** The identifiers (or `path …`) through which the file uses it, sorted. */
  names: string[];
}

export interface Uses {
  /** By operation key (`GET /clients`), for removed and changed operations. */
  operations: Record<string, Use[]>;
  /** By schema name, for removed and changed schemas: files that name the model type. */
  schemas: Record<string, Use[]>;
  /** By schema name: files that use an operation whose parameters, body or responses reach the schema. */
  schemasViaOperations: Record<string, Use[]>;
}

/** What may follow an operation's name in a generated identifier. */
const OPERATION_SUFFIX = /^(?:|Query\w*|Mutation\w*|Mock\w*|ResponseMock\w*|Params\w*|Body\w*|Response\w*|Header\w*|Url|Suspense\w*|Infinite\w*|Default\w*|\d{3}\w*)$/;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
/** URL strings the console writes itself: after api/v5, or as a `url:` value. */
const URL_STRINGS = [/api\/v5(\/[^'"`\s?#)]*)/g, /\burl\s*[:=]\s*['"`](\/[^'"`?\s]*)/g];

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
const isBoundary = (s: string, i: number): boolean => i === s.length || /[A-Z0-9]/.test(s[i]!);

/** The operation a generated identifier belongs to: the longest known name it is built on. */
function operationOf(identifier: string, operations: Set<string>): string | undefined {
  for (const prefix of ['', 'use', 'get']) {
    if (!identifier.startsWith(prefix)) continue;
    const rest = identifier.slice(prefix.length);
    if (!rest || (prefix && !/^[A-Z]/.test(rest))) continue;
    const name = lowerFirst(rest);
    if (!/^(get|put|post|delete|patch)[A-Z]/.test(name)) continue;
    for (let i = name.length; i > 3; i--) {
      if (!isBoundary(name, i)) continue;
      const candidate = name.slice(0, i);
      if (operations.has(candidate) && OPERATION_SUFFIX.test(name.slice(i))) return candidate;
    }
  }
  return undefined;
}

/** The schemas a type name belongs to (several schema names may share one type name). */
function schemasOf(identifier: string, typeNames: Map<string, string[]>): string[] | undefined {
  if (!/^[A-Z]/.test(identifier)) return undefined;
  for (let i = identifier.length; i > 1; i--) {
    if (!isBoundary(identifier, i)) continue;
    const schemas = typeNames.get(identifier.slice(0, i));
    if (schemas) return schemas;
  }
  return undefined;
}

/** `/clients/{clientid}` → ['clients', '{}']; a written URL's `${…}` and `:id` segments → '{}'. */
function segments(path: string): string[] {
  return path
    .replace(/\$\{[^}]*\}/g, '{}')
    .split('/')
    .filter(Boolean)
    .map((s) => (/^\{[^}]*\}$/.test(s) || /^:\w+$/.test(s) ? '{}' : s));
}

function pathMatches(template: string[], written: string[]): boolean {
  return template.length === written.length && template.every((t, i) => t === '{}' || t === written[i] || written[i] === '{}');
}

type Index = Map<string, Map<string, Set<string>>>;

function add(index: Index, key: string, file: string, name: string): void {
  let files = index.get(key);
  if (!files) index.set(key, (files = new Map()));
  let names = files.get(file);
  if (!names) files.set(file, (names = new Set()));
  names.add(name);
}

const toUses = (files: Map<string, Set<string>> | undefined): Use[] =>
  [...(files ?? [])].map(([file, names]) => ({ file, names: [...names].sort() })).sort((a, b) => a.file.localeCompare(b.file));

export function usesOf(report: DiffReport, sourceFiles: Record<string, string>): Uses {
  const operationNames = new Set(report.known.operations);
  const typeNames = new Map<string, string[]>();
  for (const schema of report.known.schemas) {
    const typeName = modelTypeName(schema);
    typeNames.set(typeName, [...(typeNames.get(typeName) ?? []), schema]);
  }
  const byOperation: Index = new Map();
  const bySchema: Index = new Map();
  const written = new Map<string, { text: string; segments: string[] }[]>();

  for (const [file, text] of Object.entries(sourceFiles)) {
    for (const identifier of new Set(text.match(IDENTIFIER) ?? [])) {
      const operation = operationOf(identifier, operationNames);
      if (operation) {
        add(byOperation, operation, file, identifier);
        continue;
      }
      for (const schema of schemasOf(identifier, typeNames) ?? []) add(bySchema, schema, file, identifier);
    }
    const urls: { text: string; segments: string[] }[] = [];
    for (const pattern of URL_STRINGS) {
      for (const match of text.matchAll(pattern)) urls.push({ text: match[1]!, segments: segments(match[1]!) });
    }
    if (urls.length) written.set(file, urls);
  }

  const operations: Record<string, Use[]> = {};
  for (const op of [...report.operations.removed, ...report.operations.changed] as OperationDiff[]) {
    const files = new Map<string, Set<string>>();
    // A renamed path parameter renames the generated functions: the console still uses the old names.
    const versions = op.previous ? [op, op.previous] : [op];
    for (const { name } of versions) for (const [file, ids] of byOperation.get(name) ?? []) files.set(file, new Set([...(files.get(file) ?? []), ...ids]));
    const templates = versions.map(({ path }) => segments(path));
    for (const [file, urls] of written) {
      for (const url of urls) {
        if (!templates.some((t) => pathMatches(t, url.segments))) continue;
        let ids = files.get(file);
        if (!ids) files.set(file, (ids = new Set()));
        ids.add(`path ${url.text}`);
      }
    }
    const uses = toUses(files);
    if (uses.length) operations[op.key] = uses;
  }

  const schemas: Record<string, Use[]> = {};
  const schemasViaOperations: Record<string, Use[]> = {};
  for (const schema of [...report.schemas.removed, ...report.schemas.changed]) {
    const direct = toUses(bySchema.get(schema.name));
    if (direct.length) schemas[schema.name] = direct;
    const via = new Map<string, Set<string>>();
    for (const name of schema.operations) {
      for (const [file, ids] of byOperation.get(name) ?? []) {
        if (bySchema.get(schema.name)?.has(file)) continue;
        via.set(file, new Set([...(via.get(file) ?? []), ...ids]));
      }
    }
    const indirect = toUses(via);
    if (indirect.length) schemasViaOperations[schema.name] = indirect;
  }
  return { operations, schemas, schemasViaOperations };
}
