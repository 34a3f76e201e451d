import { parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists and fenced code', () => {
    const blocks = parseMarkdown('# Title\n\nFirst line\nsecond line.\n\n- one\n- **two**\n\n1. a\n2. b\n\n```sh\nmake rel\n```\n#### Deep');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'Title' }] },
      { kind: 'paragraph', content: [{ kind: 'text', text: 'First line second line.' }] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'strong', text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]] },
      { kind: 'code', text: 'make rel' },
      { kind: 'heading', level: 3, content: [{ kind: 'text', text: 'Deep' }] },
    ]);
  });

  it('keeps HTML as text and links only to web addresses', () => {
    expect(parseInline('<img src=x onerror=alert(1)> [site](https://emqx.io) [bad](javascript:alert(1)) `x`')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
      { kind: 'link', text: 'site', href: 'https://emqx.io' },
      { kind: 'text', text: ' [bad](javascript:alert(1)) ' },
      { kind: 'code', text: 'x' },
    ]);
  });
});
