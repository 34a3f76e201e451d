/**
 * Checks one request against the contract: the operation (method and path), its path and query
 * parameters and its JSON body, with ajv over the normalized document. Answers `undefined` for a
 * valid request, or the operation and every reason it is not.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonObject } from '../../scripts/openapi/normalize.ts';
import { DEFINITIONS_ID, loadContract, type Contract, type ContractParam } from './document';
import { explainErrors } from './explain';
import { createMatcher, type Match } from './match';

export interface ContractRequest {
  method: string;
  /** The path below `/api/v5`, still percent-encoded, e.g. `/clients/sensor%2F1`. */
  path: string;
  /** The query string, with or without the leading `?`. */
  search: string;
  contentType: string | null;
  /** The raw body; `undefined` or empty when there is none. */
  body: string | undefined;
}

/**
 * What kind of fault a problem is, which decides what a broker answers to it
 * (sandbox/contract/broker-answer.ts): the route, a parameter, the body's media type, its JSON, its
 * schema; or something the broker ignores (a query parameter it does not declare, a body it does not read).
 */
export type FaultKind = 'no-path' | 'no-method' | 'encoding' | 'param' | 'ignored' | 'media' | 'json' | 'body';

export interface ContractViolation {
  /** `PUT /configs/log (putConfigsLog)`, or the request line when no operation matches. */
  operation: string;
  problems: string[];
  /** The kind of each problem, in the same order. */
  kinds: FaultKind[];
  /** The media type the operation takes, for a 415. */
  mediaTypes?: string[];
  /** One line: the operation and every problem. */
  message: string;
}

export type RequestChecker = (request: ContractRequest) => ContractViolation | undefined;

function newAjv(coerceTypes: boolean | 'array'): Ajv {
  // Not strict: the document carries OpenAPI keywords (nullable, readOnly, x-…) plain JSON Schema lacks;
  // ajv knows `nullable`, and ignores the rest, which describe rather than constrain.
  const ajv = new Ajv({ strict: false, allErrors: true, verbose: true, coerceTypes, validateSchema: false });
  addFormats(ajv);
  // Documentation formats of the EMQX document: any string.
  for (const format of ['password', 'sql']) ajv.addFormat(format, true);
  return ajv;
}

const MEDIA_JSON = 'application/json';
const mediaType = (contentType: string | null): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export function createRequestChecker(contract: Contract): RequestChecker {
  const match = createMatcher(contract.operations);
  const definitions = { $id: DEFINITIONS_ID, definitions: contract.definitions };
  // Bodies are checked as sent; parameters arrive as text and are read as their schema's type, as the broker does.
  const bodies = newAjv(false);
  const params = newAjv('array');
  bodies.addSchema(definitions);
  params.addSchema(definitions);
  // Compiled once per schema object (operations' and branches' schemas live as long as the contract).
  const bodyValidators = new WeakMap<JsonObject, ValidateFunction>();
  const paramValidators = new WeakMap<JsonObject, ValidateFunction>();
  const bodyErrors = (schema: JsonObject, data: unknown): ErrorObject[] => {
    let validate = bodyValidators.get(schema);
    if (!validate) bodyValidators.set(schema, (validate = bodies.compile(schema)));
    return validate(data) ? [] : [...(validate.errors ?? [])];
  };
  // A parameter is checked as the property of a holder object: ajv coerces a value in place only there.
  const paramErrors = (schema: JsonObject, value: unknown): ErrorObject[] => {
    let validate = paramValidators.get(schema);
    if (!validate) paramValidators.set(schema, (validate = params.compile({ type: 'object', properties: { value: schema } })));
    return validate({ value }) ? [] : (validate.errors ?? []).map((e) => ({ ...e, instancePath: e.instancePath.replace(/^\/value/, '') }));
  };

  const checkParam = (where: string, param: ContractParam, values: string[]): string[] => {
    if (values.length === 0) return param.required ? [`${where} parameter ${param.name} is required`] : [];
    // One value, or every repetition (`?clientid=a&clientid=b`): an array schema takes both.
    const value = values.length === 1 ? values[0] : values;
    return explainErrors(paramErrors(param.schema, value), { root: `${where} parameter ${param.name}`, errorsFor: paramErrors });
  };

  return (request) => {
    const method = request.method.toUpperCase();
    const found: Match = match(method, request.path);
    const line = `${method} ${request.path}`;
    if (found.kind === 'bad-encoding') return violation(line, [[`path segment ${found.segment} is not valid percent-encoding`, 'encoding']]);
    if (found.kind === 'no-path') return violation(line, [['no operation of the API has this path (a path parameter holding "/" must be sent encoded as %2F)', 'no-path']]);
    if (found.kind === 'no-method') return violation(line, [[`the path takes ${found.allowed.join(', ')}, not ${method}`, 'no-method']]);
    const { operation } = found;
    const problems: [string, FaultKind][] = [];
    const add = (kind: FaultKind, texts: string[]): void => {
      for (const text of texts) problems.push([text, kind]);
    };

    for (const param of operation.pathParams) add('param', checkParam('path', param, [found.params[param.name]!]));

    const query = new URLSearchParams(request.search);
    const known = new Set(operation.queryParams.map((p) => p.name));
    for (const name of new Set(query.keys())) if (!known.has(name)) add('ignored', [`query parameter ${name} is not one the operation takes`]);
    for (const param of operation.queryParams) add('param', checkParam('query', param, query.getAll(param.name)));

    const hasBody = request.body !== undefined && request.body !== '';
    const sentType = mediaType(request.contentType);
    if (!operation.body) {
      if (hasBody) add('ignored', ['sends a body, but the operation takes none']);
    } else if (hasBody && !operation.body.mediaTypes.includes(sentType)) {
      add('media', [`body of type ${sentType || '(no content-type)'}, but the operation takes ${operation.body.mediaTypes.join(', ')}`]);
    } else if (operation.body.jsonSchema && (sentType === MEDIA_JSON || !hasBody)) {
      let data: unknown;
      let parsed = true;
      try {
        // The broker reads a missing body as an empty object, and checks that.
        data = hasBody ? JSON.parse(request.body!) : {};
      } catch {
        parsed = false;
        add('json', ['body is not valid JSON']);
      }
      if (parsed) {
        const schema = operation.body.jsonSchema;
        const errors = bodyErrors(schema, data);
        const root = hasBody ? 'body' : 'body (none sent, read as {})';
        // A body given as a schema reference is checked with `required => false`
        // (emqx_dashboard_swagger:check_request_body/5): the broker lets a missing field through to
        // its handler. A body given as a list of fields is checked with required fields.
        const lenient = typeof schema.$ref === 'string';
        for (const problem of explainErrors(errors, { root, errorsFor: bodyErrors })) add(lenient && / is required$/.test(problem) ? 'ignored' : 'body', [problem]);
      }
    }
    return problems.length ? violation(`${operation.method} ${operation.template} (${operation.operationId})`, problems, operation.body?.mediaTypes) : undefined;
  };
}

function violation(operation: string, faults: [string, FaultKind][], mediaTypes?: string[]): ContractViolation {
  const problems = faults.map(([text]) => text);
  return { operation, problems, kinds: faults.map(([, kind]) => kind), mediaTypes, message: `${operation}: ${problems.join('; ')}` };
}

let shared: RequestChecker | undefined;

/** The checker over the 5.8.1 contract, built on first use. */
export function contractChecker(): RequestChecker {
  shared ??= createRequestChecker(loadContract());
  return shared;
}
