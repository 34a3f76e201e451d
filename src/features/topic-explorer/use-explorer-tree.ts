import { useMemo } from 'react';
import { buildIndex, liveTotals, visibleRows, type ExplorerTopic, type LiveFigures, type TopicIndex } from './explorer-tree';

function* matching(topics: Iterable<ExplorerTopic>, text: string): Generator<ExplorerTopic> {
  for (const topic of topics) if (topic.topic.toLowerCase().includes(text)) yield topic;
}

/**
 * The tree the explorer draws: built from what HTTP read (again when more pages arrive) and grown in
 * place as live topics appear; while searching, a tree of the matches alone, every level open.
 */
export function useExplorerTree(broker: readonly ExplorerTopic[], live: ReadonlyMap<string, LiveFigures>, text: string, open: ReadonlySet<string>) {
  const index = useMemo(() => buildIndex(broker), [broker]);
  // In place, and idempotent: rebuilding tens of thousands of broker topics each second a live topic
  // appears would stall the page; adding the few new ones costs a lookup per live topic.
  const current = useMemo(() => grow(index, live), [index, live]);
  const found = useMemo(() => (text ? buildIndex(matching(current.index.topics(), text)) : undefined), [current, text]);
  const tree = found ?? current.index;
  const rows = useMemo(() => visibleRows((found ?? current.index).roots, found ? () => true : (path) => open.has(path)), [current, found, open]);
  const totals = useMemo(() => liveTotals(live), [live]);
  return { tree, rows, totals };
}

function grow(index: TopicIndex, live: ReadonlyMap<string, LiveFigures>) {
  let added = false;
  for (const name of live.keys()) {
    if (index.hasTopic(name)) continue;
    index.add({ topic: name });
    added = true;
  }
  if (added) index.sort();
  return index.current();
}
