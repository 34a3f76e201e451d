/**
 * Reads one node's log of a trace page by page (`GET /trace/{name}/log?node&position&bytes`), each
 * page appended where the last ended. While `follow` is on it asks for the next page every couple
 * of seconds, and at once while pages come back full, like `tail -f`; otherwise the screen asks
 * for more. Reading stops for good past MAX_LOADED_BYTES. Following is polling, under the policy of
 * src/api/poll.ts: nothing while the tab is hidden, and longer waits while reads fail.
 */
import { focusManager } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { backoff, spreadInterval } from '../../api/poll';
import { getTraceByNameLog } from '../../generated/endpoints/trace/trace';
import { appendPage, EMPTY_LOG, PAGE_BYTES, type LoadedLog } from './log-buffer';

/** How often a followed log asks for what was written since. */
export const FOLLOW_MS = 2000;

export interface TraceLogState {
  log: LoadedLog;
  /** The first page is on its way. */
  loading: boolean;
  /** The last read failed (the HTTP layer has said why). */
  failed: boolean;
  /** Reads the next page now. */
  loadMore: () => void;
}

/** What has been read of one file: `key` names the trace and node it belongs to. */
interface Reading {
  key: string;
  log: LoadedLog;
  loading: boolean;
  failed: boolean;
}

export function useTraceLog(name: string, node: string | undefined, follow: boolean): TraceLogState {
  const key = `${name}\n${node ?? ''}`;
  const [stored, setStored] = useState<Reading>({ key, log: EMPTY_LOG, loading: node !== undefined, failed: false });
  // Another trace or node starts from the top of its file; what was read of the last one is dropped.
  const reading = stored.key === key ? stored : { key, log: EMPTY_LOG, loading: node !== undefined, failed: false };
  /** The log as last read, for the next read's position (state lags a render behind). */
  const current = useRef<{ key: string; log: LoadedLog }>({ key, log: EMPTY_LOG });
  const busy = useRef(false);
  /** Aborted when the file changes or the screen goes: its answers are dropped. */
  const reader = useRef<AbortController | undefined>(undefined);
  /** Reads that failed in a row: the follow ticks skip more of their turns while it grows. */
  const failures = useRef(0);

  const read = useCallback(
    async (background: boolean) => {
      const controller = reader.current;
      const from = current.current;
      if (!node || !controller || busy.current || from.key !== key || from.log.tooLong) return;
      busy.current = true;
      try {
        const page = await getTraceByNameLog(name, { node, position: from.log.position, bytes: PAGE_BYTES }, { background }, controller.signal);
        if (controller.signal.aborted) return;
        const log = appendPage(from.log, page.items ?? '', page.meta?.position ?? from.log.position);
        current.current = { key, log };
        failures.current = 0;
        setStored({ key, log, loading: false, failed: false });
      } catch {
        if (controller.signal.aborted) return;
        failures.current += 1;
        setStored({ key, log: from.log, loading: false, failed: true });
      } finally {
        if (!controller.signal.aborted) busy.current = false;
      }
    },
    [name, node, key],
  );

  useEffect(() => {
    const controller = new AbortController();
    reader.current = controller;
    busy.current = false;
    current.current = { key, log: EMPTY_LOG };
    void read(false);
    return () => controller.abort();
  }, [read, key]);

  useEffect(() => {
    if (!follow || reading.log.tooLong) return;
    let ticks = 0;
    const timer = setInterval(() => {
      if (!focusManager.isFocused()) return;
      ticks += 1;
      // After n failures in a row, one read every 2ⁿ ticks (at most every 8): backoff's factor.
      if (ticks < backoff(1, failures.current)) return;
      ticks = 0;
      void read(true);
    }, spreadInterval(`trace-log:${name}`, FOLLOW_MS));
    return () => clearInterval(timer);
  }, [follow, reading.log.tooLong, name, read]);

  // Behind the writer: read on at once until caught up.
  useEffect(() => {
    if (follow && reading.log.moreNow && !reading.log.tooLong) void read(true);
  }, [follow, reading.log, read]);

  const loadMore = useCallback(() => void read(false), [read]);
  return { log: reading.log, loading: reading.loading, failed: reading.failed, loadMore };
}
