import { expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { zoneMergeBody, zoneNameError, zonesWithout } from './zone-rules';

it('checks zone names and writes zone bodies as the broker reads them', () => {
  expect(zoneNameError('', [], i18n)).toBe('Zone name is required');
  expect(zoneNameError('1st', [], i18n)).toMatch(/Start with a letter/);
  expect(zoneNameError('edge', ['default', 'edge'], i18n)).toBe('Zone name already exists');
  expect(zoneNameError('edge-2_b', ['default'], i18n)).toBeUndefined();
  expect(JSON.parse(zoneMergeBody('edge', { max_inflight: 64 }))).toEqual({
    zones: { edge: { mqtt: { max_inflight: 64 } } },
  });
  // Only the zone removed changes: the others, default first, go back as they were read.
  const read = { default: { mqtt: { max_inflight: 32 } }, edge: {}, lab: { mqtt: { max_inflight: 8 } } };
  expect(JSON.parse(zonesWithout(read, 'edge'))).toEqual({ zones: { default: { mqtt: { max_inflight: 32 } }, lab: { mqtt: { max_inflight: 8 } } } });
  expect(() => zonesWithout(read, 'default')).toThrow();
});
