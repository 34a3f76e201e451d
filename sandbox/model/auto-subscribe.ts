/**
 * `PUT /mqtt/auto_subscribe` as EMQX 5.8.1 takes it: at most 20 topics (emqx_auto_subscribe:update/1,
 * `length(Topics) =< 20`), else 409 EXCEED_LIMIT from emqx_auto_subscribe_api:auto_subscribe/2,
 * whose format string has two spaces before the number. The topic is a plain binary() in
 * emqx_auto_subscribe_schema: an empty string is taken. The answer is the raw config with the
 * schema's defaults filled (`rawconf_with_defaults`): qos, rh, rap and nl 0.
 */
import type { JsonObject } from '../lib/json';
import type { Refusal } from './topic-rewrite';

export const MAX_AUTO_SUBSCRIBE = 20;

export function checkAutoSubscribe(topics: readonly JsonObject[]): Refusal | undefined {
  if (topics.length > MAX_AUTO_SUBSCRIBE) return { status: 409, code: 'EXCEED_LIMIT', message: `Max auto subscribe topic count is  ${MAX_AUTO_SUBSCRIBE}` };
  return undefined;
}

export const withTopicDefaults = (topics: readonly JsonObject[]): JsonObject[] => topics.map((t) => ({ qos: 0, rh: 0, rap: 0, nl: 0, ...t }));
