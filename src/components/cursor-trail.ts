/**
 * Where a cursor-paged list has been: the cursors of the pages visited from the first, per list and
 * filter set, so Previous can go back and the page can be numbered. Only the URL holds the current
 * cursor; a deep link to a later page has no trail, and offers the first page instead.
 */
const trails = new Map<string, (string | undefined)[]>();

export interface CursorPlace {
  /** 1-based, when the way here from the first page is known. */
  pageNumber?: number;
  previous?: { cursor: string | undefined };
}

export function placeOf(list: string, cursor: string | undefined): CursorPlace {
  if (cursor === undefined) return { pageNumber: 1 };
  const trail = trails.get(list) ?? [];
  const at = trail.indexOf(cursor);
  if (at <= 0) return {};
  // A trail that began at a deep link knows the way back, not how far it is from the first page.
  return { ...(trail[0] === undefined ? { pageNumber: at + 1 } : {}), previous: { cursor: trail[at - 1] } };
}

/** Remembers that `next` follows `cursor` (the page the user leaves). */
export function stepForward(list: string, cursor: string | undefined, next: string): void {
  const trail = cursor === undefined ? [undefined] : (trails.get(list) ?? []);
  const at = trail.indexOf(cursor);
  trails.set(list, at === -1 ? [cursor, next] : [...trail.slice(0, at + 1), next]);
}
