import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { brokerErrorDiagnostic, brokerErrorRange, documentLine, readBrokerSqlError } from './broker-error';

const apiError = (message: string) => new ApiError('Bad Request', { status: 400, code: 'BAD_REQUEST', body: { code: 'BAD_REQUEST', message } });

describe('readBrokerSqlError', () => {
  const TABLE: [string, unknown, ReturnType<typeof readBrokerSqlError>][] = [
    [
      'a 5.x parse error from /rule_test',
      apiError(`{parse_error,{"1: syntax error before: 'FROM'",[{'SELECT',1},{'FROM',1}]}}`),
      { line: 1, message: 'syntax error before: FROM', near: 'FROM' },
    ],
    [
      'the same inside a save’s validation error',
      apiError(`Bad Arguments: {"kind":"validation_error","path":"rule_engine.rules.r1.sql","reason":"{parse_error,{\\"3: syntax error before: 'WHERE'\\",[]}}"}`),
      { line: 3, message: 'syntax error before: WHERE', near: 'WHERE' },
    ],
    [
      'the older tuple form',
      { code: 'BAD_REQUEST', message: `{1,rulesql_parser,["syntax error before: ","'FROM'"]}` },
      { line: 1, message: 'syntax error before: FROM', near: 'FROM' },
    ],
    [
      'a name token',
      `{parse_error,{"2: syntax error before: \\"\\\\\\"t/#\\\\\\"\\"",[]}}`,
      { line: 2, message: 'syntax error before: "t/#"', near: '"t/#"' },
    ],
    ['a value token', `{parse_error,{"1: syntax error before: \\"'abc'\\"",[]}}`, { line: 1, message: "syntax error before: 'abc'", near: "'abc'" }],
    ['a number token', `{parse_error,{"4: syntax error before: \\"5\\"",[]}}`, { line: 4, message: 'syntax error before: 5', near: '5' }],
    ['a lexer error', apiError(`{lex_error,{2,sql_lex,{illegal,"\`a"}}}`), { line: 2, message: 'illegal characters: `a', near: '`a' }],
    [
      'the sandbox’s line and column',
      { code: 'BAD_REQUEST', message: 'syntax error at line 1, column 26: expected a value, a field or a function, found the end of the SQL' },
      { line: 1, column: 26, message: 'syntax error at line 1, column 26: expected a value, a field or a function, found the end of the SQL' },
    ],
    ['a message naming a line', new Error('unexpected token at line 2'), { line: 2, message: 'unexpected token at line 2' }],
    ['a message naming none', apiError('{select_and_transform_error,{error,{decode_json_failed,<<"x">>}}}'), { message: '{select_and_transform_error,{error,{decode_json_failed,<<"x">>}}}' }],
  ];
  it.each(TABLE)('reads %s', (_, error, expected) => {
    expect(readBrokerSqlError(error)).toEqual(expected);
  });

  it('has nothing to read in an empty answer', () => {
    expect(readBrokerSqlError(undefined)).toBeUndefined();
    expect(readBrokerSqlError('')).toBeUndefined();
    expect(readBrokerSqlError({ status: 500 })).toBeUndefined();
  });

  it('shortens a long message', () => {
    expect(readBrokerSqlError('x'.repeat(1000))!.message).toHaveLength(301);
  });
});

describe('the place of a broker error', () => {
  const doc = (text: string) => Text.of(text.split('\n'));

  it('counts lines from the first that is not blank, as the broker does', () => {
    expect(documentLine('\n\n  SELECT a\nfrom "t"', { line: 2, message: '' })).toBe(4);
    expect(documentLine('SELECT a', { line: 5, message: '' })).toBe(1);
    expect(documentLine('SELECT a', { message: '' })).toBeUndefined();
  });

  it('marks the token the parser stopped before, in any case', () => {
    const text = 'SELECT a,\n  from "t/#"';
    expect(brokerErrorRange(doc(text), { line: 2, message: '', near: 'FROM' })).toEqual({ from: 12, to: 16 });
    expect(brokerErrorRange(doc(text), { line: 2, message: '', near: '"t/#"' })).toEqual({ from: 17, to: 22 });
    // Not a part of a longer word.
    expect(brokerErrorRange(doc('SELECT fromage FROM "t"'), { line: 1, message: '', near: 'FROM' })).toEqual({ from: 15, to: 19 });
  });

  it('marks the token at the column, or the last one when the SQL ended before it', () => {
    const text = 'SELECT *\nFROM "t/#" WHERE';
    expect(brokerErrorRange(doc(text), { line: 2, column: 6, message: '' })).toEqual({ from: 14, to: 19 });
    expect(brokerErrorRange(doc(text), { line: 2, column: 12, message: '' })).toEqual({ from: 20, to: 25 });
    expect(brokerErrorRange(doc(text), { line: 2, column: 40, message: '' })).toEqual({ from: 20, to: 25 });
  });

  it('marks the whole line from its indentation when the token is not on it', () => {
    expect(brokerErrorRange(doc('SELECT a\n  WHERE x'), { line: 2, message: '', near: 'FROM' })).toEqual({ from: 11, to: 18 });
  });

  it('makes an error diagnostic, or none without a line', () => {
    expect(brokerErrorDiagnostic(doc('SELECT'), { line: 1, message: 'syntax error' })).toEqual({ from: 0, to: 6, severity: 'error', source: 'EMQX', message: 'syntax error' });
    expect(brokerErrorDiagnostic(doc('SELECT'), { message: 'bad' })).toBeUndefined();
  });
});
