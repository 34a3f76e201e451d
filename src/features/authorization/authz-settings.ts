/**
 * The authorization settings as the form edits them, and back to the body of
 * `PUT /authorization/settings`. The cache's time to live is offered as a few durations, 60 s
 * (the broker's `1m`) first chosen; a value set elsewhere is kept as one more option.
 */
import type { GetAuthorizationSettings200, PutAuthorizationSettingsBody } from '../../generated/model';

export const MAX_CACHE_SIZE = 1_048_576;

export const TTL_OPTIONS = ['30s', '1m', '5m', '10m', '30m', '1h'] as const;

export interface SettingsForm {
  no_match: 'allow' | 'deny';
  deny_action: 'ignore' | 'disconnect';
  cacheEnable: boolean;
  maxSize: string;
  ttl: string;
  /** One topic filter a line. */
  excludes: string;
}

export function toForm(settings: GetAuthorizationSettings200): SettingsForm {
  const cache = settings.cache;
  return {
    no_match: settings.no_match,
    deny_action: settings.deny_action,
    cacheEnable: cache?.enable ?? true,
    maxSize: String(cache?.max_size ?? 32),
    ttl: cache?.ttl ?? '1m',
    excludes: (cache?.excludes ?? []).join('\n'),
  };
}

/** Why the cache size is not acceptable, or undefined. */
export function maxSizeError(value: string): 'required' | 'range' | undefined {
  if (value.trim() === '') return 'required';
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_CACHE_SIZE ? undefined : 'range';
}

export function toBody(form: SettingsForm): PutAuthorizationSettingsBody {
  return {
    no_match: form.no_match,
    deny_action: form.deny_action,
    cache: {
      enable: form.cacheEnable,
      max_size: Number(form.maxSize),
      ttl: form.ttl,
      excludes: form.excludes
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    },
  };
}

/** The duration in seconds of a TTL option (`30s`, `1m`, `1h`), for its label. */
export function ttlSeconds(ttl: string): number | undefined {
  const m = /^(\d+)(s|m|h)$/.exec(ttl);
  if (!m) return undefined;
  return Number(m[1]) * { s: 1, m: 60, h: 3600 }[m[2] as 's' | 'm' | 'h'];
}
