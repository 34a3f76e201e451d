import { fromSources, withFromSource } from './sql-from';

describe('fromSources', () => {
  it.each([
    ['SELECT * FROM "t/#"', ['t/#']],
    ['SELECT a FROM "t/1", "$events/client_connected" WHERE a > 1', ['t/1', '$events/client_connected']],
    ['FOREACH payload.s DO item INCASE item > 1 FROM\n  "$bridges/mqtt:in"', ['$bridges/mqtt:in']],
    ['select * from "a\\"b"', ['a"b']],
    ['SELECT *', []],
    ["select payload from 't/a' , 't/b'", ['t/a', 't/b']],
    // FOREACH … FROM: the source is the quoted name, not the array expression.
    ['FOREACH payload.sensors as s DO s.id FROM "sensors/#"', ['sensors/#']],
    // "from" inside SELECT's text is not the clause.
    ['SELECT \'from here\' as a FROM "x/y"', ['x/y']],
    ['SELECT "a\\"b" FROM "t"', ['t']],
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
    expect(fromSources(withFromSource('SELECT * FROM "x"', 'a"b'))).toEqual(['a"b']);
  });
  it('replaces a FROM list in single quotes too', () => {
    expect(withFromSource("SELECT a FROM 't/1', \"t/2\" WHERE a > 1", 'x')).toBe('SELECT a FROM "x" WHERE a > 1');
  });
});
