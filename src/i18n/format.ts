/**
 * Numbers, sizes, durations and times as operators read them: grouped by the user's locale,
 * bytes in 1024 steps, times in the browser's time zone with the zone named. The broker's answers
 * are not always what the document says (`load1: "0.42"`, a missing field, `null`): a number sent
 * as text is still formatted, anything else shows as text or "–", and nothing here ever throws.
 */
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** What a screen shows for a value it does not have. */
export const NO_VALUE = '–';

/** A finite number, or numeric text, as a number; anything else as undefined. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** What cannot be formatted: text as it came, anything else (null, objects) as "–". */
function unformatted(value: unknown): string {
  return typeof value === 'string' && value !== '' ? value : NO_VALUE;
}

/**
 * Formatters are costly to make (a table of a hundred dates made a hundred) and never change:
 * one per language and options.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n ${locale} ${JSON.stringify(options ?? {})}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d ${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function formatNumber(value: unknown, locale: string): string {
  const n = asNumber(value);
  return n === undefined ? unformatted(value) : numberFormat(locale).format(n);
}

/** A figure with a fixed number of decimals ("0.42"), such as a CPU load. */
export function formatDecimal(value: unknown, digits: number, locale: string): string {
  const n = asNumber(value);
  return n === undefined ? unformatted(value) : numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n);
}

export function formatBytes(bytes: unknown, locale: string): string {
  let value = asNumber(bytes);
  if (value === undefined) return unformatted(bytes);
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${numberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${BYTE_UNITS[unit]}`;
}

/** "3 d 4 h", "5 min 12 s", "850 ms": the two largest units that are not zero. */
export function formatDuration(duration: unknown, locale: string): string {
  const ms = asNumber(duration);
  if (ms === undefined) return unformatted(duration);
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
    .map(([n, unit]) => numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(n))
    .join(' ');
}

/** Date and time in the user's zone, with the zone's name so nobody guesses whether it is UTC. */
export function formatDateTime(value: unknown, locale: string, timeZone?: string): string {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return NO_VALUE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return unformatted(value);
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    // Not `hour12: false`: with it, en-US counts the hour after midnight as 24 ("24:34:09").
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}

/** The time of day alone ("14:05:09"), for what happened just now. */
export function formatTime(value: number, locale: string): string {
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date(value));
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
];

/**
 * How long ago (or how far ahead) `value` is, in the largest whole unit up to days ("3 minutes ago",
 * "昨天"); a time more than 30 days away reads as its date. `now` is a parameter so a list drawn once
 * says the same of every row.
 */
export function formatRelativeTime(value: unknown, locale: string, now: number): string {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return NO_VALUE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return unformatted(value);
  let amount = (date.getTime() - now) / 1000;
  for (const [unit, per] of STEPS) {
    if (Math.abs(amount) < per) {
      let format = relativeFormats.get(locale);
      if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
      return format.format(Math.trunc(amount), unit);
    }
    amount /= per;
  }
  return dateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}
