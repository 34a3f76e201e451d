/**
 * Log traces as the console reads them from `GET /trace`: what a trace follows, its window and
 * status, and its log size per node. The broker's answers are read loosely (`log_size` a map of node
 * to bytes, or the published document's list; times as RFC 3339 or epoch seconds).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TraceTrace } from '../../generated/model';

export type TraceType = TraceTrace['type'];
export type TraceStatus = 'waiting' | 'running' | 'stopped';

export const TRACE_TYPES: readonly TraceType[] = ['clientid', 'topic', 'ip_address', 'ruleid'];

export const TRACE_TYPE_LABELS: Record<TraceType, MessageDescriptor> = {
  clientid: msg`Client ID`,
  topic: msg`Topic`,
  ip_address: msg`IP address`,
  ruleid: msg`Rule ID`,
};

export const TRACE_STATUS_LABELS: Record<TraceStatus, MessageDescriptor> = {
  waiting: msg`Waiting`,
  running: msg`Running`,
  stopped: msg`Stopped`,
};

/** The client ID, topic filter, IP address or rule ID the trace follows. */
export function conditionOf(trace: TraceTrace): string {
  return trace[trace.type] ?? '';
}

/** A time the broker sent (RFC 3339, or epoch seconds) as epoch ms; undefined when unreadable. */
export function traceTime(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value * 1000;
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The status the broker sent, or the one its window gives at `now` when it sent none. */
export function statusOf(trace: TraceTrace, now = Date.now()): TraceStatus {
  if (trace.status === 'waiting' || trace.status === 'running' || trace.status === 'stopped') return trace.status;
  const start = traceTime(trace.start_at);
  const end = traceTime(trace.end_at);
  if (start !== undefined && now < start) return 'waiting';
  return end !== undefined && now >= end ? 'stopped' : 'running';
}

/** Still to write lines: running, or waiting for its start. */
export const isActive = (status: TraceStatus) => status !== 'stopped';

export interface NodeSize {
  node: string;
  size: number;
}

/**
 * The log size per node. The broker sends an object of node to bytes
 * (emqx_mgmt_api_trace:collect_file_size/3; the document is corrected to say so in
 * scripts/openapi/corrections-setup.ts); the published document's list of `{node, size}` is still read.
 */
export function logSizes(trace: Pick<TraceTrace, 'log_size'>): NodeSize[] {
  const raw: unknown = trace.log_size;
  if (Array.isArray(raw)) {
    return raw.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { node, size } = item as { node?: unknown; size?: unknown };
      return typeof node === 'string' ? [{ node, size: typeof size === 'number' ? size : 0 }] : [];
    });
  }
  if (typeof raw === 'object' && raw !== null) {
    return Object.entries(raw as Record<string, unknown>).map(([node, size]) => ({ node, size: typeof size === 'number' ? size : 0 }));
  }
  return [];
}

/** The file name a download is saved under: the broker's `content-disposition`, else `{name}.zip`. */
export function downloadFileName(contentDisposition: string | null, traceName: string, node?: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  if (match?.[1]) {
    try {
      return decodeURIComponent(match[1].trim());
    } catch {
      return match[1].trim();
    }
  }
  return node ? `${traceName}-${node}.zip` : `${traceName}.zip`;
}
