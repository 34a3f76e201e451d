import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { keyProblem, thresholdBody, thresholdProblems } from '../license-form';
import { daysUntil, licenseWarnings, percentFraction, warningMessage, type LicenseWarning } from './license-warnings';

// 2025-01-15 23:30 UTC: late in the day, so a count in local hours would differ from the broker's UTC dates.
const NOW = Date.UTC(2025, 0, 15, 23, 30);
const licence = (expiry_at: string, extra: { expiry?: boolean; max_connections?: number } = {}) => ({ expiry_at, expiry: false, max_connections: 10000, ...extra });
const words = (warnings: LicenseWarning[]) => warnings.map((w) => [w.status, i18n._(warningMessage(w, 'en'))]);

describe('license warnings', () => {
  it('counts whole days between UTC dates, as the broker does', () => {
    expect(daysUntil('2025-01-15', NOW)).toBe(0);
    expect(daysUntil('2025-02-09', NOW)).toBe(25);
    expect(daysUntil('2025-01-14', NOW)).toBe(-1);
    expect(daysUntil('next week', NOW)).toBeUndefined();
  });

  it('says nothing more than 30 days before the expiry date', () => {
    expect(licenseWarnings(licence('2025-02-15'), NOW)).toEqual([]);
  });

  it('warns from 30 days before the expiry date, down to the day itself', () => {
    expect(words(licenseWarnings(licence('2025-02-14'), NOW))).toEqual([['warning', 'The license expires in 30 days']]);
    expect(words(licenseWarnings(licence('2025-02-09'), NOW))).toEqual([['warning', 'The license expires in 25 days']]);
    expect(words(licenseWarnings(licence('2025-01-16'), NOW))).toEqual([['warning', 'The license expires in 1 day']]);
    expect(words(licenseWarnings(licence('2025-01-15'), NOW))).toEqual([['warning', 'The license expires today']]);
  });

  it('is an error once expired, by the date or by the broker’s own flag', () => {
    expect(words(licenseWarnings(licence('2025-01-14'), NOW))).toEqual([['error', 'The license expired on 2025-01-14']]);
    // The browser's clock may lag the broker's: its verdict wins.
    expect(licenseWarnings(licence('2025-01-15', { expiry: true }), NOW).map((w) => w.kind)).toEqual(['expired']);
  });

  it('warns when live connections reach the high watermark of the limit', () => {
    expect(licenseWarnings(licence('2026-01-01'), NOW, 7999, '80%')).toEqual([]);
    expect(words(licenseWarnings(licence('2026-01-01'), NOW, 8000, '80%'))).toEqual([['warning', 'Connections are at 80% of the license limit (8,000 of 10,000)']]);
    expect(words(licenseWarnings(licence('2026-01-01'), NOW, 10600, '80%'))).toEqual([['warning', 'Connections are at 106% of the license limit (10,600 of 10,000)']]);
    // Without the count, the setting or a limit there is nothing to compare.
    expect(licenseWarnings(licence('2026-01-01'), NOW, undefined, '80%')).toEqual([]);
    expect(licenseWarnings(licence('2026-01-01'), NOW, 9000, undefined)).toEqual([]);
    expect(licenseWarnings(licence('2026-01-01', { max_connections: 0 }), NOW, 9000, '80%')).toEqual([]);
  });

  it('lists the expiry first when both apply', () => {
    expect(licenseWarnings(licence('2025-01-20'), NOW, 9500, '90%').map((w) => w.kind)).toEqual(['expiring', 'connections']);
  });

  it('reads percentages from 0% to 100% only', () => {
    expect([percentFraction('80%'), percentFraction('50.5%'), percentFraction(' 100 % ')]).toEqual([0.8, 0.505, 1]);
    expect([percentFraction('101%'), percentFraction('80'), percentFraction('-5%'), percentFraction('')]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('license forms', () => {
  const problems = (low: string, high: string, dynamic?: string) =>
    Object.fromEntries(Object.entries(thresholdProblems({ low, high, dynamic })).map(([field, m]) => [field, i18n._(m)]));

  it('wants two percentages, high above low', () => {
    expect(problems('75%', '80%')).toEqual({});
    expect(problems('80%', '80%')).toEqual({ high: 'Must be above the low watermark' });
    expect(problems('seventy', '120%')).toEqual({ low: 'Enter a percentage from 0% to 100%, such as 75%', high: 'Enter a percentage from 0% to 100%, such as 80%' });
    expect(problems('75%', '80%', '-3')).toEqual({ dynamic: 'Enter a whole number, 0 or more' });
  });

  it('sends the watermarks without spaces, and the dynamic limit as a number', () => {
    expect(thresholdBody({ low: ' 60 %', high: '70%', dynamic: ' 40 ' })).toEqual({ connection_low_watermark: '60%', connection_high_watermark: '70%', dynamic_max_connections: 40 });
  });

  it('refuses an empty key or one that is not two base64 parts joined by a dot', () => {
    const said = (key: string) => {
      const problem = keyProblem(key);
      return problem && i18n._(problem);
    };
    expect(said('  ')).toBe('Enter the license key');
    expect(said('hello world')).toBe('This is not a license key: one is two base64 parts joined by a dot');
    expect(said('abc.def!')).toBe('This is not a license key: one is two base64 parts joined by a dot');
    expect(said('MjIwMTEx\nCjA=.c2FuZGJveA==')).toBeUndefined();
    expect(said('default')).toBeUndefined();
  });
});
