import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatDuration, formatNumber, formatRelativeTime } from './format';

describe('format', () => {
  it('groups numbers by locale', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  it('writes byte counts in 1024 steps', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(32 * 1024 * 1024, 'en')).toBe('32 MB');
    expect(formatBytes(5.25 * 1024 ** 3, 'en')).toBe('5.25 GB');
  });

  it('writes durations with their two largest units', () => {
    expect(formatDuration(850, 'en')).toBe('850 ms');
    expect(formatDuration(312_000, 'en')).toBe('5 min 12 sec');
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000 + 5_000, 'en')).toBe('3 days 4 hr');
    expect(formatDuration(3_600_000, 'en')).toBe('1 hr');
  });

  it('names the time zone of the times it shows', () => {
    expect(formatDateTime('2024-01-01T12:34:56.789+08:00', 'en', 'UTC')).toBe('01/01/2024, 04:34:56 UTC');
    expect(formatDateTime('2024-01-01T12:34:56.789+08:00', 'en', 'Asia/Shanghai')).toBe('01/01/2024, 12:34:56 GMT+8');
    // The hour after midnight is 00, not 24.
    expect(formatDateTime('2024-01-01T00:05:00Z', 'en-US', 'UTC')).toBe('01/01/2024, 00:05:00 UTC');
    expect(formatDateTime('2024-01-01T00:05:00Z', 'zh-CN', 'UTC')).toBe('2024/01/01 UTC 00:05:00');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('never throws on a value of the wrong type: numeric text is formatted, other text shown, the rest a dash', () => {
    const odd: unknown[] = ['0.42', 'n/a', '', null, undefined, NaN, Infinity, {}, [], true];
    for (const value of odd) {
      expect(() => formatNumber(value, 'en')).not.toThrow();
      expect(() => formatBytes(value, 'en')).not.toThrow();
      expect(() => formatDuration(value, 'en')).not.toThrow();
      expect(() => formatDateTime(value, 'en')).not.toThrow();
    }
    expect(formatNumber('0.42', 'en')).toBe('0.42');
    expect(formatNumber('1234', 'en')).toBe('1,234');
    expect(formatNumber('n/a', 'en')).toBe('n/a');
    expect(formatNumber(null, 'en')).toBe('–');
    expect(formatNumber(undefined, 'en')).toBe('–');
    expect(formatNumber({}, 'en')).toBe('–');
    expect(formatNumber(NaN, 'en')).toBe('–');
    expect(formatBytes('2048', 'en')).toBe('2 KB');
    expect(formatBytes(null, 'en')).toBe('–');
    expect(formatDuration('1500', 'en')).toBe('1 sec');
    expect(formatDuration(undefined, 'en')).toBe('–');
    expect(formatDateTime('yesterday', 'en')).toBe('yesterday');
    expect(formatDateTime(null, 'en')).toBe('–');
    expect(formatDateTime({}, 'en')).toBe('–');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('says how long ago in the largest whole unit, up to days, then the date', () => {
    expect(formatRelativeTime('2026-11-28T11:59:30Z', 'en', now)).toBe('30 seconds ago');
    expect(formatRelativeTime('2026-11-28T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(formatRelativeTime('2026-11-28T07:00:00Z', 'en', now)).toBe('5 hours ago');
    expect(formatRelativeTime('2026-11-27T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-11-28T12:10:00Z', 'en', now)).toBe('in 10 minutes');
    expect(formatRelativeTime('2026-11-26T12:00:00Z', 'zh-CN', now)).toBe('前天');
    expect(formatRelativeTime('2026-01-02T00:00:00Z', 'en', now)).toMatch(/2026/);
    expect(formatRelativeTime(undefined, 'en', now)).toBe('–');
  });
});
