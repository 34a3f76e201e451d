/**
 * Corrections for Smart Data Hub (schema validations, message transformations, external schema
 * registries), read from EMQX's API modules (emqx_schema_validation_http_api,
 * emqx_message_transformation_http_api, emqx_schema_registry_http_api) and their tests: the 5.8.1
 * document wraps lists in a second array, flattens the metrics, turns the payload serdes into bare
 * strings, and describes external registries with the internal ones.
 * Like the others, each does nothing where the document already looks right.
 */
import { at, type Correction } from './correction.ts';
import { isObject, type JsonObject } from './normalize.ts';



const json200 = (doc: JsonObject, path: string, method = 'get') => at(doc, 'paths', path, method, 'responses', '200', 'content', 'application/json');
const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` });

/** The two kinds, by their document names. */
const KINDS = [
  { list: '/schema_validations', one: '/schema_validations/validation/{name}', item: 'schema_validation.validation', api: 'schema_validation_http_api' },
  { list: '/message_transformations', one: '/message_transformations/transformation/{name}', item: 'message_transformation.transformation', api: 'message_transformation_http_api' },
] as const;

const counters = (withRates: boolean): JsonObject => {
  const count = { type: 'integer', minimum: 0 };
  const rate = { type: 'number', minimum: 0 };
  return { type: 'object', properties: { matched: count, succeeded: count, failed: count, ...(withRates ? { rate, rate_last5m: rate, rate_max: rate } : {}) } };
};

/** A payload decoder or encoder: `{type}` with the registry schema (and Protobuf message type) it uses. */
const SERDE: JsonObject = {
  default: { type: 'none' },
  oneOf: [
    { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: ['none'] } } },
    { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: ['json'] } } },
    { type: 'object', required: ['type', 'schema'], properties: { type: { type: 'string', enum: ['avro'] }, schema: { type: 'string' } } },
    { type: 'object', required: ['type', 'schema', 'message_type'], properties: { type: { type: 'string', enum: ['protobuf'] }, schema: { type: 'string' }, message_type: { type: 'string' } } },
  ],
};

export const DATA_HUB_CORRECTIONS: Correction[] = [
  ...KINDS.flatMap((kind): Correction[] => [
    {
      reason: `GET ${kind.list} answers the list of items in evaluation order (one array), not a list of lists`,
      apply(doc) {
        const media = json200(doc, kind.list);
        const schema = media && at(media, 'schema');
        const inner = schema && at(schema, 'items');
        if (!media || inner?.type !== 'array') return false;
        media.schema = { type: 'array', items: ref(kind.item) };
        return true;
      },
    },
    {
      reason: `GET ${kind.one} answers the one item, not a list`,
      apply(doc) {
        const media = json200(doc, kind.one);
        if (!media || at(media, 'schema')?.type !== 'array') return false;
        media.schema = ref(kind.item);
        return true;
      },
    },
    {
      reason: `${kind.api}.get_metrics: the counters come with the rates of matched (rate, rate_last5m, rate_max), and node_metrics is a list of {node, metrics}, one per running node`,
      apply(doc) {
        const schemas = at(doc, 'components', 'schemas');
        const answer = schemas && at(schemas, `${kind.api}.get_metrics`);
        if (!schemas || !answer || at(answer, 'properties', 'node_metrics')?.type === 'array') return false;
        schemas[`${kind.api}.get_metrics`] = {
          type: 'object',
          properties: {
            metrics: counters(true),
            node_metrics: { type: 'array', items: { type: 'object', properties: { node: { type: 'string' }, metrics: counters(true) } } },
          },
        };
        return true;
      },
    },
  ]),
  {
    reason: 'message_transformation.transformation: payload_decoder and payload_encoder are objects {type: none | json | avro | protobuf} naming the registry schema (and Protobuf message type), not the strings of their schema names',
    apply(doc) {
      const props = at(doc, 'components', 'schemas', 'message_transformation.transformation', 'properties');
      const decoder = props && at(props, 'payload_decoder');
      const first = Array.isArray(decoder?.oneOf) && isObject(decoder.oneOf[0]) ? decoder.oneOf[0] : undefined;
      if (!props || first?.type !== 'string') return false;
      props.payload_decoder = { ...SERDE, description: 'Payload decoder' };
      props.payload_encoder = { ...SERDE, description: 'Payload encoder' };
      return true;
    },
  },
  {
    reason:
      'POST /message_transformations/dryrun answers 200 with the transformed message {payload, qos, topic, retain, user_property}, and a failed run 400 with the failure context ({msg, …: decoder, reason, operation…}), which has no code or message',
    apply(doc) {
      const responses = at(doc, 'paths', '/message_transformations/dryrun', 'post', 'responses');
      if (!responses || at(responses, '200', 'content')) return false;
      responses['200'] = {
        description: 'The transformed message',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                payload: { description: 'Encoded by the payload encoder: text, or what an operation on payload made of it without an encoder' },
                qos: { type: 'integer', minimum: 0, maximum: 2 },
                topic: { type: 'string' },
                retain: { type: 'boolean' },
                user_property: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      };
      const failure: JsonObject = { type: 'object', required: ['msg'], properties: { msg: { type: 'string', description: 'What failed: payload_decode_failed, transformation_eval_operation_failure…' } } };
      responses['400'] = {
        description: 'The message could not be transformed, or the request is invalid',
        content: { 'application/json': { schema: { anyOf: [failure, { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string', enum: ['BAD_REQUEST'] }, message: { type: 'string' } } }] } } },
      };
      return true;
    },
  },
  {
    reason: "schema_registry.confluent_schema_registry_auth_basic carries mechanism ('basic', hidden in the document)",
    apply(doc) {
      const props = at(doc, 'components', 'schemas', 'schema_registry.confluent_schema_registry_auth_basic', 'properties');
      if (!props || props.mechanism) return false;
      props.mechanism = { type: 'string', enum: ['basic'], default: 'basic' };
      return true;
    },
  },
  {
    reason: 'GET /schema_registry_external answers an object keyed by registry name, each value the registry as stored (without its name, password masked)',
    apply(doc) {
      const media = json200(doc, '/schema_registry_external');
      if (!media || !at(media, 'schema', 'properties', '$name')) return false;
      media.schema = { type: 'object', additionalProperties: ref('schema_registry.confluent_schema_registry') };
      return true;
    },
  },
  {
    reason: 'GET and PUT /schema_registry_external/registry/{name} answer the external registry (the document names the internal schemas instead)',
    apply(doc) {
      let changed = false;
      for (const method of ['get', 'put']) {
        const media = json200(doc, '/schema_registry_external/registry/{name}', method);
        const variants = media && at(media, 'schema')?.oneOf;
        if (!media || !Array.isArray(variants) || variants.every((v) => isObject(v) && String(v.$ref).includes('confluent'))) continue;
        media.schema = ref('schema_registry.confluent_schema_registry');
        changed = true;
      }
      return changed;
    },
  },
  {
    reason: 'POST /schema_registry_external answers a taken name with 400 BAD_REQUEST "External registry already exists" (not ALREADY_EXISTS)',
    apply(doc) {
      const code = at(doc, 'paths', '/schema_registry_external', 'post', 'responses', '400', 'content', 'application/json', 'schema', 'properties', 'code');
      if (!Array.isArray(code?.enum) || code.enum.includes('BAD_REQUEST')) return false;
      code.enum = ['BAD_REQUEST'];
      return true;
    },
  },
];
