/**
 * Log traces as the broker keeps them (`emqx_trace`): a name, what to follow (client ID, topic
 * filter, IP address or rule ID), a time window in whole seconds and, per node, a log file that
 * grows while the trace runs. Status comes from the clock: waiting before the start, running
 * until the end, stopped after it or once stopped by hand.
 */
import { isIP } from 'node:net';
import { parseApiTime } from '../lib/api-time';
import { isJsonObject } from '../lib/json';
import { isValidFilter, topicMatches } from '../lib/topic';
import type { SandboxState } from '../state';
import { linesAt, publishTopic, type LineFormat, type PayloadEncode, type TraceFormatter, type TraceSource } from './trace-lines';
import { denialsOf } from './authz-cache';
import { appendLog, createLogFile, type NodeLogFile } from './trace-log';

export type TraceType = 'clientid' | 'topic' | 'ip_address' | 'ruleid';
export const TRACE_TYPES: readonly TraceType[] = ['clientid', 'topic', 'ip_address', 'ruleid'];
export type TraceStatus = 'waiting' | 'running' | 'stopped';

export interface TraceRecord {
  name: string;
  type: TraceType;
  /** The client ID, topic filter, IP address or rule ID followed. */
  filter: string;
  payloadEncode: PayloadEncode;
  formatter: TraceFormatter;
  /** Epoch ms, whole seconds as the broker keeps them. */
  startAt: number;
  endAt: number;
  /** Stopped by hand (`PUT /trace/{name}/stop`) at this moment. */
  stoppedAt?: number;
  /** Seconds of the trace written to the files so far. */
  written: number;
  /** The log file on each node, once the trace has started. */
  files: Map<string, NodeLogFile>;
}

/** What the broker allows at once (`?MAX_SIZE` in emqx_trace). */
export const MAX_TRACES = 30;
/** A trace without an end runs this long (emqx_trace's default). */
export const DEFAULT_DURATION_MS = 10 * 60_000;
/** Each node's file stops growing here, so a trace left on `#` cannot eat the sandbox's memory. */
export const LOG_CAP_BYTES = 8 * 2 ** 20;
/** A topic trace follows at most this many publishers per node and second. */
const MAX_PUBLISHERS_PER_SECOND = 4;

export const NAME_RULE = /^[A-Za-z]+[A-Za-z0-9-_]*$/;

type World = Pick<SandboxState, 'nodes' | 'clients' | 'subscriptions' | 'rules' | 'authz' | 'authzRules'>;

export function traceStatus(trace: TraceRecord, now: number): TraceStatus {
  if (trace.stoppedAt !== undefined) return 'stopped';
  if (now < trace.startAt) return 'waiting';
  return now >= trace.endAt ? 'stopped' : 'running';
}

/** `trace_{name}_{date}.log`: the broker's file name for the trace, on every node. */
export function traceFileName(trace: TraceRecord): string {
  return `trace_${trace.name}_${new Date(trace.startAt).toISOString().slice(0, 10)}.log`;
}

/** Who writes into the trace on each node. */
function sourcesByNode(trace: TraceRecord, world: World, at: number): Map<string, TraceSource[]> {
  const byNode = new Map<string, TraceSource[]>(world.nodes.map((n) => [n.name, []]));
  if (trace.type === 'ruleid') {
    const rule = world.rules.get(trace.filter);
    if (rule) for (const sources of byNode.values()) sources.push({ kind: 'rule', rule });
    return byNode;
  }
  const online = (clientid: string) => {
    const c = world.clients.get(clientid);
    return c && (c.disconnectedAt === undefined || c.disconnectedAt > at) ? c : undefined;
  };
  const candidates =
    trace.type === 'clientid'
      ? [online(trace.filter)].filter((c) => c !== undefined)
      : [...world.clients.values()].filter((c) => online(c.clientid) && (trace.type === 'ip_address' ? c.ip === trace.filter : topicMatches(trace.filter, publishTopic(c))));
  for (const client of candidates) {
    const subscriptions = world.subscriptions.get(client.clientid) ?? [];
    byNode.get(client.node)?.push({ kind: 'client', client, topic: publishTopic(client), subscriptions, denials: denialsOf(world, client, subscriptions) });
  }
  return byNode;
}

/** A topic trace on a busy filter takes a different few publishers each second. */
function sourcesAt(trace: TraceRecord, sources: readonly TraceSource[], tick: number): readonly TraceSource[] {
  if (trace.type !== 'topic' || sources.length <= MAX_PUBLISHERS_PER_SECOND) return sources;
  const from = (tick * MAX_PUBLISHERS_PER_SECOND) % sources.length;
  return Array.from({ length: MAX_PUBLISHERS_PER_SECOND }, (_, i) => sources[(from + i) % sources.length]!);
}

/** Writes the seconds that have passed since the files were last written, up to the trace's end. */
export function advanceTrace(trace: TraceRecord, world: World, now: number): void {
  const until = Math.min(now, trace.endAt, trace.stoppedAt ?? Infinity);
  if (until < trace.startAt) return;
  for (const node of world.nodes) if (!trace.files.has(node.name)) trace.files.set(node.name, createLogFile(trace.startAt));
  const target = Math.floor((until - trace.startAt) / 1000);
  if (target <= trace.written) return;
  const format: LineFormat = { formatter: trace.formatter, payloadEncode: trace.payloadEncode, messagesOnly: trace.type === 'topic' };
  const sources = sourcesByNode(trace, world, until);
  for (const [node, nodeSources] of sources) {
    const file = trace.files.get(node);
    if (!file || nodeSources.length === 0) continue;
    for (let tick = trace.written; tick < target; tick++) {
      const text = linesAt(format, sourcesAt(trace, nodeSources, tick), node, trace.startAt, tick);
      if (text && !appendLog(file, text, trace.startAt + tick * 1000 + 999, LOG_CAP_BYTES)) break;
    }
  }
  trace.written = target;
}

const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;
/** RFC 3339 in UTC without fractions: the broker's seconds. */
const atSecond = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * The trace as `GET /trace` lists it: the condition under its type's key, and `log_size` an object
 * of node to bytes (emqx_mgmt_api_trace:collect_file_size/3 folds the running nodes into a map;
 * the document's list of `{node, size}` is not what the broker sends).
 */
export function traceView(trace: TraceRecord, nodes: readonly { name: string }[], now: number) {
  return {
    name: trace.name,
    type: trace.type,
    [trace.type]: trace.filter,
    status: traceStatus(trace, now),
    payload_encode: trace.payloadEncode,
    formatter: trace.formatter,
    start_at: atSecond(trace.startAt),
    end_at: atSecond(trace.endAt),
    log_size: Object.fromEntries(nodes.map((n) => [n.name, trace.files.get(n.name)?.size ?? 0])),
  };
}

/**
 * What `POST /trace` answers (emqx_mgmt_api_trace:format_trace/1): every running node's size 0,
 * and `end_at` printed from the start second, as 5.8.1's format_trace/1 does; the stored window
 * (and `GET /trace`) keeps the real end.
 */
export function createdView(trace: TraceRecord, nodes: readonly { name: string }[], now: number) {
  const view = traceView(trace, nodes, now);
  return { ...view, end_at: view.start_at, log_size: Object.fromEntries(nodes.map((n) => [n.name, 0])) };
}

/**
 * Why emqx_topic:validate(filter, …) refuses a topic filter, as io_lib's ~p prints the error it
 * raises (emqx_trace:validate_topic/1): a `#` that is not the last level, a `#` or `+` inside a
 * level, an empty filter; undefined when it passes.
 */
function topicFault(filter: string): string | undefined {
  if (filter === '') return 'empty_topic';
  const words = filter.split('/');
  for (const [i, w] of words.entries()) {
    if (w === '#' && i < words.length - 1) return "'topic_invalid_#'";
    if (w !== '#' && w !== '+' && (w.includes('#') || w.includes('+') || w.includes(String.fromCharCode(0)))) return 'topic_invalid_char';
  }
  return isValidFilter(filter) ? undefined : 'topic_invalid_char';
}

export type TraceDraft = Omit<TraceRecord, 'written' | 'files' | 'stoppedAt'>;

/**
 * The trace a `POST /trace` body asks for, or the broker's reason to refuse it (its texts): the
 * start is never before now, a missing end is ten minutes after the start.
 */
export function parseTrace(body: unknown, now: number): TraceDraft | { error: string } {
  if (!isJsonObject(body)) return { error: 'name required' };
  const { name, type } = body;
  if (typeof name !== 'string' || name === '') return { error: 'name required' };
  if (!NAME_RULE.test(name)) return { error: `Name should be ${NAME_RULE.source}` };
  if (typeof type !== 'string' || !(TRACE_TYPES as readonly string[]).includes(type)) return { error: 'type=[topic,clientid,ip_address] required' };
  const filter = body[type];
  if (typeof filter !== 'string') return { error: `required ${type} field` };
  if (type === 'topic') {
    const why = topicFault(filter);
    if (why) return { error: `topic: ${filter} invalid by ${why}` };
  }
  if (filter === '') return { error: `required ${type} field` };
  if (type === 'ip_address' && isIP(filter) === 0) return { error: 'ip address: einval' };

  const time = (value: unknown): number | undefined | { error: string } => {
    if (value === undefined) return undefined;
    const ms = parseApiTime(value, false);
    return ms === undefined || ms === 'infinity' ? { error: `The rfc3339 specification not satisfied: ${String(value)}` } : seconds(ms);
  };
  const start = time(body.start_at);
  const end = time(body.end_at);
  if (typeof start === 'object') return start;
  if (typeof end === 'object') return end;
  // emqx_trace:to_trace/2 keeps a given start as it is (even one already past); none is now.
  const startAt = start ?? seconds(now);
  if (end !== undefined && end <= now) return { error: 'end_at time has already passed' };
  const endAt = end ?? startAt + DEFAULT_DURATION_MS;
  if (endAt <= startAt) return { error: 'failed by start_at >= end_at' };
  return {
    name,
    type: type as TraceType,
    filter,
    payloadEncode: body.payload_encode === 'hex' || body.payload_encode === 'hidden' ? body.payload_encode : 'text',
    formatter: body.formatter === 'json' ? 'json' : 'text',
    startAt,
    endAt,
  };
}

export const newTrace = (draft: TraceDraft): TraceRecord => ({ ...draft, written: 0, files: new Map() });
