/**
 * Corrections for durable storage and the session count, read from emqx_mgmt_api_ds,
 * emqx_ds_replication_layer_meta and emqx_mgmt_api_clients at v5.8.1:
 * - A shard replica's status is `up` or `down` (shard_info/2 asks whether the site's node runs);
 *   the document's enum says `up` or `joining`, so a replica on a stopped node fails the answer check.
 * - GET /sessions_count answers `{200, integer_to_binary(Count)}`: bare digits under
 *   application/json, which JSON reads as a number, where the document says a string.
 * Like the others, each does nothing where the document already looks right.
 */
import { at, type Correction } from './correction.ts';

export const DS_CORRECTIONS: Correction[] = [
  {
    reason: 'emqx_mgmt_api_ds.db_site: a replica status is up or down (emqx_ds_replication_layer_meta:shard_info/2), not up or joining',
    apply(doc) {
      const status = at(doc, 'components', 'schemas', 'emqx_mgmt_api_ds.db_site', 'properties', 'status');
      if (!status || !Array.isArray(status.enum) || status.enum.includes('down')) return false;
      status.enum = ['up', 'down'];
      return true;
    },
  },
  {
    reason: 'GET /sessions_count answers the count as bare digits (integer_to_binary/1), a JSON number, not a string',
    apply(doc) {
      const schema = at(doc, 'paths', '/sessions_count', 'get', 'responses', '200', 'content', 'application/json', 'schema');
      if (!schema || schema.type !== 'string') return false;
      schema.type = 'integer';
      schema.minimum = 0;
      return true;
    },
  },
];
