import { describe, expect, it } from 'vitest';
import { groupMetrics } from './metric-groups';

describe('groupMetrics', () => {
  it('puts every numeric counter in exactly one group, sorted by name', () => {
    const groups = groupMetrics({
      'client.connected': 3,
      'client.authenticate': 9,
      'authentication.success': 8,
      'session.created': 2,
      'bytes.sent': 100,
      'packets.publish.received': 7,
      'messages.dropped': 1,
      'messages.acked': 4,
      'delivery.dropped.expired': 0,
      'overload_protection.gc': 5,
      node: 'emqx@node1',
    });
    expect(groups.map(({ group, entries }) => [group.id, entries.map(([k]) => k)])).toEqual([
      ['connections', ['client.connected']],
      ['sessions', ['session.created']],
      ['access', ['authentication.success', 'client.authenticate']],
      ['bytes', ['bytes.sent']],
      ['packets', ['packets.publish.received']],
      ['messages', ['messages.acked', 'messages.dropped']],
      ['delivery', ['delivery.dropped.expired']],
      ['other', ['overload_protection.gc']],
    ]);
  });
});
