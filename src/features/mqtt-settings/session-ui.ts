import type { UiSchema } from '@rjsf/utils';

/**
 * The session keys' uiSchema, shared by the global zone and the named zones: labels come from the
 * catalog; the queue's finer points fold under "Advanced settings".
 */
export const SESSION_UI: UiSchema = {
  'ui:options': {
    essentials: ['max_subscriptions', 'max_inflight', 'max_mqueue_len', 'session_expiry_interval', 'max_awaiting_rel', 'await_rel_timeout', 'retry_interval', 'upgrade_qos'],
  },
  // Topic → priority 1..255; the document types the map's values loosely.
  mqueue_priorities: {
    'ui:options': {
      valueSchema: { type: 'integer', minimum: 1, maximum: 255 },
      newKey: 'topic',
    },
  },
};

/** The general MQTT settings an operator looks for first; the rest fold under "Advanced settings". */
export const GENERAL_UI: UiSchema = {
  'ui:options': {
    essentials: [
      'idle_timeout',
      'max_packet_size',
      'max_clientid_len',
      'max_topic_levels',
      'max_topic_alias',
      'max_qos_allowed',
      'retain_available',
      'wildcard_subscription',
      'shared_subscription',
      'exclusive_subscription',
      'keepalive_multiplier',
    ],
  },
};
