// @vitest-environment jsdom
import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { completionPlace, emqxSqlCompletion, fieldsOfColumns, MESSAGE_FIELDS, type SqlSource } from './completion';
import { SQL_FUNCTIONS } from './functions';
import { sqlExtensions } from './sql-extensions';

const CONNECTED_FIELDS = ['clientid', 'username', 'peername', 'proto_ver', 'keepalive', 'connected_at', 'event', 'node', 'timestamp'];
const SOURCES: SqlSource[] = [
  { value: '$events/client_connected', label: 'Client connected', description: 'A client has connected' },
  { value: '$events/client_disconnected', label: 'Client disconnected' },
  { value: '$bridges/mqtt:in' },
];

/** The document with `|` where the cursor is. */
function stateAt(marked: string, fields: readonly string[] = MESSAGE_FIELDS) {
  const pos = marked.indexOf('|');
  const state = EditorState.create({ doc: marked.replace('|', ''), extensions: sqlExtensions({ fields, sources: SOURCES }) });
  return { state, pos };
}

function complete(marked: string, { explicit = false, fields }: { explicit?: boolean; fields?: readonly string[] } = {}): CompletionResult | null {
  const { state, pos } = stateAt(marked, fields);
  return emqxSqlCompletion(new CompletionContext(state, pos, explicit)) as CompletionResult | null;
}

const labels = (result: CompletionResult | null, type?: string) => (result?.options ?? []).filter((o) => !type || o.type === type).map((o) => o.label);

describe('completion candidates', () => {
  const functions = [...new Set(SQL_FUNCTIONS.map((f) => f.name))];

  // Cursor position → what is offered: the event's fields, functions, sources, keywords, or nothing.
  const TABLE: { sql: string; explicit?: boolean; fields?: readonly string[]; offers: 'expression' | 'sources' | 'quoted-sources' | 'start' | 'nothing'; keywords?: string[]; from?: number }[] = [
    { sql: '|', explicit: true, offers: 'start', keywords: ['SELECT', 'FOREACH'] },
    { sql: 'SEL|', offers: 'start', keywords: ['SELECT', 'FOREACH'], from: 0 },
    { sql: 'SELECT |', explicit: true, offers: 'expression', keywords: ['FROM', 'AS', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'AND', 'OR', 'NOT', 'IN', 'DIV'] },
    { sql: 'SELECT cl|', offers: 'expression', from: 7 },
    { sql: 'SELECT upper(cl|) FROM "t"', offers: 'expression', from: 13 },
    { sql: 'SELECT a, b FROM "t" WHERE qo|', offers: 'expression', keywords: ['AND', 'OR', 'NOT', 'IN', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'DIV'], from: 27 },
    { sql: 'SELECT * FROM "t" WHERE a = 1 and (b|', offers: 'expression' },
    { sql: 'FOREACH pay|', offers: 'expression', keywords: ['AS', 'DO', 'INCASE', 'FROM'] },
    { sql: 'FOREACH payload.a DO it|', offers: 'expression', keywords: ['AS', 'INCASE', 'FROM', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END'] },
    { sql: 'FOREACH payload.a INCASE it|', offers: 'expression', keywords: ['FROM', 'AND', 'OR', 'NOT', 'IN'] },
    { sql: 'SELECT * FROM "|', offers: 'sources', from: 15 },
    { sql: 'SELECT * FROM "$ev|"', offers: 'sources', from: 15 },
    { sql: 'SELECT * FROM "t/1", "$bri|', offers: 'sources', from: 22 },
    { sql: 'SELECT *\nFROM\n  "|" WHERE a = 1', offers: 'sources', from: 17 },
    { sql: 'SELECT * FROM |', explicit: true, offers: 'quoted-sources', keywords: ['WHERE'] },
    { sql: 'SELECT * FROM "t" |', explicit: true, offers: 'quoted-sources', keywords: ['WHERE'] },
    // Nothing: while typing a path, in a string outside FROM, in a comment, or with nothing typed.
    { sql: 'SELECT payload.|', explicit: true, offers: 'nothing' },
    { sql: 'SELECT payload.te|', offers: 'nothing' },
    { sql: "SELECT * FROM \"t\" WHERE topic = 'sen|'", explicit: true, offers: 'nothing' },
    { sql: 'SELECT * -- cl|\nFROM "t"', explicit: true, offers: 'nothing' },
    { sql: 'SELECT |', offers: 'nothing' },
  ];

  it.each(TABLE)('$sql offers $offers', ({ sql, explicit, fields, offers, keywords, from }) => {
    const result = complete(sql, { explicit, fields });
    if (offers === 'nothing') {
      expect(result).toBeNull();
      return;
    }
    expect(result).not.toBeNull();
    if (from !== undefined) expect(result!.from).toBe(from);
    if (keywords) expect(labels(result, 'keyword')).toEqual(keywords);
    if (offers === 'expression') {
      expect(labels(result, 'property')).toEqual(fields ?? MESSAGE_FIELDS);
      expect(labels(result, 'function')).toEqual(functions);
      expect(labels(result, 'namespace')).toEqual([]);
    } else if (offers === 'sources') {
      expect(labels(result)).toEqual(SOURCES.map((s) => s.value));
    } else if (offers === 'quoted-sources') {
      expect(labels(result, 'namespace')).toEqual(SOURCES.map((s) => `"${s.value}"`));
      expect(labels(result, 'property')).toEqual([]);
    } else {
      expect(labels(result, 'property')).toEqual([]);
      expect(labels(result, 'function')).toEqual([]);
    }
  });

  // Per event: the fields offered are the selected event's.
  const EVENTS: [string, readonly string[]][] = [
    ['message publish', MESSAGE_FIELDS],
    ['$events/client_connected', CONNECTED_FIELDS],
    ['$events/session_subscribed', ['clientid', 'username', 'topic', 'qos', 'sub_props', 'timestamp', 'node']],
    ['no event chosen', []],
  ];
  it.each(EVENTS)('offers the fields of %s', (_, fields) => {
    const result = complete('SELECT * FROM "t" WHERE |', { explicit: true, fields });
    expect(labels(result, 'property')).toEqual(fields);
  });

  it('describes sources and functions', () => {
    const sources = complete('SELECT * FROM "|')!.options;
    expect(sources[0]).toMatchObject({ label: '$events/client_connected', detail: 'Client connected', info: 'A client has connected' });
    const substr = complete('SELECT subs|')!.options.find((o) => o.label === 'substr')!;
    expect(substr.detail).toBe('substr(s, start) …');
    const info = (substr.info as () => HTMLElement)();
    expect(info.textContent).toContain('substr(s, start, length)');
    expect(info.textContent).toContain('so many characters from a position');
  });

  it('keeps completing within FROM quotes as a source is typed', () => {
    const result = complete('SELECT * FROM "$ev|')!;
    expect(result.validFor).toBeInstanceOf(RegExp);
    expect((result.validFor as RegExp).test('$events/client_con')).toBe(true);
    expect((result.validFor as RegExp).test('a"')).toBe(false);
  });

  it('tells the place by the clause before the cursor', () => {
    const place = (marked: string) => {
      const { state, pos } = stateAt(marked);
      return completionPlace(state, pos);
    };
    expect(place('SELECT a FROM "t" WHERE |')).toEqual({ kind: 'clause', clause: 'where' });
    expect(place('SELECT a FROM "t"|')).toEqual({ kind: 'clause', clause: 'from' });
    expect(place('SELECT a FROM "t|"')).toEqual({ kind: 'source', from: 15 });
    expect(place("SELECT 'x|' FROM \"t\"")).toEqual({ kind: 'none' });
    expect(place('SELECT a FROM "t"; |')).toEqual({ kind: 'start' });
  });
});

describe('fieldsOfColumns', () => {
  it('reads the broker’s list of names and the contract’s object', () => {
    expect(fieldsOfColumns(['clientid', 'username', 3])).toEqual(['clientid', 'username']);
    expect(fieldsOfColumns({ clientid: 'c', qos: 1 })).toEqual(['clientid', 'qos']);
    expect(fieldsOfColumns(undefined)).toEqual([]);
  });
});
