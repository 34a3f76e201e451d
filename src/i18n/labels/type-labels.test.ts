import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { typeLabel } from './type-labels';

describe('typeLabel', () => {
  it('names the protocols as operators write them, other types by their label or as the broker names them', () => {
    expect(typeLabel(i18n, 'http')).toBe('HTTP');
    expect(typeLabel(i18n, 'mqtt')).toBe('MQTT');
    expect(typeLabel(i18n, 'kafka_producer')).toBe('Kafka producer');
    expect(typeLabel(i18n, 'no_such_type')).toBe('no_such_type');
  });
});
