/**
 * An end time picked in the browser (a ban's "until", an API key's expiry): a local date and time
 * from a `datetime-local` input, or never. The broker takes RFC 3339 or `infinity`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface Expiry {
  never: boolean;
  /** The input's value, `YYYY-MM-DDTHH:mm` in the user's time zone; empty until picked. */
  at: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** What a `datetime-local` input shows for a moment, in the browser's zone. */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a `datetime-local` value names (read in the browser's zone), or undefined. */
export function fromLocalInput(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The broker's value for an expiry; check it with `expiryError` first. */
export function expiryToApi(expiry: Expiry): string {
  if (expiry.never) return 'infinity';
  const date = fromLocalInput(expiry.at);
  if (!date) throw new Error(`Not a date and time: ${expiry.at}`);
  return date.toISOString();
}

/** What the form starts from for a value the broker sent (RFC 3339, epoch seconds or `infinity`). */
export function expiryFromApi(value: unknown): Expiry {
  if (value === undefined || value === 'infinity') return { never: true, at: '' };
  const date = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? { never: false, at: toLocalInput(date) } : { never: true, at: '' };
}

/**
 * Why an expiry cannot be saved, or undefined. `unchanged` is the value the form started from: an
 * existing key whose time has passed can still be edited for other fields.
 */
export function expiryError(expiry: Expiry, now: number, unchanged?: Expiry): MessageDescriptor | undefined {
  if (expiry.never) return undefined;
  if (!expiry.at) return msg`Please select the expiry time`;
  const date = fromLocalInput(expiry.at);
  if (!date) return msg`Enter a valid date and time`;
  if (unchanged && !unchanged.never && unchanged.at === expiry.at) return undefined;
  // The input counts in minutes: the current minute is still "now", not the past.
  if (date.getTime() < Math.floor(now / 60_000) * 60_000) return msg`The selected time cannot be earlier than the current time`;
  return undefined;
}
