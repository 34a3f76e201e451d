import { expect, it } from 'vitest';
import { sentinelUnion, withSentinelFields } from './sentinel';

it('finds sentinel unions and gives them the Sentinel field, under the feature uiSchema', () => {
  const limit = { oneOf: [{ type: 'string' as const, enum: ['infinity'] }, { type: 'integer' as const, minimum: 1 }] };
  const map = { anyOf: [{ type: 'string' as const, enum: ['disabled'] }, { type: 'object' as const }] };
  expect(sentinelUnion(limit)).toEqual({ sentinel: 'infinity', value: { type: 'integer', minimum: 1 } });
  expect(sentinelUnion(map)).toBeUndefined();
  const schema = { type: 'object' as const, properties: { mqtt: { type: 'object' as const, properties: { max: limit, other: map } } } };
  expect(withSentinelFields(schema, { mqtt: { 'ui:title': 'MQTT' } })).toEqual({
    mqtt: { 'ui:title': 'MQTT', max: { 'ui:field': 'Sentinel', 'ui:fieldReplacesAnyOrOneOf': true } },
  });
});
