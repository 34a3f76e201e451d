import { describe, expect, it } from 'vitest';
import { connectionsSearch, toClientsParams } from './connections-search';

describe('connections search', () => {
  it('defaults to page 1 of 20 and repairs nonsense from a hand-edited URL', () => {
    expect(connectionsSearch.parse({})).toEqual({ page: 1, limit: 20 });
    expect(connectionsSearch.parse({ page: -3, limit: 5000, state: 'idle' })).toEqual({ page: 1, limit: 20 });
    // The router hands `?clientid=123` over as a number.
    expect(connectionsSearch.parse({ clientid: 123 })).toMatchObject({ clientid: '123' });
  });

  it('searches substrings unless exact is asked for', () => {
    const base = connectionsSearch.parse({ clientid: 'sensor/1', username: 'ops' });
    expect(toClientsParams(base)).toMatchObject({ like_clientid: 'sensor/1', like_username: 'ops' });
    expect(toClientsParams({ ...base, exact: true })).toMatchObject({ clientid: ['sensor/1'], username: ['ops'] });
  });

  it('passes the other filters and the connected-at range as epoch milliseconds', () => {
    const params = toClientsParams(connectionsSearch.parse({ ip: '10.0.0.1', state: 'connected', node: 'emqx@n1', proto_ver: '5', from: '2024-01-01T00:00', to: '' }));
    expect(params).toMatchObject({ ip_address: '10.0.0.1', conn_state: 'connected', node: 'emqx@n1', proto_ver: '5' });
    expect(params.gte_connected_at).toBe(new Date('2024-01-01T00:00').getTime());
    expect(params.lte_connected_at).toBeUndefined();
  });
});
