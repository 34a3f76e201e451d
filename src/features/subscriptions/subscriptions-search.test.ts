import { describe, expect, it } from 'vitest';
import { subscriptionsSearch, toSubscriptionsParams, topicsSearch, toTopicsParams } from './subscriptions-search';

describe('subscription and topic searches', () => {
  it('sends a topic filter, or a topic name to match against filters', () => {
    const base = subscriptionsSearch.parse({ topic: 't/#', qos: 1, share_group: 'g1' });
    expect(toSubscriptionsParams(base)).toMatchObject({ page: 1, limit: 20, topic: 't/#', qos: 1, share_group: 'g1' });
    expect(toSubscriptionsParams({ ...base, matching: true })).toMatchObject({ match_topic: 't/#' });
    expect(toSubscriptionsParams({ ...base, matching: true }).topic).toBeUndefined();
  });

  it('drops a QoS that does not exist', () => {
    expect(subscriptionsSearch.parse({ qos: 7 }).qos).toBeUndefined();
  });

  it('pages topics', () => {
    expect(toTopicsParams(topicsSearch.parse({ page: 3, topic: 'sensor/+' }))).toEqual({ page: 3, limit: 20, topic: 'sensor/+', node: undefined });
  });
});
