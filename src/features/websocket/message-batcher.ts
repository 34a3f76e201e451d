/**
 * The worker's side of the message flow: it counts every message each connection receives and
 * keeps what the page has not taken yet. The page takes a batch once per frame; when it falls
 * behind, a batch carries the newest messages only and says how many older ones it left out, so
 * what the page cannot show is counted, never silently lost. Topic counts cover every message.
 */
import { packMessages, type IncomingMessage, type PackedMessages } from './packed-messages';
import { MAX_TRACKED_TOPICS } from './topic-tree';

/**
 * The most messages one batch carries. The page lists at most 10,000 per list anyway, and
 * applying this many takes a few milliseconds: a page that takes a batch every frame (or even
 * every few) receives all of 20,000 msg/s; only one stalled for a quarter of a second loses some.
 */
export const MAX_MESSAGES_PER_BATCH = 5_000;

export interface ConnectionBatch {
  id: string;
  /** Messages received since the previous batch. */
  received: number;
  /** How many of them, the oldest, are not in `messages`. */
  dropped: number;
  /** The newest of them, oldest first. */
  messages: PackedMessages;
  /** Per topic among all `received`: its last message (payload and time)… */
  topics: PackedMessages;
  /** …and how many arrived on it. */
  topicCounts: Uint32Array;
  /** Received on topics beyond the per-batch topic limit: counted, but in no topic's count. */
  untracked: number;
}

interface TopicUpdate {
  count: number;
  last: IncomingMessage;
}

interface Pending {
  received: number;
  /** A ring once full: `start` is then the oldest. */
  messages: IncomingMessage[];
  start: number;
  topics: Map<string, TopicUpdate>;
  untracked: number;
}

export class MessageBatcher {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly limit = MAX_MESSAGES_PER_BATCH,
    private readonly topicLimit = MAX_TRACKED_TOPICS,
  ) {}

  get hasPending(): boolean {
    return this.pending.size > 0;
  }

  add(id: string, message: IncomingMessage): void {
    let p = this.pending.get(id);
    if (!p) this.pending.set(id, (p = { received: 0, messages: [], start: 0, topics: new Map(), untracked: 0 }));
    p.received += 1;
    if (p.messages.length < this.limit) p.messages.push(message);
    else {
      p.messages[p.start] = message;
      p.start = (p.start + 1) % this.limit;
    }
    const topic = p.topics.get(message.topic);
    if (topic) {
      topic.count += 1;
      topic.last = message;
    } else if (p.topics.size < this.topicLimit) p.topics.set(message.topic, { count: 1, last: message });
    else p.untracked += 1;
  }

  /** Everything pending, packed, one batch per connection; nothing is pending afterwards. */
  take(): ConnectionBatch[] {
    const batches: ConnectionBatch[] = [];
    for (const [id, p] of this.pending) {
      const { messages, start } = p;
      const topics = [...p.topics.values()];
      batches.push({
        id,
        received: p.received,
        dropped: p.received - messages.length,
        messages: packMessages(messages.length, (i) => messages[(start + i) % messages.length]!),
        topics: packMessages(topics.length, (i) => topics[i]!.last),
        topicCounts: Uint32Array.from(topics, (t) => t.count),
        untracked: p.untracked,
      });
    }
    this.pending.clear();
    return batches;
  }

  /** A connection that is gone: its pending messages have nowhere to go. */
  forget(id: string): void {
    this.pending.delete(id);
  }
}
