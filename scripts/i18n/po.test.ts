import { describe, expect, it } from 'vitest';
import { parsePo } from './po';

describe('parsePo', () => {
  it('reads ids and translations, multi-line strings and escapes, skipping the header', () => {
    const po = ['msgid ""', 'msgstr ""', '"Language: zh\\n"', '', '#: src/a.tsx', 'msgid "Two inputs don\'t match!"', 'msgstr "两次输入不一致"', '', 'msgid ""', '"long \\"quoted\\" "', '"text"', 'msgstr ""'].join('\n');
    expect(parsePo(po)).toEqual([
      { id: "Two inputs don't match!", translation: '两次输入不一致' },
      { id: 'long "quoted" text', translation: '' },
    ]);
  });

  it('reads a message context, which tells the same text apart', () => {
    const po = ['msgctxt "wizard"', 'msgid "Next"', 'msgstr "下一步"', '', 'msgid "Next"', 'msgstr "下一页"'].join('\n');
    expect(parsePo(po)).toEqual([
      { id: 'Next', context: 'wizard', translation: '下一步' },
      { id: 'Next', translation: '下一页' },
    ]);
  });
});
