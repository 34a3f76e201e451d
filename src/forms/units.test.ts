import { describe, expect, it } from 'vitest';
import { byteSizeToBytes, durationToMs, joinAmount, parseByteSize, parseDuration, parsePercent } from './units';

describe('durations and byte sizes', () => {
  it('round-trips the broker strings', () => {
    for (const value of ['90s', '500ms', '15m', '1h', '7d', '1.5h']) expect(joinAmount(parseDuration(value)!)).toBe(value);
    for (const value of ['1.5GB', '32MB', '512KB', '100B']) expect(joinAmount(parseByteSize(value)!)).toBe(value);
  });

  it('normalizes case and refuses what one number and unit cannot show', () => {
    expect(parseByteSize('1mb')).toEqual({ amount: '1', unit: 'MB' });
    expect(parseDuration('10S')).toEqual({ amount: '10', unit: 's' });
    expect(parseDuration('1h30m')).toBeUndefined();
    expect(parseDuration('infinity')).toBeUndefined();
    expect(parseByteSize('1 TB')).toBeUndefined();
  });

  it('gives an empty amount for an empty value and no value for an empty amount', () => {
    expect(parseDuration(undefined, 'ms')).toEqual({ amount: '', unit: 'ms' });
    expect(joinAmount({ amount: ' ', unit: 's' })).toBeUndefined();
  });

  it('converts to milliseconds and bytes in 1024 steps', () => {
    expect(durationToMs('1.5s')).toBe(1500);
    expect(durationToMs('2m')).toBe(120_000);
    expect(byteSizeToBytes('1GB')).toBe(1024 ** 3);
    expect(byteSizeToBytes('1.5KB')).toBe(1536);
  });

  it('reads percentages as their number', () => {
    expect(parsePercent('80%')).toBe('80');
    expect(parsePercent(' 2.5 % ')).toBe('2.5');
    expect(parsePercent(undefined)).toBe('');
    expect(parsePercent('abc')).toBeUndefined();
  });
});
