import { placeholderSuggestions } from './placeholders';
import { bridgeTargets, targetFromKey, targetKey } from './types';

describe('placeholder completion', () => {
  it('completes an open placeholder with the matching fields', () => {
    expect(placeholderSuggestions('http://h/${cli')).toEqual(['http://h/${clientid}']);
    expect(placeholderSuggestions('t/${')).toContain('t/${payload}');
  });
  it('otherwise offers each placeholder after the text', () => {
    expect(placeholderSuggestions('a/')).toContain('a/${topic}');
  });
});

describe('bridge types', () => {
  it('lists HTTP and MQTT first, then the broker’s other action and source types that have a form', () => {
    const targets = bridgeTargets(['http', 'mqtt', 'kafka_producer', 'no_form_type'], ['mqtt', 'kafka_consumer'], false).map(targetKey);
    expect(targets.slice(0, 2)).toEqual(['action:http', 'mqtt']);
    expect(targets).toContain('action:kafka_producer');
    expect(targets).toContain('source:kafka_consumer');
    expect(targets).not.toContain('action:no_form_type');
  });
  it('offers only actions when egress only, MQTT as its action', () => {
    const targets = bridgeTargets(['http', 'mqtt'], undefined, true).map(targetKey);
    expect(targets).toEqual(['action:http', 'action:mqtt']);
    expect(targetFromKey('source:kafka_consumer')).toEqual({ kind: 'source', type: 'kafka_consumer' });
  });
});
