import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { hasToleratedFields } from './tolerated';
import { readAnswer, type FieldMisfit } from './tolerant-answer';

const trace = z.object({ name: z.string(), type: z.enum(['clientid', 'topic']), log_size: z.array(z.object({ node: z.string(), size: z.number() })), start_at: z.string() });
const list = z.object({ data: z.array(trace), meta: z.object({ page: z.number(), limit: z.number(), count: z.number() }) });
const answer = () => ({
  data: [
    { name: 't1', type: 'clientid', log_size: { 'emqx@n1': 120 }, start_at: '2026-12-07T10:00:00Z' },
    { name: 't2', type: 'ip_address', log_size: [{ node: 'emqx@n1', size: 5 }], start_at: '2026-12-07T10:00:00Z' },
  ],
  meta: { page: 1, limit: 50 },
});

function read(schema: z.ZodType, body: unknown) {
  const said: FieldMisfit[] = [];
  const reading = readAnswer(schema, body, (m) => said.push(m));
  return { reading, said };
}

describe('the tolerant reader of answers', () => {
  it('gives an answer that fits as it is', () => {
    const body = { data: [], meta: { page: 1, limit: 50, count: 0 } };
    const { reading } = read(list, body);
    expect(reading).toEqual({ value: body });
    expect(hasToleratedFields(body)).toBe(false);
  });

  it('refuses what cannot be read at all: the wrong kind of answer, a top-level list of the wrong kind, an element that is not an item', () => {
    expect(read(list, 42).reading).toMatchObject({ unreadable: expect.stringContaining('(the answer)') });
    expect(read(list, { data: 'none', meta: { page: 1, limit: 1, count: 0 } }).reading).toMatchObject({ unreadable: expect.stringMatching(/^data/) });
    expect(read(list, { data: [7], meta: { page: 1, limit: 1, count: 0 } }).reading).toMatchObject({ unreadable: expect.stringMatching(/^data\.0/) });
    expect(read(z.array(trace), [null]).reading).toMatchObject({ unreadable: expect.any(String) });
  });

  it('keeps the rest of an answer whose fields depart, and says nothing of the fields nobody reads', () => {
    const { reading, said } = read(list, answer());
    if (!('value' in reading)) throw new Error('unreadable');
    const value = reading.value as { data: { name: string; type: string }[]; meta: { page: number } };
    expect(hasToleratedFields(value)).toBe(true);
    expect(value.data.map((t) => t.name)).toEqual(['t1', 't2']);
    expect(value.meta.page).toBe(1);
    expect(said).toEqual([]);
  });

  it('says a departed field once it is read: a list where a map came is left out, an unknown enum value is kept, a missing field stays missing', () => {
    const { reading, said } = read(list, answer());
    const value = (reading as { value: { data: { log_size?: unknown; type: string }[]; meta: { count?: number } } }).value;
    expect(value.data[0]!.log_size).toBeUndefined();
    expect(said.map((m) => m.field)).toEqual(['data[].log_size']);
    expect(value.data[1]!.type).toBe('ip_address');
    expect(value.meta.count).toBeUndefined();
    expect(said.map((m) => m.field)).toEqual(['data[].log_size', 'data[].type', 'meta.count']);
  });

  it('reads a scalar as the type the document gives it where nothing is lost', () => {
    const node = z.array(z.object({ node: z.string(), uptime: z.number(), running: z.boolean() }));
    const onRead = vi.fn();
    const reading = readAnswer(node, [{ node: 7, uptime: '12', running: 'true' }], onRead);
    expect((reading as { value: unknown }).value).toEqual([{ node: '7', uptime: 12, running: true }]);
    // Each read is told; the toast says each field once (error-reporting.ts).
    expect(new Set(onRead.mock.calls.map((call) => (call[0] as FieldMisfit).field))).toEqual(new Set(['[].node', '[].uptime', '[].running']));
  });

  it('takes fields the document does not name as data', () => {
    const strict = z.strictObject({ a: z.string() });
    expect(read(strict, { a: 'x', b: 1 }).reading).toEqual({ value: { a: 'x', b: 1 } });
  });
});
