/**
 * Corrections for listeners, configs, trace, backups, gateways, ExHook and plugins: where EMQX 5.8.1's code (the API module named in each reason)
 * answers or accepts differently from its published document. Like the others, each does nothing
 * where the document already looks right.
 */
import { at, type Correction } from './correction.ts';

export const SETUP_CORRECTIONS: Correction[] = [
  {
    reason:
      'emqx_mgmt_api_trace:trace/2 (GET /trace) sends log_size as an object of node to bytes (collect_file_size/3 folds the running nodes into a map), and format_trace/1 (POST) likewise; the document says a list of objects',
    apply(doc) {
      const props = at(doc, 'components', 'schemas', 'trace.trace', 'properties');
      const logSize = props?.log_size;
      if (!props || !logSize || typeof logSize !== 'object' || Array.isArray(logSize) || logSize.type !== 'array') return false;
      props.log_size = {
        type: 'object',
        description: 'trace log size: bytes of the trace file on each running node, by node name',
        additionalProperties: { type: 'integer', minimum: 0 },
        example: { 'emqx@127.0.0.1': 1024 },
      };
      return true;
    },
  },
  {
    reason: 'emqx_mgmt_api_trace:update_trace/2 (PUT /trace/{name}/stop) answers #{enable => false, name => Name}, not the whole trace',
    apply(doc) {
      const content = at(doc, 'paths', '/trace/{name}/stop', 'put', 'responses', '200', 'content', 'application/json');
      const schema = content && at(content, 'schema');
      if (!content || !schema || schema.$ref !== '#/components/schemas/trace.trace') return false;
      content.schema = {
        type: 'object',
        required: ['enable', 'name'],
        properties: { enable: { type: 'boolean', enum: [false] }, name: { type: 'string' } },
      };
      return true;
    },
  },
  {
    reason:
      'emqx_mgmt_api_configs:configs/3 (PUT /configs) answers a HOCON text it cannot load with 400, content-type text/plain, a JSON text {"errors": …} (emqx_logger_jsonfmt:best_effort_json_obj/1); the document lists only an application/json UPDATE_FAILED',
    apply(doc) {
      const content = at(doc, 'paths', '/configs', 'put', 'responses', '400', 'content');
      if (!content || content['text/plain']) return false;
      content['text/plain'] = { schema: { type: 'string', description: 'JSON text: {"errors": parse error {line, reason, type}, failures by config root, or a message}' } };
      return true;
    },
  },
  {
    reason:
      "emqx_mgmt_api_listeners:crud_listeners_by_id/2 (PUT /listeners/{id}) answers 400 BAD_LISTENER_ID \"Path and body's listener id not match\" when the body names another listener; the document's 400 lists BAD_REQUEST only",
    apply(doc) {
      const code = at(doc, 'paths', '/listeners/{id}', 'put', 'responses', '400', 'content', 'application/json', 'schema', 'properties', 'code');
      if (!code || !Array.isArray(code.enum) || code.enum.includes('BAD_LISTENER_ID')) return false;
      code.enum = [...code.enum, 'BAD_LISTENER_ID'];
      return true;
    },
  },
  {
    reason: 'emqx_gateway_api:gateways/2 (GET /gateways) takes status=all (its default) besides running, stopped and unloaded; the document\'s enum lacks it',
    apply(doc) {
      const params = doc.paths && at(doc, 'paths', '/gateways', 'get');
      const list = params && Array.isArray(params.parameters) ? params.parameters : [];
      const status = list.find((p) => typeof p === 'object' && p !== null && !Array.isArray(p) && p.name === 'status' && p.in === 'query');
      const schema = status && typeof status === 'object' && !Array.isArray(status) ? status.schema : undefined;
      if (!schema || typeof schema !== 'object' || Array.isArray(schema) || !Array.isArray(schema.enum) || schema.enum.includes('all')) return false;
      schema.enum = ['all', ...schema.enum];
      return true;
    },
  },
];
