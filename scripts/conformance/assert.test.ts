import { describe, expect, it } from 'vitest';
import { checkAssertion, checkOutcome, valueAt, type Answer } from './assert';
import { checkFactFiles, type Fact, type Json } from './facts';

const answer = (status: number, json: unknown): Answer => ({ status, headers: new Headers({ 'content-type': 'application/json' }), text: JSON.stringify(json), json: json as never });

describe('conformance assertions', () => {
  const body: Json = { data: [{ id: 'a', enable: true }, { id: 'b' }], meta: { hasnext: false }, message: '{"kind":"validation_error"}' };

  it('reads dotted paths, list indexes and the last element', () => {
    expect(valueAt(body, 'data.0.id')).toBe('a');
    expect(valueAt(body, 'data.-1.id')).toBe('b');
    expect(typeof valueAt(body, 'data.2.id')).toBe('symbol');
  });

  it('says where and what differs, and holds where it should', () => {
    expect(checkAssertion({ at: 'meta', keys: ['hasnext'] }, body)).toEqual([]);
    expect(checkAssertion({ at: 'meta', has: ['count'] }, body)).toEqual(['meta lacks count (is {"hasnext":false})']);
    expect(checkAssertion({ at: 'data', each: [{ has: ['id'] }] }, body)).toEqual([]);
    expect(checkAssertion({ at: 'data', each: [{ has: ['enable'] }] }, body)).toEqual(['data [1]: the body lacks enable (is {"id":"b"})']);
    expect(checkAssertion({ at: 'data', some: [{ at: 'enable', is: true }] }, body)).toEqual([]);
    expect(checkAssertion({ at: 'data.0', contains: { id: 'a' } }, body)).toEqual([]);
    expect(checkAssertion({ at: 'message', json: [{ at: 'kind', is: 'validation_error' }] }, body)).toEqual([]);
    expect(checkAssertion({ at: 'meta.count', absent: true }, body)).toEqual([]);
    expect(checkAssertion({ at: 'meta.hasnext', absent: true }, body)).toEqual(['meta.hasnext should be absent, is false']);
  });

  it('checks status, code and message before the body', () => {
    const outcome = { status: 404, code: 'NOT_FOUND', message: 'Not found: x' };
    expect(checkOutcome(outcome, answer(404, { code: 'NOT_FOUND', message: 'Not found: x' }))).toEqual([]);
    expect(checkOutcome(outcome, answer(400, { code: 'BAD_REQUEST', message: 'nope' }))).toEqual([
      'status 400, expected 404',
      'code "BAD_REQUEST", expected "NOT_FOUND"',
      'message "nope", expected "Not found: x"',
    ]);
  });

  it('refuses a fact that cites no source, asserts nothing it names, or reuses an id', () => {
    const fact: Fact = { id: 'demo.one', says: 'a fact of some length', source: ['apps/emqx/src/emqx.erl:1-2'], when: { method: 'GET', path: '/x' }, then: { status: 200, body: [{ at: 'a' }] } };
    const errors = checkFactFiles([{ area: 'demo', facts: [fact, { ...fact, source: ['somewhere'] }] }]);
    expect(errors).toEqual([
      expect.stringContaining('an assertion must hold exactly one of'),
      expect.stringContaining('source "somewhere" is not'),
      expect.stringContaining('an assertion must hold exactly one of'),
      'demo.one: the id is used twice',
    ]);
  });
});
