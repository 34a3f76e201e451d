import { afterEach, expect, it, vi } from 'vitest';
import { addConnection, getConnection, getWsState, MESSAGE_LIST_CAPACITY, newConnectionCount, recordMessage, resetWsStore, setActiveConnection, subscribeWsState } from './ws-store';

afterEach(() => {
  vi.useRealTimers();
  resetWsStore();
});

const message = (n: number) => ({ topic: `t/${n}`, payload: new TextEncoder().encode(String(n)), qos: 0 as const, retain: false, time: n });

it('tells listeners about a burst of messages once, and counts unread ones on other tabs', () => {
  vi.useFakeTimers();
  const other = addConnection()!;
  setActiveConnection('default');
  const listener = vi.fn();
  const unsubscribe = subscribeWsState(listener);
  for (let n = 0; n < 1000; n++) recordMessage(other, 'received', message(n));
  expect(listener).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(listener).toHaveBeenCalledTimes(1);
  const connection = getConnection(other)!;
  expect([connection.unread, connection.received.size, connection.topics.byTopic.size]).toEqual([1000, 1000, 1000]);
  expect(connection.received.at(0)?.topic).toBe('t/999');
  setActiveConnection(other);
  expect(getConnection(other)!.unread).toBe(0);
  unsubscribe();
});

it('keeps only the latest messages', () => {
  vi.useFakeTimers();
  for (let n = 0; n < MESSAGE_LIST_CAPACITY + 5; n++) recordMessage('default', 'received', message(n));
  vi.runAllTimers();
  const { received } = getConnection('default')!;
  expect([received.size, received.total]).toEqual([MESSAGE_LIST_CAPACITY, MESSAGE_LIST_CAPACITY + 5]);
});

it('allows a default connection and at most 6 new ones', () => {
  for (let i = 0; i < 6; i++) expect(addConnection()).toBeDefined();
  expect(addConnection()).toBeUndefined();
  expect(newConnectionCount()).toBe(6);
  expect(getWsState().connections[0]!.isDefault).toBe(true);
});
