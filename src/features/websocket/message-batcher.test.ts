import { describe, expect, it } from 'vitest';
import { MessageBatcher } from './message-batcher';
import { packedBuffers, packMessages, unpackMessage, type IncomingMessage } from './packed-messages';

const bytes = (text: string) => new TextEncoder().encode(text);
const message = (n: number, topic = 't/a'): IncomingMessage => ({ topic, payload: bytes(`m${n}`), qos: 0, retain: false, time: 1000 + n });

describe('packed messages', () => {
  it('carry topics once, payloads in one buffer, flags, times and the odd MQTT 5 properties', () => {
    const messages: IncomingMessage[] = [
      { topic: 't/a', payload: bytes('one'), qos: 1, retain: true, time: 1 },
      { topic: 't/b', payload: new Uint8Array([0, 255]), qos: 2, retain: false, time: 2, properties: '{"contentType":"x"}' },
      { topic: 't/a', payload: new Uint8Array(0), qos: 0, retain: false, time: 3 },
    ];
    const packed = packMessages(messages.length, (i) => messages[i]!);
    expect(packed.topics).toEqual(['t/a', 't/b']);
    expect(packed.bytes.length).toBe(5);
    expect([0, 1, 2].map((i) => unpackMessage(packed, i))).toEqual(messages.map((m) => ({ properties: undefined, ...m })));
    expect(packedBuffers(packed).every((b) => b instanceof ArrayBuffer)).toBe(true);
  });

  it('survive the trip through postMessage with their buffers transferred', async () => {
    const packed = packMessages(2, (i) => message(i));
    const { port1, port2 } = new MessageChannel();
    const arrived = new Promise<typeof packed>((resolve) => (port2.onmessage = (e) => resolve(e.data)));
    port1.postMessage(packed, packedBuffers(packed));
    const copy = await arrived;
    port1.close();
    port2.close();
    // Transferred, not copied: the sender's arrays are emptied.
    expect(packed.bytes.length).toBe(0);
    expect(new TextDecoder().decode(unpackMessage(copy, 1).payload)).toBe('m1');
  });
});

describe('the message batcher', () => {
  it('passes every message on while the page keeps up', () => {
    const batcher = new MessageBatcher(10);
    expect(batcher.hasPending).toBe(false);
    for (let n = 0; n < 4; n++) batcher.add('c1', message(n));
    batcher.add('c2', message(9, 't/other'));
    const [first, second] = batcher.take();
    expect(batcher.hasPending).toBe(false);
    expect(first).toMatchObject({ id: 'c1', received: 4, dropped: 0, untracked: 0 });
    expect(first!.messages.count).toBe(4);
    expect(unpackMessage(first!.messages, 0).time).toBe(1000);
    expect(second).toMatchObject({ id: 'c2', received: 1, dropped: 0 });
    expect(batcher.take()).toEqual([]);
  });

  it('keeps the newest when the page falls behind, and counts the rest', () => {
    const batcher = new MessageBatcher(3);
    for (let n = 0; n < 8; n++) batcher.add('c', message(n, n < 6 ? 't/a' : 't/b'));
    const [batch] = batcher.take();
    expect(batch).toMatchObject({ received: 8, dropped: 5 });
    expect([0, 1, 2].map((i) => unpackMessage(batch!.messages, i).time)).toEqual([1005, 1006, 1007]);
    // Topic counts cover every message received, shown or not, with each topic's last payload.
    expect(batch!.topics.topics).toEqual(['t/a', 't/b']);
    expect([...batch!.topicCounts]).toEqual([6, 2]);
    expect(new TextDecoder().decode(unpackMessage(batch!.topics, 0).payload)).toBe('m5');
  });

  it('counts messages on topics beyond its topic limit without tracking them', () => {
    const batcher = new MessageBatcher(100, 2);
    ['a', 'b', 'c', 'a', 'd'].forEach((topic, n) => batcher.add('c', message(n, topic)));
    const [batch] = batcher.take();
    expect(batch!.topics.topics).toEqual(['a', 'b']);
    expect([...batch!.topicCounts]).toEqual([2, 1]);
    expect(batch!.untracked).toBe(2);
  });

  it('forgets a connection that is gone', () => {
    const batcher = new MessageBatcher();
    batcher.add('c', message(1));
    batcher.forget('c');
    expect(batcher.hasPending).toBe(false);
  });
});
