import { describe, expect, it } from 'vitest';
import { EMPTY_SECTIONS, parseSections, printSections, type SqlSections, type UnrepresentableCode } from './sections';

const sections = (partial: Partial<SqlSections>): SqlSections => ({ ...EMPTY_SECTIONS, ...partial });

function parsed(sql: string): SqlSections {
  const result = parseSections(sql);
  if (!result.representable) throw new Error(`not representable (${result.code}): ${sql}`);
  return result.sections;
}

/** Text as a user may write it, its sections, and the canonical text printed from them. */
const STATEMENTS: [string, SqlSections, string][] = [
  ['SELECT * FROM "t/#"', sections({ select: '*', from: ['t/#'] }), 'SELECT\n  *\nFROM\n  "t/#"'],
  [
    "select payload.temp as t, clientid from \"sensors/+/temp\" where t > 30 and topic =~ 'sensors/#'",
    sections({ select: 'payload.temp as t, clientid', from: ['sensors/+/temp'], where: "t > 30 and topic =~ 'sensors/#'" }),
    'SELECT\n  payload.temp as t, clientid\nFROM\n  "sensors/+/temp"\nWHERE\n  t > 30 and topic =~ \'sensors/#\'',
  ],
  [
    'SELECT\n  *\nFROM\n  "t/1", "$events/client_connected",\n  "$bridges/mqtt:in"',
    sections({ select: '*', from: ['t/1', '$events/client_connected', '$bridges/mqtt:in'] }),
    'SELECT\n  *\nFROM\n  "t/1", "$events/client_connected", "$bridges/mqtt:in"',
  ],
  [
    'FOREACH payload.sensors as s DO s.name, s.value INCASE s.value > 10 FROM "t/#" WHERE is_not_null(payload.sensors)',
    sections({ kind: 'foreach', foreach: 'payload.sensors as s', do: 's.name, s.value', incase: 's.value > 10', from: ['t/#'], where: 'is_not_null(payload.sensors)' }),
    'FOREACH\n  payload.sensors as s\nDO\n  s.name, s.value\nINCASE\n  s.value > 10\nFROM\n  "t/#"\nWHERE\n  is_not_null(payload.sensors)',
  ],
  [
    'FOREACH payload.items FROM "t/#"',
    sections({ kind: 'foreach', foreach: 'payload.items', from: ['t/#'] }),
    'FOREACH\n  payload.items\nFROM\n  "t/#"',
  ],
  [
    'FOREACH payload.items INCASE item.ok = true FROM "a", "b"',
    sections({ kind: 'foreach', foreach: 'payload.items', incase: 'item.ok = true', from: ['a', 'b'] }),
    'FOREACH\n  payload.items\nINCASE\n  item.ok = true\nFROM\n  "a", "b"',
  ],
  [
    "SELECT\n  CASE WHEN payload.t > 30 THEN 'hot'\n       ELSE 'ok' END as level,\n  clientid\nFROM \"t/#\"",
    sections({ select: "CASE WHEN payload.t > 30 THEN 'hot'\n     ELSE 'ok' END as level,\nclientid", from: ['t/#'] }),
    "SELECT\n  CASE WHEN payload.t > 30 THEN 'hot'\n       ELSE 'ok' END as level,\n  clientid\nFROM\n  \"t/#\"",
  ],
  [
    'SELECT json_decode(payload) as p, nth(1, p.list) FROM "t" WHERE (p.a = 1 or p.b = 2) and not is_null(p.c)',
    sections({ select: 'json_decode(payload) as p, nth(1, p.list)', from: ['t'], where: '(p.a = 1 or p.b = 2) and not is_null(p.c)' }),
    'SELECT\n  json_decode(payload) as p, nth(1, p.list)\nFROM\n  "t"\nWHERE\n  (p.a = 1 or p.b = 2) and not is_null(p.c)',
  ],
  // A keyword behind a dot is a key of the path, not a section.
  ['SELECT payload.from FROM "t"', sections({ select: 'payload.from', from: ['t'] }), 'SELECT\n  payload.from\nFROM\n  "t"'],
  // Unfinished statements the form still holds.
  ['SELECT * FROM', sections({ select: '*' }), 'SELECT\n  *'],
  ['SELECT clientid', sections({ select: 'clientid' }), 'SELECT\n  clientid'],
  ['', sections({}), ''],
  ['  \n ', sections({}), ''],
];

describe('parseSections and printSections', () => {
  it.each(STATEMENTS)('%j', (sql, expected, canonical) => {
    expect(parsed(sql)).toEqual(expected);
    expect(printSections(expected)).toBe(canonical);
    // text → sections → text is stable, sections → text → sections identical.
    expect(printSections(parsed(canonical))).toBe(canonical);
    expect(parsed(printSections(expected))).toEqual(expected);
  });

  it('prints empty optional sections away and an empty FOREACH as its keyword', () => {
    expect(printSections(sections({ select: '*', from: ['t', ' '], where: '  ' }))).toBe('SELECT\n  *\nFROM\n  "t"');
    expect(printSections(sections({ kind: 'foreach' }))).toBe('FOREACH');
    expect(parsed('FOREACH')).toEqual(sections({ kind: 'foreach' }));
    // The other kind's sections are kept by the form but not printed.
    expect(printSections(sections({ kind: 'select', select: 'a', foreach: 'x', do: 'y', from: ['t'] }))).toBe('SELECT\n  a\nFROM\n  "t"');
  });

  const UNREPRESENTABLE: [string, UnrepresentableCode][] = [
    ['SELECT * -- all of it\nFROM "t"', 'comment'],
    ['-- a rule\nSELECT * FROM "t"', 'comment'],
    ['SELECT * FROM "t" /* x */', 'comment'],
    ['SELECT (a FROM "t"', 'syntax'],
    ['SELECT * FROM "t/#', 'syntax'],
    ['SELECT `a` FROM "t"', 'syntax'],
    ["SELECT 'a\nb' FROM \"t\"", 'multiline-string'],
    ['SELECT * FROM "a"; SELECT * FROM "b"', 'several-statements'],
    ['SELECT * FROM "a";', 'trailing-text'],
    ['payload SELECT * FROM "t"', 'leading-text'],
    ['FROM "t" SELECT *', 'leading-text'],
    ['SELECT * WHERE a = 1 FROM "t"', 'order'],
    ['SELECT * FROM "a" FROM "b"', 'order'],
    ['SELECT * FROM "t" DO a', 'order'],
    ['FOREACH a INCASE b DO c FROM "t"', 'order'],
    ['SELECT a FOREACH b FROM "t"', 'order'],
    ["SELECT * FROM 't/#'", 'from'],
    ['SELECT * FROM t', 'from'],
    ['SELECT * FROM "a" "b"', 'from'],
    ['SELECT * FROM "a",', 'from'],
    ['SELECT * FROM "a" LIMIT 1', 'from'],
  ];

  it.each(UNREPRESENTABLE)('keeps the text authoritative for %j (%s)', (sql, code) => {
    const result = parseSections(sql);
    expect(result).toMatchObject({ representable: false, code });
    expect(result.representable ? undefined : result.reason.message).toBeTruthy();
  });

  it('reads back a field holding a keyword of its own as other sections', () => {
    const text = printSections(sections({ select: 'a FROM "x"', from: ['t'] }));
    expect(parseSections(text)).toMatchObject({ representable: false, code: 'order' });
  });
});
