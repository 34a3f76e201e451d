import type { GetAuthorizationSettings200 } from '../../generated/model';
import { maxSizeError, toBody, toForm, ttlSeconds } from './authz-settings';

describe('authorization settings form', () => {
  it('round-trips the broker settings, one excluded topic a line', () => {
    const settings: GetAuthorizationSettings200 = {
      no_match: 'deny',
      deny_action: 'disconnect',
      cache: {
        enable: false,
        max_size: 64,
        ttl: '5m',
        excludes: ['$SYS/#', 'a/+'],
      },
    };
    const form = toForm(settings);
    expect(form).toMatchObject({
      maxSize: '64',
      ttl: '5m',
      excludes: '$SYS/#\na/+',
    });
    expect(toBody({ ...form, excludes: ' $SYS/#\n\na/+ ' })).toEqual(settings);
  });

  it('takes the broker defaults when the cache is absent', () => {
    expect(toForm({ no_match: 'allow', deny_action: 'ignore' })).toMatchObject({
      cacheEnable: true,
      maxSize: '32',
      ttl: '1m',
      excludes: '',
    });
  });

  it('accepts a cache size from 1 to 1048576', () => {
    expect(maxSizeError('')).toBe('required');
    expect(maxSizeError('0')).toBe('range');
    expect(maxSizeError('1.5')).toBe('range');
    expect(maxSizeError('1048577')).toBe('range');
    expect(maxSizeError('32')).toBeUndefined();
  });

  it('reads TTL options as seconds', () => {
    expect(ttlSeconds('1m')).toBe(60);
    expect(ttlSeconds('30s')).toBe(30);
    expect(ttlSeconds('1h')).toBe(3600);
    expect(ttlSeconds('1m30s')).toBeUndefined();
  });
});
