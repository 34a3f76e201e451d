import { expect, it } from 'vitest';
import { countFields, fieldMatches } from './field-search';

const schema = {
  type: 'object' as const,
  properties: {
    tcp_options: { type: 'object' as const, title: 'TCP', properties: { nodelay: { type: 'boolean' as const, description: 'Sets TCP_NODELAY' }, backlog: { type: 'integer' as const } } },
    bind: { type: 'string' as const },
  },
};

it('counts leaf fields and matches by key, label, help or any field inside a group', () => {
  expect(countFields(schema)).toBe(3);
  expect(fieldMatches('bind', schema.properties.bind, { 'ui:title': 'Address' }, 'addr')).toBe(true);
  expect(fieldMatches('bind', schema.properties.bind, undefined, 'BIN')).toBe(true);
  expect(fieldMatches('tcp_options', schema.properties.tcp_options, undefined, 'tcp_nodelay')).toBe(true);
  expect(fieldMatches('tcp_options', schema.properties.tcp_options, { backlog: { 'ui:title': 'Queue of pending connections' } }, 'pending')).toBe(true);
  expect(fieldMatches('bind', schema.properties.bind, undefined, 'pending')).toBe(false);
  expect(fieldMatches('bind', schema.properties.bind, undefined, '  ')).toBe(true);
});
