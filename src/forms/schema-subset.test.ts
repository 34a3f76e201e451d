import { expect, it } from 'vitest';
import { withProperties } from './schema-subset';

it('keeps only the named properties and their required entries', () => {
  const schema = { type: 'object' as const, required: ['a', 'b'], properties: { a: { type: 'string' as const }, b: { type: 'number' as const }, c: {} } };
  expect(withProperties(schema, ['a', 'c'])).toEqual({ type: 'object', required: ['a'], properties: { a: { type: 'string' }, c: {} } });
});
