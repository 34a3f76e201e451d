import { gatewayClientsSearch, toGatewayClientsParams } from './gateway-clients-search';

describe('gateway clients search', () => {
  it('reads the URL, repairing what a hand-edited one breaks', () => {
    expect(gatewayClientsSearch.parse({ page: '2', limit: '7', clientid: 42, client: 'a/b #1' })).toEqual({ page: 2, limit: 20, clientid: '42', client: 'a/b #1' });
  });

  it('asks the broker for substring matches of client ID, username and endpoint, and leaves empty filters out', () => {
    expect(toGatewayClientsParams({ page: 3, limit: 50, clientid: 'scanner', username: '', ip: '10.0.0.1', endpoint: 'urn:imei' })).toEqual({
      page: 3,
      limit: 50,
      like_clientid: 'scanner',
      like_username: undefined,
      ip_address: '10.0.0.1',
      node: undefined,
      proto_ver: undefined,
      like_endpoint_name: 'urn:imei',
    });
  });
});
