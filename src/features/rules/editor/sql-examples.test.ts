import { runRuleTest } from '../../../../sandbox/rule-sql/rule-test';
import { parseSections } from '../sql/sections';
import { SQL_EXAMPLES } from './sql-examples';

/** Test data each example matches. */
const CONTEXTS: Record<string, object> = {
  'select-filter': { event_type: 'message_publish', topic: 'sensors/1/data', payload: '{"temperature": 35}' },
  foreach: { event_type: 'message_publish', topic: 'sensors/batch', payload: '{"sensors": [{"name": "a", "value": 5}, {"name": "b", "value": 15}]}' },
  'case-when': { event_type: 'message_publish', topic: 'sensors/x', payload: '{"temperature": 35}' },
  'json-decode': { event_type: 'message_publish', topic: 'devices/1', payload: '{"a": 1}', clientid: 'dev1' },
  events: { event_type: 'client_connected', clientid: 'c1' },
};

describe('SQL examples', () => {
  it.each(SQL_EXAMPLES.map((e) => [e.id, e] as const))('%s runs on its test data and fits the form', (id, example) => {
    const outcome = runRuleTest(example.sql, CONTEXTS[id], { now: () => 0, node: 'emqx@127.0.0.1' });
    expect(outcome.status).toBe(200);
    expect(parseSections(example.sql).representable).toBe(true);
  });

  it('FOREACH gives one output per element that meets INCASE', () => {
    const example = SQL_EXAMPLES.find((e) => e.id === 'foreach')!;
    const outcome = runRuleTest(example.sql, CONTEXTS.foreach, { now: () => 0, node: 'n' });
    expect(outcome).toEqual({ status: 200, output: [{ name: 'b', value: 15 }] });
  });
});
