import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { bridgeTypeLabel } from './type-label';

describe('bridgeTypeLabel', () => {
  it('names the protocols as operators write them, other types by their label or as the broker names them', () => {
    expect(bridgeTypeLabel(i18n, 'http')).toBe('HTTP');
    expect(bridgeTypeLabel(i18n, 'mqtt')).toBe('MQTT');
    expect(bridgeTypeLabel(i18n, 'kafka_producer')).toBe('Kafka producer');
    expect(bridgeTypeLabel(i18n, 'no_such_type')).toBe('no_such_type');
  });
});
