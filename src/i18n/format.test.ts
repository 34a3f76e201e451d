import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatDuration, formatNumber } from './format';

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
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});
