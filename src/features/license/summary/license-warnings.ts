/**
 * What the console warns about the licence: its end coming (from 30 days before, as the broker's
 * `license_expiry` alarm does), its end passed, and live connections at the high watermark of the
 * licence's limit (where the broker raises `license_quota`). Pure, so the card, the banner and the
 * licence screen decide alike.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '../../../i18n/format';

const DAY_MS = 86_400_000;
/** The broker raises its expiry alarm when fewer than 30 days are left; the console warns from the 30th day. */
export const EXPIRY_WARNING_DAYS = 30;

/** The licence fields the warnings read (GET /license). */
export interface LicenseDates {
  expiry_at: string;
  /** The broker's own verdict (today, UTC, after the expiry date). */
  expiry?: boolean;
  max_connections: number;
}

export type LicenseWarning =
  | { kind: 'expired'; status: 'error'; expiryAt: string }
  | { kind: 'expiring'; status: 'warning'; days: number }
  | { kind: 'connections'; status: 'warning'; current: number; max: number };

/**
 * A percentage as the licence settings write it (`80%`, `50.5%`), as a fraction; undefined unless
 * it is a plain number from 0 to 100 followed by `%` (the broker reads more leniently).
 */
export function percentFraction(text: string | undefined): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(text ?? '');
  if (!m) return undefined;
  const value = Number(m[1]);
  return value <= 100 ? value / 100 : undefined;
}

/**
 * Whole days from today to a `YYYY-MM-DD` date, both as UTC dates like the broker counts them
 * (emqx_license_checker:days_left/1): 0 on the expiry date, negative after it.
 */
export function daysUntil(date: string, now: number): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS - Math.floor(now / DAY_MS);
}

/** Whether the licence has ended: the broker's flag, or the date already past. */
export function isExpired(license: LicenseDates, now: number): boolean {
  const days = daysUntil(license.expiry_at, now);
  return license.expiry === true || (days !== undefined && days < 0);
}

/** Share of the limit in use, 0–1 (or more); undefined without a usable limit or count. */
export function connectionShare(current: number | undefined, max: number): number | undefined {
  return current === undefined || !(max > 0) ? undefined : current / max;
}

/**
 * The warnings for a licence, worst first. `connections` is the cluster's live connections and
 * `highWatermark` the setting (`80%`): without either there is no connection warning.
 */
export function licenseWarnings(license: LicenseDates, now: number, connections?: number, highWatermark?: string): LicenseWarning[] {
  const warnings: LicenseWarning[] = [];
  const days = daysUntil(license.expiry_at, now);
  if (isExpired(license, now)) warnings.push({ kind: 'expired', status: 'error', expiryAt: license.expiry_at });
  else if (days !== undefined && days <= EXPIRY_WARNING_DAYS) warnings.push({ kind: 'expiring', status: 'warning', days });
  const share = connectionShare(connections, license.max_connections);
  const high = percentFraction(highWatermark);
  if (connections !== undefined && share !== undefined && high !== undefined && share >= high) {
    warnings.push({ kind: 'connections', status: 'warning', current: connections, max: license.max_connections });
  }
  return warnings;
}

/** A warning in words, numbers written for `locale`. */
export function warningMessage(warning: LicenseWarning, locale: string): MessageDescriptor {
  switch (warning.kind) {
    case 'expired': {
      const date = warning.expiryAt;
      return msg`The license expired on ${date}`;
    }
    case 'expiring': {
      const days = warning.days;
      return msg({ message: plural(days, { 0: 'The license expires today', one: 'The license expires in # day', other: 'The license expires in # days' }) });
    }
    case 'connections': {
      const usage = `${Math.floor((warning.current / warning.max) * 100)}%`;
      const current = formatNumber(warning.current, locale);
      const max = formatNumber(warning.max, locale);
      return msg`Connections are at ${usage} of the license limit (${current} of ${max})`;
    }
  }
}
