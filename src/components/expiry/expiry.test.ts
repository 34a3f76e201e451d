import { describe, expect, it } from 'vitest';
import { expiryError, expiryFromApi, expiryToApi, fromLocalInput, toLocalInput } from './expiry';

const NOW = new Date(2026, 2, 10, 14, 30, 20).getTime();
const message = (...args: Parameters<typeof expiryError>) => expiryError(...args)?.message;

describe('expiry', () => {
  it('reads and writes the datetime-local value in the local zone', () => {
    const date = new Date(2026, 2, 10, 9, 5);
    expect(toLocalInput(date)).toBe('2026-03-10T09:05');
    expect(fromLocalInput('2026-03-10T09:05')?.getTime()).toBe(date.getTime());
    expect(fromLocalInput('2026-03-10T09:05:30')?.getSeconds()).toBe(30);
    expect(fromLocalInput('10/03/2026 09:05')).toBeUndefined();
    expect(fromLocalInput('')).toBeUndefined();
  });

  it('sends RFC 3339 in UTC, or infinity', () => {
    expect(expiryToApi({ never: true, at: '2026-03-10T09:05' })).toBe('infinity');
    const sent = expiryToApi({ never: false, at: '2026-03-10T09:05' });
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(sent)).toBe(new Date(2026, 2, 10, 9, 5).getTime());
    expect(() => expiryToApi({ never: false, at: '' })).toThrow();
  });

  it('starts from what the broker sent', () => {
    expect(expiryFromApi('infinity')).toEqual({ never: true, at: '' });
    expect(expiryFromApi(undefined)).toEqual({ never: true, at: '' });
    const at = new Date(2026, 5, 1, 8, 0);
    expect(expiryFromApi(at.toISOString())).toEqual({ never: false, at: '2026-06-01T08:00' });
    expect(expiryFromApi(at.getTime() / 1000)).toEqual({ never: false, at: '2026-06-01T08:00' });
  });

  it('requires a time unless it never expires, and refuses one earlier than now', () => {
    expect(message({ never: true, at: '' }, NOW)).toBeUndefined();
    expect(message({ never: false, at: '' }, NOW)).toBe('Please select the expiry time');
    expect(message({ never: false, at: '2026-13-40T99:00' }, NOW)).toBe('Enter a valid date and time');
    expect(message({ never: false, at: '2026-03-10T14:29' }, NOW)).toBe('The selected time cannot be earlier than the current time');
    expect(message({ never: false, at: '2026-03-10T14:30' }, NOW)).toBeUndefined();
    expect(message({ never: false, at: '2026-03-11T00:00' }, NOW)).toBeUndefined();
    // A time already saved may stay as it was while other fields change.
    expect(message({ never: false, at: '2026-01-01T00:00' }, NOW, { never: false, at: '2026-01-01T00:00' })).toBeUndefined();
    expect(message({ never: false, at: '2026-01-01T00:00' }, NOW, { never: true, at: '' })).toBe('The selected time cannot be earlier than the current time');
  });
});
