import { describe, expect, it } from 'vitest';
import { toBridge } from '../model/bridge';
import { dataBridgeSearch, filterBridges, hasFilters } from './bridges-search';

const bridges = [
  toBridge('action', { type: 'http', name: 'Webhook_Out', connector: 'svc', status: 'connected' }),
  toBridge('action', { type: 'mqtt', name: 'alerts', connector: 'cloud', status: 'disconnected', status_reason: 'econnrefused' }),
  toBridge('source', { type: 'mqtt', name: 'commands', connector: 'cloud', enable: false }),
];

describe('bridge list filters', () => {
  it('filters by type, direction, status and a part of the name, ignoring case', () => {
    expect(filterBridges(bridges, { type: 'mqtt' }).map((b) => b.id)).toEqual(['mqtt:alerts', 'mqtt:commands']);
    expect(filterBridges(bridges, { direction: 'ingress' }).map((b) => b.id)).toEqual(['mqtt:commands']);
    expect(filterBridges(bridges, { status: 'error' }).map((b) => b.id)).toEqual(['mqtt:alerts']);
    expect(filterBridges(bridges, { status: 'disabled', type: 'mqtt' }).map((b) => b.id)).toEqual(['mqtt:commands']);
    expect(filterBridges(bridges, { name: 'hook' }).map((b) => b.id)).toEqual(['http:Webhook_Out']);
    expect(filterBridges(bridges, {})).toHaveLength(3);
  });

  it('repairs a hand-edited URL instead of failing', () => {
    expect(dataBridgeSearch.parse({ tab: 'nope', direction: 'sideways', status: 'error', name: 42, page: 0, limit: 7 })).toEqual({ status: 'error', name: '42', page: 1, limit: 20 });
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ name: 'x' })).toBe(true);
  });
});
