/**
 * The part of a trace's log file the detail screen has read: complete lines, the start of a line
 * a page cut in two (finished by the next page), where the next read starts, and when to stop
 * reading because the browser would hold too much.
 */

/** Bytes asked for per `GET /trace/{name}/log`. */
export const PAGE_BYTES = 128 * 1024;
/** Past this much the screen stops reading and offers the download instead (spec: 'The Trace is too long…'). */
export const MAX_LOADED_BYTES = 4 * 1024 * 1024;

export interface LoadedLog {
  lines: string[];
  /** A line begun at the end of the last page and not finished yet. */
  partial: string;
  /** Byte offset of the next read, as the broker answered it. */
  position: number;
  /** Bytes read so far. */
  loaded: number;
  /** The last page was full: there is more to read now. */
  moreNow: boolean;
  /** Reading stopped at MAX_LOADED_BYTES. */
  tooLong: boolean;
}

export const EMPTY_LOG: LoadedLog = { lines: [], partial: '', position: 0, loaded: 0, moreNow: false, tooLong: false };

/** The log with one more page read: `items` from the answer, `position` from its `meta`. */
export function appendPage(log: LoadedLog, items: string, position: number, asked = PAGE_BYTES): LoadedLog {
  const text = log.partial + items;
  const cut = text.lastIndexOf('\n');
  const complete = cut < 0 ? [] : text.slice(0, cut).split('\n');
  // Past the answer's own end position: a broker that does not say where it is reads on from what it sent.
  const next = position > log.position ? position : log.position + new TextEncoder().encode(items).length;
  const loaded = log.loaded + (next - log.position);
  return {
    lines: complete.length ? log.lines.concat(complete) : log.lines,
    partial: cut < 0 ? text : text.slice(cut + 1),
    position: next,
    loaded,
    // A page a few bytes short still counts as full: the broker may stop before a character.
    moreNow: items !== '' && next - log.position >= asked - 4,
    tooLong: loaded >= MAX_LOADED_BYTES,
  };
}

/** Every line read, the unfinished last one included. */
export const allLines = (log: LoadedLog): string[] => (log.partial ? log.lines.concat(log.partial) : log.lines);

/** Indexes of the lines that contain `query`, case-insensitive; every line for an empty query. */
export function matchingLines(lines: readonly string[], query: string): number[] {
  const needle = query.trim().toLowerCase();
  const out: number[] = [];
  for (let i = 0; i < lines.length; i++) if (!needle || lines[i]!.toLowerCase().includes(needle)) out.push(i);
  return out;
}

/** A line cut into plain text and the parts that match `query` (case-insensitive), for highlighting. */
export function splitMatches(line: string, query: string): { text: string; match: boolean }[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text: line, match: false }];
  const lower = line.toLowerCase();
  // Lower-casing that changes a line's length (a dotted capital I) would misplace the marks.
  if (lower.length !== line.length) return [{ text: line, match: lower.includes(needle) }];
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: line.slice(from, at), match: false });
    parts.push({ text: line.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < line.length) parts.push({ text: line.slice(from), match: false });
  return parts;
}
