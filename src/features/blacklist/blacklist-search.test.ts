import { describe, expect, it } from 'vitest';
import { blacklistSearch, toBannedParams } from './blacklist-search';

describe('blacklist search', () => {
  it('sends one regular-expression filter for the kind picked, client IDs by default', () => {
    expect(toBannedParams(blacklistSearch.parse({}))).toEqual({ page: 1, limit: 20 });
    expect(toBannedParams(blacklistSearch.parse({ match: '^sensor' }))).toEqual({ page: 1, limit: 20, like_clientid: '^sensor' });
    expect(toBannedParams(blacklistSearch.parse({ by: 'peerhost_net', match: '198', page: 2, limit: 50 }))).toEqual({ page: 2, limit: 50, like_peerhost_net: '198' });
  });

  it('repairs a hand-edited URL', () => {
    expect(blacklistSearch.parse({ by: 'ip', match: 42, page: -1 })).toEqual({ page: 1, limit: 20, by: undefined, match: '42' });
  });
});
