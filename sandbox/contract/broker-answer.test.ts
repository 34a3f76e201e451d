import { describe, expect, it } from 'vitest';
import { brokerAnswer } from './broker-answer';
import type { ContractViolation, FaultKind } from './check';

const violation = (faults: [string, FaultKind][], mediaTypes?: string[]): ContractViolation => ({
  operation: 'PUT /x (putX)',
  problems: faults.map(([p]) => p),
  kinds: faults.map(([, k]) => k),
  mediaTypes,
  message: '',
});

describe('what the broker answers to a request against its schema', () => {
  it('answers a body against the schema with 400 BAD_REQUEST and the hocon error as JSON text', () => {
    const answer = brokerAnswer(violation([['body.interval must be ≤ 65535, not 65536', 'body']]));
    expect(answer?.status).toBe(400);
    expect(answer?.body.code).toBe('BAD_REQUEST');
    expect(JSON.parse(answer!.body.message)).toEqual({ kind: 'validation_error', path: 'root.interval', reason: 'must be ≤ 65535, not 65536' });
  });

  it('lists several errors, and answers a parameter before the body', () => {
    const two = brokerAnswer(violation([['body.a is required', 'body'], ['body.items[0].b must be a string, not 1', 'body']]));
    expect(JSON.parse(two!.body.message)).toEqual([
      { kind: 'validation_error', path: 'root.a', reason: 'is required' },
      { kind: 'validation_error', path: 'root.items.0.b', reason: 'must be a string, not 1' },
    ]);
    const param = brokerAnswer(violation([['query parameter limit must be ≤ 10000, not 10001', 'param'], ['body.a is required', 'body']]));
    expect(JSON.parse(param!.body.message)).toEqual({ kind: 'validation_error', path: 'limit', reason: 'must be ≤ 10000, not 10001' });
  });

  it('answers another media type with 415, and no route with 404', () => {
    expect(brokerAnswer(violation([['body of type application/xml, but the operation takes application/json', 'media']], ['application/json']))).toEqual({
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'content-type:application/json Required' },
    });
    expect(brokerAnswer(violation([['no operation of the API has this path', 'no-path']]))?.status).toBe(404);
  });

  it('lets through what the broker ignores: an undeclared query parameter, a body it does not read', () => {
    expect(brokerAnswer(violation([['query parameter x is not one the operation takes', 'ignored']]))).toBeUndefined();
    expect(brokerAnswer(violation([['sends a body, but the operation takes none', 'ignored']]))).toBeUndefined();
  });
});
