/**
 * The broker's field descriptions as structured text: paragraphs, lists, code spans and links,
 * parsed into data that React renders as elements, so nothing in a description is ever HTML.
 * The text wraps lines at about 80 columns: single newlines are spaces, `<br/>` and blank lines
 * break, lines starting with "-", "*" or "1." are list items.
 */
export type Inline = { kind: 'text'; text: string } | { kind: 'code'; text: string } | { kind: 'link'; text: string; href: string };

export type HelpBlock = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const LIST_ITEM = /^\s*(?:([-*•])|(\d+)[.)])\s+(.*)$/;
const BREAK = /<br\s*\/?>/gi;
const URL = /https?:\/\/[^\s<>`"')]+[^\s<>`"').,;:]/g;

/** Code spans first (nothing inside them is a link), then links in the plain runs. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const plain = (run: string) => {
    let last = 0;
    for (const match of run.matchAll(URL)) {
      if (match.index > last) out.push({ kind: 'text', text: unescape(run.slice(last, match.index)) });
      out.push({ kind: 'link', text: match[0], href: match[0] });
      last = match.index + match[0].length;
    }
    if (last < run.length) out.push({ kind: 'text', text: unescape(run.slice(last)) });
  };
  const parts = text.split('`');
  // An odd count of backticks leaves the last one unmatched: keep it as text.
  const closed = parts.length % 2 === 1 ? parts.length : parts.length - 1;
  parts.forEach((part, i) => {
    if (i % 2 === 1 && i < closed) {
      if (part) out.push({ kind: 'code', text: part });
    } else if (part) plain(i % 2 === 1 ? `\`${part}` : part);
  });
  return merge(out);
}

/** Markdown's escapes and emphasis marks, which the broker's texts carry but nobody should read. */
function unescape(text: string): string {
  return text.replace(/\\([\\<>_*`[\]"])/g, '$1').replace(/\*\*(.+?)\*\*/g, '$1');
}

function merge(runs: Inline[]): Inline[] {
  const out: Inline[] = [];
  for (const run of runs) {
    const prev = out[out.length - 1];
    if (run.kind === 'text' && prev?.kind === 'text') prev.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

export function parseHelp(text: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  // Hard breaks become a marker line; blank lines end a paragraph.
  const lines = text.replace(/\r\n?/g, '\n').replace(BREAK, '\n\u2028').split('\n');
  let paragraph: string[][] | undefined;
  let list: { ordered: boolean; items: string[] } | undefined;
  const flush = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', lines: paragraph.map((l) => parseInline(l.join(' '))).filter((l) => l.length) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = undefined;
    list = undefined;
  };
  for (let raw of lines) {
    if (raw.startsWith('\u2028')) {
      raw = raw.slice(1);
      // A forced break inside a paragraph starts a new line of it; after a list it ends the list.
      if (paragraph) paragraph.push([]);
      else if (list) flush();
    }
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const item = LIST_ITEM.exec(raw);
    if (item) {
      const ordered = item[2] !== undefined;
      if (!list || list.ordered !== ordered) {
        flush();
        list = { ordered, items: [] };
      }
      list.items.push(item[3]!.trim());
      continue;
    }
    if (list) {
      // An indented continuation belongs to the item above it.
      if (/^\s+/.test(raw)) {
        list.items[list.items.length - 1] += ` ${line}`;
        continue;
      }
      flush();
    }
    paragraph ??= [[]];
    paragraph[paragraph.length - 1]!.push(line);
  }
  flush();
  return blocks.filter((b) => (b.kind === 'paragraph' ? b.lines.length : b.items.length) > 0);
}

/**
 * The first sentence, shown under the field, and the rest, shown on demand. A sentence ends at
 * "." followed by a space and a capital or a line end (so "e.g. x" and "5.0" do not end it),
 * at "。", or at the end of the first paragraph or line break.
 */
export function splitSummary(text: string): { summary: string; rest: string } {
  const normalized = text.replace(/\r\n?/g, '\n').trim();
  const stop = /(?<![Ee]\.g|[Ii]\.e|etc|vs)[.!?](?=\s+[A-Z`"(]|\s*\n|\s*$)|[。！？]|\n\s*\n|<br\s*\/?>|\n(?=\s*(?:[-*•]|\d+[.)])\s)/.exec(normalized);
  if (!stop) return { summary: normalized, rest: '' };
  const cut = /^[.!?。！？]$/.test(stop[0]) ? stop.index + stop[0].length : stop.index;
  return { summary: normalized.slice(0, cut).replace(/\s*\n\s*/g, ' ').trim(), rest: normalized.slice(cut + (/^[.!?。！？]$/.test(stop[0]) ? 0 : stop[0].length)).trim() };
}
