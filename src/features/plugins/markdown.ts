/**
 * A plugin's README is Markdown written by whoever built the plugin: it is read into a few plain
 * blocks and inline runs (never HTML), which Readme.tsx draws as React elements. What this small
 * reader does not know stays text.
 */

export type Inline = { kind: 'text'; text: string } | { kind: 'code'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; text: string };

const INLINE = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only web links: `javascript:` and other schemes stay text. */
const SAFE_LINK = /^https?:\/\//i;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const text = (t: string) => {
    if (!t) return;
    const prev = out.at(-1);
    if (prev?.kind === 'text') prev.text += t;
    else out.push({ kind: 'text', text: t });
  };
  for (const m of source.matchAll(INLINE)) {
    text(source.slice(last, m.index));
    if (m[1] !== undefined) out.push({ kind: 'code', text: m[1] });
    else if (m[2] !== undefined) out.push({ kind: 'strong', text: m[2] });
    else if (SAFE_LINK.test(m[4]!)) out.push({ kind: 'link', text: m[3]!, href: m[4]! });
    else text(m[0]);
    last = m.index + m[0].length;
  }
  text(source.slice(last));
  return out;
}

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*```/.test(line)) {
      flush();
      const code: string[] = [];
      while (++i < lines.length && !/^\s*```/.test(lines[i]!)) code.push(lines[i]!);
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: Math.min(heading[1]!.length, 3) as 1 | 2 | 3, content: parseInline(heading[2]!) });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      const ordered = item[2] !== undefined;
      const prev = blocks.at(-1);
      const list = prev?.kind === 'list' && prev.ordered === ordered ? prev : undefined;
      if (list) list.items.push(parseInline(item[3]!));
      else blocks.push({ kind: 'list', ordered, items: [parseInline(item[3]!)] });
      continue;
    }
    if (line.trim() === '') flush();
    else {
      // A continuation line of the last list item joins it.
      const prev = blocks.at(-1);
      if (!paragraph.length && prev?.kind === 'list' && /^\s+/.test(line)) prev.items[prev.items.length - 1]!.push(...parseInline(` ${line.trim()}`));
      else paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
