/** The gallery's search and grouping, apart from its drawing. */
import type { GalleryItem } from './types';

/** Case and width folded, so "MYSQL", "mysql" and full-width letters match alike (Chinese is unchanged). */
const fold = (text: string): string => text.normalize('NFKC').toLocaleLowerCase();

/** The words of a query; empty for a blank one. */
export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/** Whether every word of the query is found in the item's label, description, group, key or keywords. */
export function matchesQuery(item: GalleryItem, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return true;
  const haystack = fold([item.label, item.description, item.group, item.key, item.key.replace(/[_:-]+/g, ' '), ...(item.badges ?? []).map((b) => b.label), ...(item.keywords ?? [])].join('\n'));
  return words.every((word) => haystack.includes(word));
}

/** The items that match, in groups, each group in the order of its first item. */
export function groupItems<T extends GalleryItem>(items: readonly T[], query: string): { group: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    if (!matchesQuery(item, query)) continue;
    const list = groups.get(item.group);
    if (list) list.push(item);
    else groups.set(item.group, [item]);
  }
  return [...groups].map(([group, list]) => ({ group, items: list }));
}
