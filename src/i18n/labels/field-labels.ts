import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Human labels of the broker's settings, by the schema's field name: the one label catalog every
 * schema form reads (see labels.ts). A field missing here falls back to a cleaned-up key, and
 * labels.test.ts lists it.
 */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  enable: msg`Enable`,
  max_awaiting_rel: msg`Max awaiting PUBREL`,
  max_clientid_len: msg`Max client ID length`,
  access_rules: msg`Access rules`,
  certfile: msg`Certificate`,
  keyfile: msg`Private key`,
  cacertfile: msg`CA certificate`,
  verify: msg`Verify the peer`,
  server_name_indication: msg`Server name indication (SNI)`,
};

/**
 * Where one name means different things, by the end of the field's path (`ssl_options.enable`):
 * the longest match wins over FIELD_LABELS. Paths are property names joined by dots; list items
 * and map entries add no part.
 */
export const PATH_LABELS: Record<string, MessageDescriptor> = {
  'ssl_options.enable': msg`Enable TLS`,
  'ssl.enable': msg`Enable TLS`,
};
