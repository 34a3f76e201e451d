/**
 * Counts and the last payload per received topic, and the tree they form split on '/'. Stats are
 * updated per topic of each batch from the MQTT worker (a map lookup); the tree is built only when
 * the tree view renders.
 */
export interface TopicStat {
  count: number;
  lastPayload: Uint8Array;
  lastTime: number;
}

export interface TopicNode {
  /** One level of the topic ('' for an empty level, as in 'a//b'). */
  segment: string;
  /** The full topic up to this level. */
  path: string;
  /** Messages on this topic and every topic below it. */
  count: number;
  /** Present when messages arrived on exactly this topic. */
  stat?: TopicStat;
  children: TopicNode[];
}

/** Beyond this many distinct topics new ones are only counted: random topics must not exhaust memory. */
export const MAX_TRACKED_TOPICS = 10_000;

export class TopicStats {
  readonly byTopic = new Map<string, TopicStat>();
  /** Messages on topics that arrived after the limit was reached. */
  untracked = 0;

  /** `count` more messages on `topic`, the last of them with `payload` at `time`. */
  add(topic: string, payload: Uint8Array, time: number, count = 1): void {
    const stat = this.byTopic.get(topic);
    if (stat) {
      stat.count += count;
      stat.lastPayload = payload;
      stat.lastTime = time;
    } else if (this.byTopic.size < MAX_TRACKED_TOPICS) {
      this.byTopic.set(topic, {
        count,
        lastPayload: payload,
        lastTime: time,
      });
    } else {
      this.untracked += count;
    }
  }

  clear(): void {
    this.byTopic.clear();
    this.untracked = 0;
  }
}

/** The topics as a tree, levels sorted by name; each node's count includes its subtree. */
export function buildTopicTree(stats: ReadonlyMap<string, TopicStat>): TopicNode[] {
  const root: TopicNode = { segment: '', path: '', count: 0, children: [] };
  const index = new Map<string, TopicNode>();
  for (const [topic, stat] of stats) {
    let parent = root;
    let path = '';
    topic.split('/').forEach((segment, level) => {
      path = level === 0 ? segment : `${path}/${segment}`;
      let node = index.get(path);
      if (!node) {
        node = { segment, path, count: 0, children: [] };
        index.set(path, node);
        parent.children.push(node);
      }
      node.count += stat.count;
      parent = node;
    });
    parent.stat = stat;
  }
  const sort = (nodes: TopicNode[]) => {
    nodes.sort((a, b) => (a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : 0));
    nodes.forEach((n) => sort(n.children));
  };
  sort(root.children);
  return root.children;
}
