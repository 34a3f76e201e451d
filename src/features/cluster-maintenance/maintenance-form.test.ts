import { describe, expect, it } from 'vitest';
import { emptyEvacuation, emptyRebalance, evacuationBody, rebalanceBody, validateEvacuation, validateRebalance } from './maintenance-form';

const NODES = ['emqx@a', 'emqx@b', 'emqx@c'];

describe('maintenance forms', () => {
  it('sends only what was typed: the broker’s defaults stand for empty fields, waits in seconds', () => {
    expect(evacuationBody(emptyEvacuation())).toEqual({});
    expect(evacuationBody({ ...emptyEvacuation(), connEvictRate: '50', waitTakeover: '0', migrateTo: ['emqx@b'], redirectTo: ' lb.example.com:1883 ' })).toEqual({
      conn_evict_rate: 50,
      wait_takeover: '0s',
      migrate_to: ['emqx@b'],
      redirect_to: 'lb.example.com:1883',
    });
  });

  it('leaves the node list out when every node is ticked, as the broker then takes all running nodes', () => {
    expect(rebalanceBody(emptyRebalance('emqx@a', NODES), NODES)).toEqual({});
    expect(rebalanceBody({ ...emptyRebalance('emqx@a', ['emqx@a', 'emqx@c']), relConnThreshold: '1.2', absSessThreshold: '10' }, NODES)).toEqual({
      nodes: ['emqx@a', 'emqx@c'],
      rel_conn_threshold: 1.2,
      abs_sess_threshold: 10,
    });
  });

  it('holds the fields to the broker’s rules', () => {
    expect(Object.keys(validateEvacuation({ ...emptyEvacuation(), connEvictRate: '0', sessEvictRate: '2.5', waitHealthCheck: '-1', redirectTo: 'a b' }))).toEqual([
      'connEvictRate',
      'sessEvictRate',
      'waitHealthCheck',
      'redirectTo',
    ]);
    expect(validateEvacuation({ ...emptyEvacuation(), waitHealthCheck: '0', waitTakeover: '30' })).toEqual({});
    expect(Object.keys(validateRebalance({ ...emptyRebalance('emqx@a', ['emqx@a']), relConnThreshold: '1', absConnThreshold: '0' }))).toEqual(['nodes', 'absConnThreshold', 'relConnThreshold']);
  });
});
