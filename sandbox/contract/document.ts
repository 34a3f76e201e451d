/**
 * The contract the sandbox holds every request to: the broker's API document named by
 * openapi/source.json, normalized exactly as for the generated client (hooks, models, mocks), so the
 * console is checked against the document it was generated from, corrections included.
 */
import { readFileSync } from 'node:fs';
import { isObject, normalizeOpenApi, type Json, type JsonObject } from '../../scripts/openapi/normalize.ts';
import { apiDocumentPath } from '../../scripts/openapi/source.ts';

export interface ContractParam {
  name: string;
  required: boolean;
  schema: JsonObject;
}

export interface ContractOperation {
  /** Upper case, as on the wire. */
  method: string;
  /** The document's path template, e.g. `/clients/{clientid}`. */
  template: string;
  operationId: string;
  /** Literal segments as strings, parameters as `{ param }`. */
  segments: (string | { param: string })[];
  pathParams: ContractParam[];
  queryParams: ContractParam[];
  /** Media types the request body may have, with the JSON body's schema when it takes JSON. */
  body?: { mediaTypes: string[]; jsonSchema?: JsonObject };
}

export interface Contract {
  operations: ContractOperation[];
  /** Component schemas, with every `$ref` made absolute (`emqx.json#/definitions/…`) so any part compiles alone. */
  definitions: JsonObject;
}

export const DEFINITIONS_ID = 'emqx.json';
const COMPONENT_REF = '#/components/schemas/';

/** Copies `node` with every schema `$ref` pointing into the definitions document. */
function absoluteRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(absoluteRefs);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF) ? `${DEFINITIONS_ID}#/definitions/${value.slice(COMPONENT_REF.length)}` : absoluteRefs(value);
  }
  return out;
}

function resolveParameter(doc: JsonObject, param: Json): JsonObject | undefined {
  if (!isObject(param)) return undefined;
  const ref = param.$ref;
  if (typeof ref !== 'string') return param;
  const name = ref.replace('#/components/parameters/', '');
  const parameters = isObject(doc.components) && isObject(doc.components.parameters) ? doc.components.parameters : {};
  const found = parameters[name];
  return isObject(found) ? found : undefined;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Builds the contract from a normalized document (exported for the tests, which use small documents). */
export function contractFrom(doc: JsonObject): Contract {
  const operations: ContractOperation[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [template, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const params = new Map<string, JsonObject>();
      // Operation-level parameters override path-level ones of the same name and place.
      for (const raw of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const param = resolveParameter(doc, raw);
        if (param && typeof param.name === 'string' && typeof param.in === 'string') params.set(`${param.in}:${param.name}`, param);
      }
      const pick = (where: string): ContractParam[] =>
        [...params.values()]
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name as string, required: p.required === true || where === 'path', schema: absoluteRefs(isObject(p.schema) ? p.schema : {}) as JsonObject }));
      const content = isObject(op.requestBody) && isObject(op.requestBody.content) ? op.requestBody.content : undefined;
      const json = content?.['application/json'];
      operations.push({
        method: method.toUpperCase(),
        template,
        operationId: typeof op.operationId === 'string' ? op.operationId : `${method} ${template}`,
        segments: template
          .split('/')
          .slice(1)
          .map((s) => (/^\{(.+)\}$/.exec(s)?.[1] !== undefined ? { param: s.slice(1, -1) } : s)),
        pathParams: pick('path'),
        queryParams: pick('query'),
        body: content && {
          mediaTypes: Object.keys(content),
          jsonSchema: isObject(json) && isObject(json.schema) ? (absoluteRefs(json.schema) as JsonObject) : undefined,
        },
      });
    }
  }
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {};
  return { operations, definitions: absoluteRefs(schemas) as JsonObject };
}

let loaded: Contract | undefined;

/** The 5.8.1 contract, read and normalized once per process (about half a second). */
export function loadContract(): Contract {
  if (!loaded) {
    const raw = JSON.parse(readFileSync(apiDocumentPath(), 'utf8')) as JsonObject;
    // The options of Orval's hooks-and-models project in orval.config.ts.
    loaded = contractFrom(normalizeOpenApi(raw, { stripDocs: true }).doc);
  }
  return loaded;
}
