/**
 * The error catalogue of the console (docs/product-spec.md §8): which failures toast what, and the
 * de-duplication that says one failure once: a burst of identical failures, a toast still on
 * screen, a poll failing again as before (query-failures.ts), a run of requests without response
 * (reachability.ts).
 * The UI (toaster, router) connects itself with `connectHttpUi`; until then reports go nowhere.
 */
import { t } from '@lingui/core/macro';
import type { QueryCache } from '@tanstack/react-query';
import { EXPIRED_TOKEN_CODES, readErrorBody } from './api-error';
import { httpKey, isRefetchingAfter, unreadableKey, watchQueryFailures } from './query-failures';
import { claimAnnouncement, noteNoResponse, noteRequestSent, noteRequestSettled, requestsInFlight } from './reachability';
import { clearSession } from './session';

export interface HttpUi {
  /** Shows an error toast; what it returns, if anything, settles once the toast has left the screen. */
  toast: (message: string) => Promise<void> | void;
  /** Leaves for the login page, remembering the page the user was on. */
  toLogin: () => void;
}

const noUi: HttpUi = { toast: () => undefined, toLogin: () => undefined };
let ui: HttpUi = noUi;

export function connectHttpUi(next: HttpUi): () => void {
  ui = next;
  return () => {
    if (ui === next) ui = noUi;
  };
}

/** A key is toasted once until every request has settled and a further second has passed (the spec's burst). */
const RESET_AFTER_MS = 1000;
const toasted = new Set<string>();
/** Keys whose toast the user can still read: the same words again would only stack. */
const onScreen = new Set<string>();
let resetTimer: ReturnType<typeof setTimeout> | undefined;

export function requestStarted(): void {
  noteRequestSent();
  clearTimeout(resetTimer);
}

export function requestSettled(): void {
  noteRequestSettled();
  if (requestsInFlight() === 0) {
    clearTimeout(resetTimer);
    resetTimer = setTimeout(() => toasted.clear(), RESET_AFTER_MS);
  }
}

/**
 * Failures that may be a query failing again as before: which request failed is not known here,
 * so each waits until the queries have taken their answers in (a zero timeout comes after the
 * promise callbacks that carry a failure to its query). A repeat cancels one waiting failure of
 * its key; failures of one key are alike, so which one does not matter.
 */
const waiting: { key: string; message: string }[] = [];
const repeats = new Map<string, number>();

/** The app's query cache, whose polls' repeated failures are no news. */
export function watchQueries(cache: QueryCache): () => void {
  return watchQueryFailures(cache, (key) => {
    if (waiting.some((failure) => failure.key === key)) repeats.set(key, (repeats.get(key) ?? 0) + 1);
  });
}

function decideWaiting(): void {
  for (const { key, message } of waiting.splice(0)) {
    const repeated = repeats.get(key) ?? 0;
    if (repeated > 0) repeats.set(key, repeated - 1);
    else toastOnce(key, message);
  }
  repeats.clear();
}

function toastOnce(key: string, message: string): void {
  if (toasted.has(key) || onScreen.has(key)) return;
  toasted.add(key);
  const gone = ui.toast(message);
  if (!gone) return;
  onScreen.add(key);
  void gone.then(() => onScreen.delete(key));
}

function announce(key: string, message: string): void {
  if (toasted.has(key) || onScreen.has(key)) return;
  if (!isRefetchingAfter(key)) return toastOnce(key, message);
  if (waiting.push({ key, message }) === 1) setTimeout(decideWaiting, 0);
}

/**
 * While the user's own password change is under way the broker revokes the token, and polls sent
 * with it come back 401. That ends nothing: the change logs straight back in, or fails and says why.
 */
let passwordChangesUnderway = 0;

export async function whilePasswordChanges<T>(work: () => Promise<T>): Promise<T> {
  passwordChangesUnderway += 1;
  try {
    return await work();
  } finally {
    passwordChangesUnderway -= 1;
  }
}

export function reportHttpError(status: number, body: unknown): void {
  const error = readErrorBody(body);
  if (status === 401) {
    const expired = error?.code !== undefined && EXPIRED_TOKEN_CODES.includes(error.code);
    if (expired) {
      if (passwordChangesUnderway > 0) return;
      announce(httpKey(401), t`Login has expired, please login again`);
    } else {
      announce(httpKey(401), describe(status, error));
    }
    clearSession();
    ui.toLogin();
    return;
  }
  announce(httpKey(status), describe(status, error));
}

/** An answer the console cannot read: said once per burst, and nothing of it is kept. */
export function reportUnreadableAnswer(status: number): void {
  announce(unreadableKey(status), t`${status} The broker's answer could not be read`);
}

/** Fields already said: a departure is news once a session, however often a screen reads it. */
const misfitsSaid = new Set<string>();

/** A field of an answer that departs from the API document, read by a screen (tolerant-answer.ts). */
export function reportMisfitRead(operation: string, field: string): void {
  const key = `${operation} ${field}`;
  if (misfitsSaid.has(key)) return;
  misfitsSaid.add(key);
  // Said after the render that read it: a toast is state of its own.
  setTimeout(() => toastOnce(`misfit:${key}`, t`The broker's answer to ${operation} has ${field} in a form this console does not know. The rest is shown.`), 0);
}

/** A change a viewer's control should not have offered: said once, never sent. */
export function reportReadOnly(): void {
  toastOnce('read-only', t`Your role (viewer) can only view: changes need an administrator.`);
}

/**
 * A request that got no response. Only the first of a run is toasted: after that the shell's
 * banner says the broker is not responding, until a request gets an answer again.
 */
export function reportNoResponse(handledByCaller = false): void {
  noteNoResponse();
  if (!handledByCaller && claimAnnouncement()) toastOnce('no-response', t`Some error occurred`);
}

function describe(status: number, error: { code?: string; message?: string } | undefined): string {
  if (!error) return t`${status} Network error`;
  return [String(status), error.code, error.message].filter(Boolean).join(' ');
}
