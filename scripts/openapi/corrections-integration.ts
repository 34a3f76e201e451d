/**
 * Corrections for rules, connectors, actions, sources and the Smart Data Hub: where EMQX 5.8.1's code (the API module named in each reason)
 * answers or accepts differently from its published document. Like the others, each does nothing
 * where the document already looks right.
 */
import { at, type Correction } from './correction.ts';
import type { JsonObject } from './normalize.ts';

/** The 200 answer's schema of an operation, or undefined. */
const answerSchema = (doc: JsonObject, path: string, method: string): JsonObject | undefined =>
  at(doc, 'paths', path, method, 'responses', '200', 'content', 'application/json');

/** The rule engine's settings as the broker answers them: checked, so the jq timeout is in milliseconds. */
const RULE_ENGINE_ANSWER: JsonObject = {
  type: 'object',
  properties: {
    ignore_sys_message: { type: 'boolean', description: "When set to 'true' (default), rule-engine will ignore messages published to $SYS topics." },
    jq_function_default_timeout: { type: 'integer', minimum: 0, description: 'Default timeout for the `jq` rule engine function, in milliseconds' },
  },
};

export const INTEGRATION_CORRECTIONS: Correction[] = [
  {
    reason:
      'emqx_rule_engine_api:format_metrics/2 answers each node of GET /rules/{id}/metrics as {node, metrics: {…}}, the counters nested, not beside the node name',
    apply(doc) {
      const node = at(doc, 'components', 'schemas', 'rule_engine.node_metrics');
      const props = node && at(node, 'properties');
      if (!node || !props || !('matched' in props)) return false;
      node.properties = { node: props.node ?? { type: 'string' }, metrics: { $ref: '#/components/schemas/rule_engine.metrics' } };
      return true;
    },
  },
  {
    reason:
      'emqx_rule_engine_api ?METRICS_VAL: a rule counts SQL without a result as failed.no_result; the failed.unknown the document lists is never sent',
    apply(doc) {
      const props = at(doc, 'components', 'schemas', 'rule_engine.metrics', 'properties');
      if (!props || !('failed.unknown' in props)) return false;
      const entries = Object.entries(props).map(([key, value]) =>
        key === 'failed.unknown' ? ['failed.no_result', { type: 'integer', minimum: 0, description: 'How many times the SQL gave no result (a WHERE that failed, an empty FOREACH)' }] : [key, value],
      );
      for (const key of Object.keys(props)) delete props[key];
      Object.assign(props, Object.fromEntries(entries));
      return true;
    },
  },
  {
    reason:
      'emqx_rule_engine_api:\'/rule_engine\' answers the checked configuration (format_rule_engine_resp/1): jq_function_default_timeout is a number of milliseconds, not the duration string it takes',
    apply(doc) {
      let changed = false;
      for (const method of ['get', 'put']) {
        const content = answerSchema(doc, '/rule_engine', method);
        const ref = content && at(content, 'schema');
        if (!content || !ref || ref.$ref !== '#/components/schemas/rule_engine.rule_engine') continue;
        content.schema = structuredClone(RULE_ENGINE_ANSWER);
        changed = true;
      }
      return changed;
    },
  },
];
