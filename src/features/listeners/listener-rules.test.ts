import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { ListenersListenerIdStatus } from '../../generated/model';
import {
  bindProblem,
  changedRates,
  isUnlimited,
  isValidListenerName,
  isValidRate,
  listenerFieldErrors,
  portOwner,
  rateInput,
  ratesToSave,
  suggestedBind,
  toCreateBody,
  toUpdateBody,
} from './listener-rules';

const listener = (id: string, bind: string, enable = true): ListenersListenerIdStatus => {
  const [type, name] = id.split(':') as ['tcp', string];
  return { id, type, name, bind, enable };
};

describe('listener names', () => {
  it('start with a letter and hold letters, digits, _ and -', () => {
    for (const ok of ['default', 'a', 'edge-1', 'Edge_2-b']) expect(isValidListenerName(ok), ok).toBe(true);
    for (const bad of ['', '1st', '-x', '_x', 'has space', 'dot.ted', 'ü', 'tcp:x']) expect(isValidListenerName(bad), bad).toBe(false);
  });
});

describe('binds', () => {
  it('take an IPv4 address and port, or a bare port, with ports 0–65535', () => {
    for (const ok of ['0.0.0.0:1883', '127.0.0.1:0', '10.0.0.255:65535', '1883', ' 8883 ', '[::]:1883']) expect(bindProblem(ok), ok).toBeUndefined();
    for (const bad of ['', 'localhost:1883', '1.2.3:1883', '256.0.0.1:1883', '0.0.0.0:', ':1883', '0.0.0.0:port', '0.0.0.0:18 83']) expect(bindProblem(bad), bad).toBe('format');
    for (const bad of ['0.0.0.0:65536', '99999', '0.0.0.0:1234567']) expect(bindProblem(bad), bad).toBe('port');
  });

  it('find the enabled listener already on a port, across any-address and bare binds', () => {
    const all = [listener('tcp:default', '0.0.0.0:1883'), listener('tcp:lan', '10.0.0.1:1884'), listener('tcp:off', '0.0.0.0:1885', false)];
    expect(portOwner('1883', all)).toBe('tcp:default');
    expect(portOwner('127.0.0.1:1883', all)).toBe('tcp:default');
    expect(portOwner('0.0.0.0:1884', all)).toBe('tcp:lan');
    expect(portOwner('10.0.0.2:1884', all)).toBeUndefined();
    expect(portOwner('0.0.0.0:1885', all)).toBeUndefined();
    expect(portOwner('0.0.0.0:1883', all, 'tcp:default')).toBeUndefined();
    expect(suggestedBind('1883', all)).toBe('0.0.0.0:1886');
    expect(suggestedBind('14567', all)).toBe('0.0.0.0:14567');
  });
});

describe('request bodies', () => {
  const form = { type: 'tcp' as const, id: 'tcp:edge', name: 'edge', bind: '1884', running: true, current_connections: 3, zone: 'default' };

  it('leave out what the broker reports but does not take', () => {
    expect(toCreateBody(form)).toEqual({ type: 'tcp', name: 'edge', bind: '1884', zone: 'default' });
    expect(toUpdateBody('tcp:edge', form)).toEqual({ type: 'tcp', id: 'tcp:edge', bind: '1884', zone: 'default' });
  });
});

describe('broker errors', () => {
  const validation = (path: string) => new ApiError(JSON.stringify({ kind: 'validation_error', path, reason: 'bad value' }), { status: 400 });

  it('land on the field the broker names, under the listener path', () => {
    expect(listenerFieldErrors(validation('listeners.tcp.edge.bind'), 'tcp', 'edge')).toEqual({ bind: { __errors: ['bad value'] } });
    expect(listenerFieldErrors(new ApiError('Bind failed: eaddrinuse (0.0.0.0:1883)', { status: 400 }), 'tcp', 'edge')).toEqual({
      bind: { __errors: ['Bind failed: eaddrinuse (0.0.0.0:1883)'] },
    });
    expect(listenerFieldErrors(new ApiError('Already Exist', { status: 400 }), 'tcp', 'edge')).toBeUndefined();
  });
});

describe('rates', () => {
  it('follow the published emqx-rate format', () => {
    for (const ok of ['1000/s', '100MB/s', '500/10s', 'infinity', ' 10 / m ', '']) expect(isValidRate(ok), ok).toBe(true);
    for (const bad of ['fast', '1000', '/s', '10 per s', '-1/s']) expect(isValidRate(bad), bad).toBe(false);
  });

  it('treat absent, empty and infinity alike as unlimited', () => {
    expect([undefined, '', ' ', 'infinity', 'Infinity'].every(isUnlimited)).toBe(true);
    expect(isUnlimited('10/s')).toBe(false);
    expect(rateInput('infinity')).toBe('');
    expect(rateInput('10/s')).toBe('10/s');
  });

  it('write back only real changes, keeping an absent unlimited rate absent', () => {
    const stored = { max_conn_rate: 'infinity', bytes_rate: '1MB/s' };
    const typed = { max_conn_rate: '', messages_rate: '', bytes_rate: '' };
    expect(changedRates(stored, typed)).toEqual(['bytes_rate']);
    expect(ratesToSave(stored, typed)).toEqual({ max_conn_rate: 'infinity', bytes_rate: 'infinity' });
    const next = { max_conn_rate: '100/s', messages_rate: ' 50/s ', bytes_rate: '1MB/s' };
    expect(changedRates(stored, next)).toEqual(['max_conn_rate', 'messages_rate']);
    expect(ratesToSave(stored, next)).toEqual({ max_conn_rate: '100/s', messages_rate: '50/s', bytes_rate: '1MB/s' });
  });
});
