/**
 * Why a connection attempt failed, and when to stop trying. An operator who typed a wrong port
 * needs "refused", not "Reconnecting" forever: attempts that never reach CONNACK stop after a few,
 * and a connection that was up and dropped stops after a bounded stretch of failed attempts.
 * The MQTT worker runs this policy, and its bundle is built without Lingui's macros: the words for
 * each cause are in failure-summary.ts.
 */

/** What went wrong, as the operator can act on it. */
export type FailureCause =
  /** Nothing accepted the WebSocket (wrong host, port or path, no listener, TLS refused). */
  | { kind: 'refused' }
  /** The socket did not open, or the broker did not answer CONNECT, within the connect timeout. */
  | { kind: 'timeout' }
  /** The WebSocket opened but closed before any CONNACK, without a reason. */
  | { kind: 'closed' }
  /** The connection was up and went away. */
  | { kind: 'lost' }
  /** A refused CONNACK, or a DISCONNECT from the broker: its reason code. */
  | { kind: 'reason'; code: number; protocolVersion: number }
  /** A ws:// connection from an https page, which the browser would block. */
  | { kind: 'mixed-content' }
  /** The browser could not run the worker that holds the connections, or it failed. */
  | { kind: 'worker' }
  /** Anything else the client reported, in its own words. */
  | { kind: 'error'; message: string };

/** The cause, and how many attempts in a row failed out of how many the client makes before it gives up. */
export type Failure = FailureCause & { failed?: number; limit?: number };

/** What one connection attempt (one WebSocket) went through before it closed. */
export interface AttemptRecord {
  /** The WebSocket opened; a refused one (ECONNREFUSED, wrong path, TLS) errors and closes first. */
  opened: boolean;
  connacked: boolean;
  timedOut: boolean;
  reason?: { code: number; protocolVersion: number };
  errorMessage?: string;
}

export function newAttempt(): AttemptRecord {
  return { opened: false, connacked: false, timedOut: false };
}

/**
 * The cause of an attempt's end. A broker's reason says most, then the timeout; a WebSocket that
 * never opened was refused (browsers do not tell a page more, such as ECONNREFUSED, on purpose).
 */
export function classifyAttempt(attempt: AttemptRecord): FailureCause {
  if (attempt.reason) return { kind: 'reason', ...attempt.reason };
  if (attempt.timedOut) return { kind: 'timeout' };
  if (!attempt.opened) return { kind: 'refused' };
  if (attempt.errorMessage) return { kind: 'error', message: attempt.errorMessage };
  return attempt.connacked ? { kind: 'lost' } : { kind: 'closed' };
}

/** A connection that never reached CONNACK gives up after this many attempts in a row. */
export const ATTEMPTS_BEFORE_FIRST_CONNACK = 3;
/** One that was up keeps trying for about this long after it dropped, e.g. through a broker restart… */
export const RETRY_WINDOW_AFTER_DROP_MS = 60_000;
/** …and at least this many attempts, however long its reconnect period is… */
export const MIN_ATTEMPTS_AFTER_DROP = 10;
/** …but no more than this many, however short. */
export const MAX_ATTEMPTS_AFTER_DROP = 100;

/** How many failed attempts in a row the client makes before it gives up. */
export function attemptLimit(everConnected: boolean, reconnectPeriodMs: number): number {
  if (!everConnected) return ATTEMPTS_BEFORE_FIRST_CONNACK;
  const withinWindow = Math.ceil(RETRY_WINDOW_AFTER_DROP_MS / Math.max(1, reconnectPeriodMs));
  return Math.min(MAX_ATTEMPTS_AFTER_DROP, Math.max(MIN_ATTEMPTS_AFTER_DROP, withinWindow));
}

export function shouldGiveUp(failedInRow: number, everConnected: boolean, reconnectPeriodMs: number): boolean {
  return reconnectPeriodMs <= 0 || failedInRow >= attemptLimit(everConnected, reconnectPeriodMs);
}
