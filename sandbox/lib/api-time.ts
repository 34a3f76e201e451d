/**
 * A time the API takes in a body (`until` of a ban, `expired_at` of an API key): epoch seconds or an
 * RFC 3339 date-time, or `infinity` where the field allows it. Undefined when it is none of these.
 */
export function parseApiTime(value: unknown, allowInfinity: boolean): number | 'infinity' | undefined {
  if (allowInfinity && value === 'infinity') return 'infinity';
  if (typeof value === 'number' && Number.isInteger(value)) return value * 1000;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}
