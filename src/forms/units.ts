/**
 * The broker's own value formats: durations ("15s", "500ms", "1h") and byte sizes ("32MB", 1024
 * steps) stay strings end to end; widgets split them into a number and a unit and join them back.
 */
export const DURATION_UNITS = ['ms', 's', 'm', 'h', 'd'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

export interface Amount<Unit extends string> {
  /** The number as typed; empty while the field is empty. */
  amount: string;
  unit: Unit;
}

const DURATION = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)\s*$/i;
const BYTES = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)\s*$/i;

/** "15s" → 15 s; undefined for what one number and unit cannot show (e.g. "1h30m"). */
export function parseDuration(value: string | undefined, fallbackUnit: DurationUnit = 's'): Amount<DurationUnit> | undefined {
  if (value === undefined || value === '') return { amount: '', unit: fallbackUnit };
  const match = DURATION.exec(value);
  if (!match) return undefined;
  return { amount: match[1] ?? '', unit: (match[2] ?? 's').toLowerCase() as DurationUnit };
}

export function parseByteSize(value: string | undefined, fallbackUnit: ByteUnit = 'MB'): Amount<ByteUnit> | undefined {
  if (value === undefined || value === '') return { amount: '', unit: fallbackUnit };
  const match = BYTES.exec(value);
  if (!match) return undefined;
  return { amount: match[1] ?? '', unit: (match[2] ?? 'MB').toUpperCase() as ByteUnit };
}

/** Joins number and unit; an empty number gives undefined so "required" can speak up. */
export function joinAmount<Unit extends string>({ amount, unit }: Amount<Unit>): string | undefined {
  const trimmed = amount.trim();
  return trimmed === '' ? undefined : `${trimmed}${unit}`;
}

const DURATION_MS: Record<DurationUnit, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Milliseconds of a duration string, for comparisons (e.g. a threshold's minimum). */
export function durationToMs(value: string): number | undefined {
  const parsed = parseDuration(value);
  if (!parsed || parsed.amount === '') return undefined;
  return Number(parsed.amount) * DURATION_MS[parsed.unit];
}

export function byteSizeToBytes(value: string): number | undefined {
  const parsed = parseByteSize(value);
  if (!parsed || parsed.amount === '') return undefined;
  return Number(parsed.amount) * 1024 ** BYTE_UNITS.indexOf(parsed.unit);
}

/** The masked form the broker gives secrets back in; sent back unchanged means "keep it". */
export const MASKED_SECRET = '******';

/** "80%" → "80"; undefined when the value is not one number and a percent sign. */
export function parsePercent(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return '';
  return /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(value)?.[1];
}
