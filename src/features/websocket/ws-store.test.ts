import { afterEach, expect, it, vi } from 'vitest';
import { MessageBatcher } from './message-batcher';
import type { IncomingMessage } from './packed-messages';
import { addConnection, getConnection, getWsState, MESSAGE_LIST_CAPACITY, newConnectionCount, recordPublished, recordReceived, resetWsStore, setActiveConnection, subscribeWsState } from './ws-store';

afterEach(() => {
  vi.useRealTimers();
  resetWsStore();
});

const message = (n: number, topic = `t/${n}`): IncomingMessage => ({ topic, payload: new TextEncoder().encode(String(n)), qos: 0, retain: false, time: n });

/** What the worker would post for these messages, with at most `limit` in the batch. */
function batchOf(id: string, messages: IncomingMessage[], limit?: number) {
  const batcher = new MessageBatcher(limit);
  messages.forEach((m) => batcher.add(id, m));
  return batcher.take()[0]!;
}

it('tells listeners about a batch once, with the next frame, and counts unread ones on other tabs', () => {
  vi.useFakeTimers();
  const other = addConnection()!;
  setActiveConnection('default');
  const listener = vi.fn();
  const unsubscribe = subscribeWsState(listener);
  recordReceived(batchOf(other, Array.from({ length: 1000 }, (_, n) => message(n))));
  expect(listener).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(listener).toHaveBeenCalledTimes(1);
  const connection = getConnection(other)!;
  expect([connection.unread, connection.received.size, connection.topics.byTopic.size, connection.counts.received]).toEqual([1000, 1000, 1000, 1000]);
  expect(connection.received.at(0)?.topic).toBe('t/999');
  expect(new TextDecoder().decode(connection.received.at(0)?.payload)).toBe('999');
  setActiveConnection(other);
  expect(getConnection(other)!.unread).toBe(0);
  unsubscribe();
});

it('counts what a batch left out as received but not shown, and in the topic tree', () => {
  vi.useFakeTimers();
  recordReceived(batchOf('default', Array.from({ length: 50 }, (_, n) => message(n, n % 2 ? 't/odd' : 't/even')), 20));
  vi.runAllTimers();
  const { received, counts, topics } = getConnection('default')!;
  expect([received.size, received.total, counts.received, counts.notShown]).toEqual([20, 20, 50, 30]);
  // The newest made it into the list; the tree counts every message.
  expect(received.at(0)?.time).toBe(49);
  expect(received.at(19)?.time).toBe(30);
  expect(topics.byTopic.get('t/odd')).toMatchObject({ count: 25, lastTime: 49 });
  expect(topics.byTopic.get('t/even')).toMatchObject({ count: 25, lastTime: 48 });
});

it('keeps only the latest messages', () => {
  vi.useFakeTimers();
  for (let start = 0; start < MESSAGE_LIST_CAPACITY + 5; start += 1000)
    recordReceived(batchOf('default', Array.from({ length: Math.min(1000, MESSAGE_LIST_CAPACITY + 5 - start) }, (_, n) => message(start + n, 't/same'))));
  vi.runAllTimers();
  const { received, counts } = getConnection('default')!;
  expect([received.size, received.total, counts.received, counts.notShown]).toEqual([MESSAGE_LIST_CAPACITY, MESSAGE_LIST_CAPACITY + 5, MESSAGE_LIST_CAPACITY + 5, 0]);
});

it('records published messages', () => {
  vi.useFakeTimers();
  recordPublished('default', message(1));
  vi.runAllTimers();
  const connection = getConnection('default')!;
  expect([connection.published.size, connection.unread, connection.messagesVersion]).toEqual([1, 0, 1]);
});

it('allows a default connection and at most 6 new ones', () => {
  for (let i = 0; i < 6; i++) expect(addConnection()).toBeDefined();
  expect(addConnection()).toBeUndefined();
  expect(newConnectionCount()).toBe(6);
  expect(getWsState().connections[0]!.isDefault).toBe(true);
});
