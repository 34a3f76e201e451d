import { describe, expect, it } from 'vitest';
import { fill, insertedAtMs, pageOf, positionOf, type ClientMessage } from './client-messages';

const message = (ns: string, extra: Partial<ClientMessage> = {}): ClientMessage => ({ topic: 't/1', qos: 1, inserted_at: ns, ...extra });

describe('client messages', () => {
  it('spells positions as the broker does: queue with its priority, in flight by time alone', () => {
    expect(positionOf('queued', message('1710785444656449826', { mqueue_priority: 0 }))).toBe('1710785444656449826_0');
    expect(positionOf('queued', message('17', { mqueue_priority: 'infinity' }))).toBe('17_infinity');
    expect(positionOf('inflight', message('1710785444656449826'))).toBe('1710785444656449826');
  });

  it('pages on after the last message shown, also when the broker left large ones out', () => {
    const full = pageOf('inflight', { data: [message('1'), message('2')], meta: { start: '1', position: '2' } }, 2);
    expect(full).toEqual({ rows: [message('1'), message('2')], cut: false, next: '2' });
    // Two asked, one shown: its meta.position points past the message it omitted.
    const cut = pageOf('inflight', { data: [message('1')], meta: { start: '1', position: '2' } }, 2);
    expect(cut).toMatchObject({ cut: true, next: '1' });
    const last = pageOf('queued', { data: [message('5', { mqueue_priority: 0 })], meta: { start: '5_0', position: '5_0' } }, 20);
    expect(last).toMatchObject({ cut: false, next: undefined });
    expect(pageOf('queued', { data: [], meta: { start: 'none', position: 'none' } }, 20)).toEqual({ rows: [], cut: false, next: undefined });
  });

  it('reads the nanosecond insertion time, and the share of a limit in use', () => {
    expect(insertedAtMs(message('1710785444656449826'))).toBe(1710785444656);
    expect(insertedAtMs(message('soon'))).toBeUndefined();
    expect(fill(950, 1000)).toBe(0.95);
    expect(fill(3, 'infinity')).toBeUndefined();
  });
});
