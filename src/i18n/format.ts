/**
 * Numbers, sizes, durations and times as operators read them: grouped by the user's locale,
 * bytes in 1024 steps, times in the browser's time zone with the zone named.
 */
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${BYTE_UNITS[unit]}`;
}

/** "3 d 4 h", "5 min 12 s", "850 ms": the two largest units that are not zero. */
export function formatDuration(ms: number, locale: string): string {
  if (ms < 1000) return `${formatNumber(Math.round(ms), locale)} ms`;
  const parts: [number, Intl.NumberFormatOptions['unit']][] = [
    [Math.floor(ms / 86_400_000), 'day'],
    [Math.floor(ms / 3_600_000) % 24, 'hour'],
    [Math.floor(ms / 60_000) % 60, 'minute'],
    [Math.floor(ms / 1000) % 60, 'second'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, unit]) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(n))
    .join(' ');
}

/** Date and time in the user's zone, with the zone's name so nobody guesses whether it is UTC. */
export function formatDateTime(value: string | number | Date, locale: string, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}
