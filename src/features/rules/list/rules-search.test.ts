import { describe, expect, it } from 'vitest';
import { rulesSearch, toRulesParams } from './rules-search';

describe('rulesSearch', () => {
  it('repairs a hand-edited URL instead of failing', () => {
    expect(rulesSearch.parse({ page: '0', limit: 7, state: 'maybe', topic_like: 'yes', id: 42 })).toEqual({ page: 1, limit: 20, id: '42' });
  });
});

describe('toRulesParams', () => {
  it('sends only the page without filters', () => {
    expect(toRulesParams(rulesSearch.parse({}))).toEqual({ page: 1, limit: 20 });
  });

  it('maps each filter to the broker’s parameter', () => {
    expect(
      toRulesParams(rulesSearch.parse({ page: 2, limit: 50, id: 'r1', description: 'alarm', topic: 't/+', state: 'disabled', action: 'http:hook', source: 'mqtt:in' })),
    ).toEqual({ page: 2, limit: 50, like_id: 'r1', like_description: 'alarm', match_from: 't/+', enable: false, action: ['http:hook'], source: ['mqtt:in'] });
  });

  it('finds the topic as a substring when asked', () => {
    expect(toRulesParams(rulesSearch.parse({ topic: 't/1', topic_like: true }))).toEqual({ page: 1, limit: 20, like_from: 't/1' });
  });

  it('asks for enabled rules', () => {
    expect(toRulesParams(rulesSearch.parse({ state: 'enabled' })).enable).toBe(true);
  });
});
