/**
 * Corrections for delayed publish and topic metrics, read from emqx_delayed_api, emqx_delayed and
 * emqx_topic_metrics_api at v5.8.1:
 * - A delayed message's msgid is its GUID as 32 hex digits (emqx_delayed:format_delayed/3 calls
 *   emqx_guid:to_hexstr/1), a string where the document says an integer.
 * - The list and the detail have their item schemas the wrong way round: the list formats rows
 *   with format_delayed/2 (no payload), the detail answers the payload (base64, or
 *   PAYLOAD_TOO_LARGE). The list is a cluster query, so its meta also carries `hasnext`.
 * - POST and PUT /mqtt/topic_metrics answer 200 with metrics (get_cluster_response/1), not 204:
 *   registering and resetting one topic answer that topic's object, resetting all the list.
 * Like the others, each does nothing where the document already looks right.
 */
import { at, type Correction } from './correction.ts';

const DELAYED = 'emqx_delayed_api';
const TOPIC_METRICS = '#/components/schemas/emqx_topic_metrics_api.topic_metrics';

const jsonSchemaOf = (doc: Parameters<Correction['apply']>[0], path: string, method: string, status: string) =>
  at(doc, 'paths', path, method, 'responses', status, 'content', 'application/json', 'schema');

export const MODULES_CORRECTIONS: Correction[] = [
  {
    reason: 'emqx_delayed:format_delayed/3: msgid is emqx_guid:to_hexstr/1 of the GUID, 32 hex digits, not an integer',
    apply(doc) {
      let changed = false;
      for (const name of [`${DELAYED}.message`, `${DELAYED}.message_without_payload`]) {
        const msgid = at(doc, 'components', 'schemas', name, 'properties', 'msgid');
        if (!msgid || msgid.type !== 'integer') continue;
        msgid.type = 'string';
        changed = true;
      }
      return changed;
    },
  },
  {
    reason: 'emqx_delayed_api: the list rows have no payload (format_delayed/2) and the detail has one (delayed_message/2), the reverse of the document',
    apply(doc) {
      const items = at(jsonSchemaOf(doc, '/mqtt/delayed/messages', 'get', '200') ?? {}, 'properties', 'data', 'items');
      const detail = jsonSchemaOf(doc, '/mqtt/delayed/messages/{node}/{msgid}', 'get', '200');
      if (!items || !detail || items.$ref !== `#/components/schemas/${DELAYED}.message`) return false;
      items.$ref = `#/components/schemas/${DELAYED}.message_without_payload`;
      detail.$ref = `#/components/schemas/${DELAYED}.message`;
      return true;
    },
  },
  {
    reason: 'emqx_delayed:cluster_list/1 is emqx_mgmt_api:cluster_query/5, whose meta carries hasnext besides page, limit and count',
    apply(doc) {
      const meta = at(jsonSchemaOf(doc, '/mqtt/delayed/messages', 'get', '200') ?? {}, 'properties', 'meta', 'properties');
      if (!meta || meta.hasnext) return false;
      meta.hasnext = { type: 'boolean', description: 'Whether there is a next page' };
      return true;
    },
  },
  {
    reason: 'emqx_topic_metrics_api:topic_metrics/2: POST and PUT answer 200 with metrics (get_cluster_response/1), not 204',
    apply(doc) {
      const responses = (method: string) => at(doc, 'paths', '/mqtt/topic_metrics', method, 'responses');
      const post = responses('post');
      const put = responses('put');
      if (!post || !put || !post['204'] || !put['204']) return false;
      const one = { $ref: TOPIC_METRICS };
      delete post['204'];
      post['200'] = { description: 'The registered topic and its metrics', content: { 'application/json': { schema: one } } };
      delete put['204'];
      put['200'] = {
        description: 'The reset topic, or every topic when none is named',
        content: { 'application/json': { schema: { oneOf: [one, { type: 'array', items: one }] } } },
      };
      return true;
    },
  },
];
