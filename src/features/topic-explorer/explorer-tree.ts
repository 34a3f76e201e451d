/**
 * The topic explorer's tree: topics the broker routes (`GET /topics`), topics with a retained message
 * and topics seen live on the explorer's subscription, merged by name and split on '/'. Only the
 * levels the user opened become rows, so tens of thousands of topics cost rows for what is shown. Pure.
 */
export interface LiveFigures {
  count: number;
  lastPayload: Uint8Array;
  lastTime: number;
  /** Messages per second over the last seconds. */
  rate: number;
}

export interface ExplorerTopic {
  topic: string;
  /** In the broker's routing table: someone subscribes to it. */
  routed?: boolean;
  retained?: boolean;
  live?: LiveFigures;
}

export interface ExplorerNode {
  segment: string;
  path: string;
  depth: number;
  /** Present when `path` itself is a topic. */
  topic?: ExplorerTopic;
  /** Live messages on this topic and below it. */
  count: number;
  rate: number;
  /** Topics at this level and below. */
  topics: number;
  children: ExplorerNode[];
}

/** Merges what each source knows of a topic. */
export function mergeTopics(...sources: Iterable<ExplorerTopic>[]): Map<string, ExplorerTopic> {
  const merged = new Map<string, ExplorerTopic>();
  for (const source of sources) for (const entry of source) merged.set(entry.topic, { ...merged.get(entry.topic), ...entry });
  return merged;
}

export function buildExplorerTree(topics: ReadonlyMap<string, ExplorerTopic>): ExplorerNode[] {
  const root: ExplorerNode = { segment: '', path: '', depth: -1, count: 0, rate: 0, topics: 0, children: [] };
  const index = new Map<string, ExplorerNode>();
  for (const [name, topic] of topics) {
    let parent = root;
    let path = '';
    const add = (node: ExplorerNode) => {
      node.topics += 1;
      node.count += topic.live?.count ?? 0;
      node.rate += topic.live?.rate ?? 0;
    };
    name.split('/').forEach((segment, level) => {
      path = level === 0 ? segment : `${path}/${segment}`;
      let node = index.get(path);
      if (!node) {
        node = { segment, path, depth: level, count: 0, rate: 0, topics: 0, children: [] };
        index.set(path, node);
        parent.children.push(node);
      }
      add(node);
      parent = node;
    });
    parent.topic = topic;
  }
  const sort = (nodes: ExplorerNode[]) => {
    nodes.sort((a, b) => (a.segment < b.segment ? -1 : a.segment > b.segment ? 1 : 0));
    nodes.forEach((n) => sort(n.children));
  };
  sort(root.children);
  return root.children;
}

/** The rows to draw: each open level's children under it, in order. */
export function visibleRows(roots: readonly ExplorerNode[], open: ReadonlySet<string>): ExplorerNode[] {
  const rows: ExplorerNode[] = [];
  const walk = (nodes: readonly ExplorerNode[]) => {
    for (const node of nodes) {
      rows.push(node);
      if (node.children.length && open.has(node.path)) walk(node.children);
    }
  };
  walk(roots);
  return rows;
}

/** A node by its path. */
export function findNode(roots: readonly ExplorerNode[], path: string): ExplorerNode | undefined {
  let level = roots;
  let found: ExplorerNode | undefined;
  let at = '';
  for (const segment of path.split('/')) {
    at = found ? `${at}/${segment}` : segment;
    found = level.find((n) => n.path === at);
    if (!found) return undefined;
    level = found.children;
  }
  return found;
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
