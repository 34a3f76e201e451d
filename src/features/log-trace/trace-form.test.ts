import { toLocalInput } from '../../components/expiry/expiry';
import { emptyTraceDraft, traceBody, validateTrace, type TraceDraft } from './trace-form';

const NOW = Date.UTC(2025, 0, 15, 9, 30);
const at = (ms: number) => toLocalInput(new Date(ms));
const draft = (patch: Partial<TraceDraft>): TraceDraft => ({ ...emptyTraceDraft(NOW), name: 'debug_1', condition: 'sensor-1', ...patch });
const messages = (d: TraceDraft) => Object.fromEntries(Object.entries(validateTrace(d, NOW)).map(([k, v]) => [k, v?.message]));

describe('trace form', () => {
  it('starts now and runs thirty minutes, as text', () => {
    const empty = emptyTraceDraft(NOW);
    expect(empty).toMatchObject({ name: '', type: 'clientid', payloadEncode: 'text', formatter: 'text' });
    expect(empty.startAt).toBe(at(NOW));
    expect(empty.endAt).toBe(at(NOW + 30 * 60_000));
    expect(messages(draft({}))).toEqual({});
  });

  it('holds names to the spec rule', () => {
    expect(messages(draft({ name: '' }))).toEqual({ name: 'Name is required' });
    for (const bad of ['1abc', '_x', 'a b', 'a.b', 'ä']) expect(messages(draft({ name: bad })).name).toBe("Start with a letter; use only letters, digits, underscores and '-'");
    for (const good of ['a', 'Trace-1_x', 'device_debug']) expect(messages(draft({ name: good }))).toEqual({});
  });

  it('asks for the condition of the type, and checks topics and addresses', () => {
    expect(messages(draft({ condition: ' ' }))).toEqual({ condition: 'Client ID is required' });
    expect(messages(draft({ type: 'topic', condition: '' }))).toEqual({ condition: 'Topic is required' });
    expect(messages(draft({ type: 'topic', condition: 'a/#/b' })).condition).toMatch(/whole level/);
    expect(messages(draft({ type: 'topic', condition: 'factory/+/#' }))).toEqual({});
    expect(messages(draft({ type: 'ip_address', condition: '10.0.0' }))).toEqual({ condition: 'Enter an IPv4 or IPv6 address' });
    expect(messages(draft({ type: 'ip_address', condition: '2001:db8::1' }))).toEqual({});
    expect(messages(draft({ type: 'ruleid', condition: '' }))).toEqual({ condition: 'Rule ID is required' });
  });

  it('needs both times, an end after the start and not passed', () => {
    expect(messages(draft({ startAt: '' }))).toEqual({ startAt: 'start time or end time is required' });
    expect(messages(draft({ endAt: '' }))).toEqual({ endAt: 'start time or end time is required' });
    expect(messages(draft({ endAt: at(NOW - 60_000), startAt: at(NOW - 120_000) }))).toEqual({ endAt: 'The end time has already passed' });
    expect(messages(draft({ startAt: at(NOW + 60 * 60_000) }))).toEqual({ endAt: 'The end time must be after the start time' });
    // A start in the past is the broker's "now".
    expect(messages(draft({ startAt: at(NOW - 60 * 60_000) }))).toEqual({});
  });

  it('puts the condition under its type and the times in UTC', () => {
    const body = traceBody(draft({ type: 'topic', condition: ' t/# ', name: ' t1 ', payloadEncode: 'hex', formatter: 'json' }));
    expect(body).toEqual({
      name: 't1',
      type: 'topic',
      topic: 't/#',
      start_at: new Date(NOW).toISOString(),
      end_at: new Date(NOW + 30 * 60_000).toISOString(),
      payload_encode: 'hex',
      formatter: 'json',
    });
  });
});
