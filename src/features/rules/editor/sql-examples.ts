/** The SQL examples panel's statements: each runs as it is on the broker (and in the sandbox). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface SqlExample {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  sql: string;
}

export const SQL_EXAMPLES: readonly SqlExample[] = [
  {
    id: 'select-filter',
    title: msg`Select and filter`,
    description: msg`Pick fields of a JSON payload and pass only the messages that meet a condition.`,
    sql: 'SELECT\n  payload.temperature as temperature,\n  clientid\nFROM\n  "sensors/+/data"\nWHERE\n  payload.temperature > 30',
  },
  {
    id: 'foreach',
    title: msg`FOREACH over an array`,
    description: msg`One output per element of an array in the payload, with a condition on each element.`,
    sql: 'FOREACH\n  payload.sensors as s\nDO\n  s.name as name,\n  s.value as value\nINCASE\n  s.value > 10\nFROM\n  "sensors/batch"',
  },
  {
    id: 'case-when',
    title: msg`CASE WHEN`,
    description: msg`A value chosen by conditions, like a level named from a reading.`,
    sql: "SELECT\n  CASE\n    WHEN payload.temperature > 30 THEN 'hot'\n    WHEN payload.temperature < 10 THEN 'cold'\n    ELSE 'normal'\n  END as level,\n  clientid\nFROM\n  \"sensors/#\"",
  },
  {
    id: 'json-decode',
    title: msg`JSON decode`,
    description: msg`Decode a JSON payload into a map to read its fields by name.`,
    sql: 'SELECT\n  json_decode(payload) as data,\n  upper(clientid) as device\nFROM\n  "devices/#"',
  },
  {
    id: 'events',
    title: msg`Client events`,
    description: msg`React to clients connecting: events are read like topics, from $events/….`,
    sql: 'SELECT\n  clientid,\n  username,\n  peername,\n  connected_at\nFROM\n  "$events/client_connected"',
  },
];
