import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { attemptLimit, classifyAttempt, newAttempt, shouldGiveUp, type AttemptRecord } from './connection-failure';
import { failureSummary } from './failure-summary';

const attempt = (change: Partial<AttemptRecord>): AttemptRecord => ({ ...newAttempt(), ...change });
const text = (summary: ReturnType<typeof failureSummary>) => (typeof summary === 'string' ? summary : i18n._(summary));

describe('a failed attempt', () => {
  it('is refused when the WebSocket never opened', () => {
    expect(classifyAttempt(attempt({}))).toEqual({ kind: 'refused' });
    expect(classifyAttempt(attempt({ errorMessage: 'client disconnecting' }))).toEqual({ kind: 'refused' });
  });

  it('timed out when no CONNACK came in time, whether or not the socket opened', () => {
    expect(classifyAttempt(attempt({ timedOut: true }))).toEqual({ kind: 'timeout' });
    expect(classifyAttempt(attempt({ opened: true, timedOut: true }))).toEqual({ kind: 'timeout' });
  });

  it("carries the broker's reason code before anything else", () => {
    const reason = { code: 0x87, protocolVersion: 5 };
    expect(classifyAttempt(attempt({ opened: true, reason }))).toEqual({ kind: 'reason', ...reason });
    expect(classifyAttempt(attempt({ opened: true, connacked: true, timedOut: true, reason }))).toMatchObject({ kind: 'reason' });
  });

  it('was closed before an answer, lost after one, or failed in the client’s words', () => {
    expect(classifyAttempt(attempt({ opened: true }))).toEqual({ kind: 'closed' });
    expect(classifyAttempt(attempt({ opened: true, connacked: true }))).toEqual({ kind: 'lost' });
    expect(classifyAttempt(attempt({ opened: true, connacked: true, errorMessage: 'Keepalive timeout' }))).toEqual({ kind: 'error', message: 'Keepalive timeout' });
  });

  it('reads as a few words', () => {
    expect(text(failureSummary({ kind: 'refused' }))).toBe('Connection refused');
    expect(text(failureSummary({ kind: 'timeout' }))).toBe('Connection timed out');
    expect(text(failureSummary({ kind: 'reason', code: 0x86, protocolVersion: 5 }))).toBe('Bad user name or password');
    expect(text(failureSummary({ kind: 'reason', code: 4, protocolVersion: 4 }))).toBe('Connection refused, bad user name or password');
    expect(text(failureSummary({ kind: 'error', message: 'boom' }))).toBe('boom');
  });
});

describe('giving up', () => {
  it('comes after 3 attempts in a row that never reached CONNACK', () => {
    expect(attemptLimit(false, 3000)).toBe(3);
    expect([1, 2, 3].map((n) => shouldGiveUp(n, false, 3000))).toEqual([false, false, true]);
  });

  it('after a drop, comes after about a minute of attempts, bounded both ways', () => {
    expect(attemptLimit(true, 3000)).toBe(20);
    expect(attemptLimit(true, 60_000)).toBe(10);
    expect(attemptLimit(true, 1)).toBe(100);
    expect(shouldGiveUp(19, true, 3000)).toBe(false);
    expect(shouldGiveUp(20, true, 3000)).toBe(true);
  });

  it('is immediate when automatic reconnection is off', () => {
    expect(shouldGiveUp(1, false, 0)).toBe(true);
    expect(shouldGiveUp(0, true, 0)).toBe(true);
  });
});
