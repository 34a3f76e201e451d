/**
 * The topic explorer's tree: topics the broker routes (`GET /topics`), topics with a retained message
 * and topics seen live on the explorer's subscription, merged by name and split on '/'. The tree is
 * built once from what HTTP read and grows in place as live topics arrive; live counts and rates are
 * summed up the levels separately, once a second, from at most MAX_TRACKED_TOPICS topics. Only the
 * levels the user opened become rows. So a broker with 100,000 topics costs one build, not one a second.
 */

/** What the explorer's subscription received on one topic. */
export interface LiveFigures {
  count: number;
  lastPayload: Uint8Array;
  lastTime: number;
  /** Messages per second over the last seconds. */
  rate: number;
}

/** Live messages on a level and every topic below it. */
export interface LevelTotals {
  count: number;
  rate: number;
}

export interface ExplorerTopic {
  topic: string;
  /** In the broker's routing table: someone subscribes to it. */
  routed?: boolean;
  retained?: boolean;
}

export interface ExplorerNode {
  segment: string;
  path: string;
  depth: number;
  /** Present when `path` itself is a topic. */
  topic?: ExplorerTopic;
  /** Topics at this level and below. */
  topics: number;
  /** In order of `segment` once the index is sorted. */
  children: ExplorerNode[];
}

/**
 * A routed filter ('+' or '#' levels): what subscribers ask for, never a topic messages are published
 * to, so it has no retained message, no metrics and no matching subscribers of its own.
 */
export function isTopicFilter(path: string): boolean {
  return path.split('/').some((level) => level === '+' || level === '#');
}

/**
 * The opened levels to ask the broker for the retained messages under (`topic=<level>/#`) while the
 * listing still has pages to read: a level below one whose answer was complete learns nothing new.
 */
export function levelsToFetch(open: Iterable<string>, complete: (path: string) => boolean): string[] {
  const levels = [...open].filter((path) => !isTopicFilter(path)).sort();
  const ancestorsOf = (path: string) => path.split('/').slice(0, -1).map((_, i, all) => all.slice(0, i + 1).join('/'));
  const opened = new Set(levels);
  return levels.filter((path) => !ancestorsOf(path).some((above) => opened.has(above) && complete(above)));
}

const bySegment = (a: ExplorerNode, b: ExplorerNode) => (a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : 0);

/** The levels of one topic on its way down, reused: an allocation per add adds up over 100,000 topics. */
const trail: ExplorerNode[] = [];

/** Every level by its path. Adding is a map lookup per level; levels are put in order by `sort()`. */
export class TopicIndex {
  readonly roots: ExplorerNode[] = [];
  private readonly nodes = new Map<string, ExplorerNode>();
  private readonly unsorted = new Set<ExplorerNode[]>();
  /** Grows with every level or topic added. */
  private version = 0;
  private snapshot?: { index: TopicIndex; version: number };

  /** Merges what one source knows of a topic into the tree: a source only ever adds a fact. */
  add(known: ExplorerTopic): void {
    const name = known.topic;
    let siblings = this.roots;
    let start = 0;
    trail.length = 0;
    for (;;) {
      const end = name.indexOf('/', start);
      const path = end < 0 ? name : name.slice(0, end);
      let node = this.nodes.get(path);
      if (!node) {
        node = { segment: end < 0 ? name.slice(start) : name.slice(start, end), path, depth: trail.length, topics: 0, children: [] };
        this.nodes.set(path, node);
        siblings.push(node);
        this.unsorted.add(siblings);
        this.version++;
      }
      trail.push(node);
      if (end < 0) break;
      siblings = node.children;
      start = end + 1;
    }
    const leaf = trail[trail.length - 1]!;
    if (!leaf.topic) {
      leaf.topic = { topic: name };
      for (const level of trail) level.topics++;
      this.version++;
    }
    if (known.routed) leaf.topic.routed = true;
    if (known.retained) leaf.topic.retained = true;
  }

  /** Puts the levels that changed in order: once after a run of adds, not per add. */
  sort(): void {
    for (const siblings of this.unsorted) siblings.sort(bySegment);
    this.unsorted.clear();
  }

  /** The same object until something is added: what memoised rows depend on, as the index changes in place. */
  current(): { index: TopicIndex; version: number } {
    if (this.snapshot?.version !== this.version) this.snapshot = { index: this, version: this.version };
    return this.snapshot;
  }

  get(path: string): ExplorerNode | undefined {
    return this.nodes.get(path);
  }

  hasTopic(name: string): boolean {
    return this.nodes.get(name)?.topic !== undefined;
  }

  *topics(): Generator<ExplorerTopic> {
    for (const node of this.nodes.values()) if (node.topic) yield node.topic;
  }
}

/** A sorted index of what every source knows. */
export function buildIndex(...sources: Iterable<ExplorerTopic>[]): TopicIndex {
  const index = new TopicIndex();
  for (const source of sources) for (const topic of source) index.add(topic);
  index.sort();
  return index;
}

/** The live counts and rates of every level, summed from its topics'. */
export function liveTotals(live: ReadonlyMap<string, LiveFigures>): Map<string, LevelTotals> {
  const totals = new Map<string, LevelTotals>();
  for (const [name, figures] of live) {
    let end = -1;
    do {
      end = name.indexOf('/', end + 1);
      const path = end < 0 ? name : name.slice(0, end);
      const level = totals.get(path);
      if (level) {
        level.count += figures.count;
        level.rate += figures.rate;
      } else totals.set(path, { count: figures.count, rate: figures.rate });
    } while (end >= 0);
  }
  return totals;
}

/** The rows to draw: each open level's children under it, in order. */
export function visibleRows(roots: readonly ExplorerNode[], isOpen: (path: string) => boolean): ExplorerNode[] {
  const rows: ExplorerNode[] = [];
  const walk = (nodes: readonly ExplorerNode[]) => {
    for (const node of nodes) {
      rows.push(node);
      if (node.children.length && isOpen(node.path)) walk(node.children);
    }
  };
  walk(roots);
  return rows;
}

/** The numeric fields of a JSON object payload (top level), or none. */
export function numericFields(payload: Uint8Array): Record<string, number> {
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return typeof value === 'number' ? { value } : {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
  } catch {
    return {};
  }
}
