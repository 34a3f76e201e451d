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
  expect(JSON.parse(zonesWithout({ default: {}, edge: {}, lab: { mqtt: {} } }, 'edge'))).toEqual({ zones: { lab: { mqtt: {} } } });
});
