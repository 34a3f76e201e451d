import { highlightTree, tagHighlighter, tags } from '@lezer/highlight';
import { describe, expect, it } from 'vitest';
import { parseEmqxSql } from './emqx-sql';

/** Each highlighted piece of the text with the class its tag gets. */
function highlighted(sql: string): [string, string][] {
  const highlighter = tagHighlighter([
    { tag: tags.keyword, class: 'keyword' },
    { tag: tags.string, class: 'string' },
    { tag: tags.number, class: 'number' },
    { tag: tags.operator, class: 'operator' },
    { tag: tags.name, class: 'name' },
    { tag: tags.lineComment, class: 'comment' },
  ]);
  const pieces: [string, string][] = [];
  highlightTree(parseEmqxSql(sql), highlighter, (from, to, classes) => pieces.push([sql.slice(from, to), classes]));
  return pieces;
}

describe('the EMQX SQL dialect', () => {
  it('highlights EMQX’s keywords, whatever their case', () => {
    const sql = 'FOREACH p.a DO x INCASE y FROM "t" where a and not b or case when c then 1 else 2 end';
    const keywords = highlighted(sql).filter(([, c]) => c === 'keyword').map(([w]) => w.toLowerCase());
    expect(keywords).toEqual(['foreach', 'do', 'incase', 'from', 'where', 'and', 'not', 'or', 'case', 'when', 'then', 'else', 'end']);
  });

  it('reads double-quoted topics, $events and $bridges as strings', () => {
    const strings = highlighted('SELECT * FROM "t/#", "$events/client_connected", "$bridges/mqtt:in"').filter(([, c]) => c === 'string');
    expect(strings.map(([w]) => w)).toEqual(['"t/#"', '"$events/client_connected"', '"$bridges/mqtt:in"']);
  });

  it('reads =~ as one operator and payload paths as names', () => {
    const pieces = highlighted("SELECT payload.a.b FROM \"t\" WHERE topic =~ 't/+' and payload.x >= 10");
    expect(pieces).toContainEqual(['=~', 'operator']);
    expect(pieces).toContainEqual(['>=', 'operator']);
    expect(pieces.filter(([, c]) => c === 'name').map(([w]) => w)).toEqual(['payload', 'a', 'b', 'topic', 'payload', 'x']);
    expect(pieces).toContainEqual(['10', 'number']);
  });

  it('has -- comments only', () => {
    expect(highlighted('SELECT a -- note\nFROM "t"')).toContainEqual(['-- note', 'comment']);
    expect(highlighted('SELECT a # no\nFROM "t"').filter(([, c]) => c === 'comment')).toEqual([]);
  });
});
