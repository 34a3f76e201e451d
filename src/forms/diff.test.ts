import { expect, it } from 'vitest';
import { changedFields, showValue } from './diff';

it('lists changed leaves by path, arrays as one value', () => {
  const before = { enable: true, backend: { type: 'built_in_database', max_retained_messages: 0 }, topics: ['a'] };
  const after = { enable: true, backend: { type: 'built_in_database', max_retained_messages: 10 }, topics: ['a', 'b'], added: '' };
  expect(changedFields(before, after)).toEqual([
    { path: 'backend.max_retained_messages', before: 0, after: 10 },
    { path: 'topics', before: ['a'], after: ['a', 'b'] },
    { path: 'added', before: undefined, after: '' },
  ]);
  expect(changedFields(before, structuredClone(before))).toEqual([]);
  expect([showValue(undefined), showValue(''), showValue('15s'), showValue([1])]).toEqual(['—', '""', '15s', '[1]']);
});
