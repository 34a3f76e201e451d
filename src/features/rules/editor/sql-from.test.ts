import { fromSources, withFromSource } from './sql-from';

describe('fromSources', () => {
  it.each([
    ['SELECT * FROM "t/#"', ['t/#']],
    ['SELECT a FROM "t/1", "$events/client_connected" WHERE a > 1', ['t/1', '$events/client_connected']],
    ['FOREACH payload.s DO item INCASE item > 1 FROM\n  "$bridges/mqtt:in"', ['$bridges/mqtt:in']],
    ['select * from "a\\"b"', ['a\\"b']],
    ['SELECT *', []],
  ])('%s', (sql, expected) => expect(fromSources(sql)).toEqual(expected));
});

describe('withFromSource', () => {
  it('starts a statement for empty SQL', () => {
    expect(withFromSource('  ', '$events/client_connected')).toBe('SELECT\n  *\nFROM\n  "$events/client_connected"');
  });
  it('replaces every source of FROM and keeps the rest', () => {
    expect(withFromSource('SELECT a FROM "t/1", "t/2" WHERE a > 1', 't/#')).toBe('SELECT a FROM "t/#" WHERE a > 1');
  });
  it('fills an empty FROM and adds one before WHERE', () => {
    expect(withFromSource('SELECT a FROM', 't/#')).toBe('SELECT a FROM\n  "t/#"');
    expect(withFromSource('SELECT a WHERE a > 1', 't/#')).toBe('SELECT a FROM\n  "t/#"\nWHERE a > 1');
    expect(withFromSource('SELECT a', 't/#')).toBe('SELECT a\nFROM\n  "t/#"');
  });
  it('escapes quotes in the source', () => {
    expect(fromSources(withFromSource('SELECT * FROM "x"', 'a"b'))).toEqual(['a\\"b']);
  });
});
