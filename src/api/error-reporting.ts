/**
 * The error catalogue of the console (spec section 8): which failures toast what, and the
 * de-duplication that keeps a burst of identical failures down to one toast.
 * The UI (toaster, router) connects itself with `connectHttpUi`; until then reports go nowhere.
 */
import { t } from '@lingui/core/macro';
import { EXPIRED_TOKEN_CODES, readErrorBody } from './api-error';
import { claimAnnouncement, noteNoResponse } from './reachability';
import { clearSession } from './session';

export interface HttpUi {
  /** Shows an error toast. */
  toast: (message: string) => void;
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

/** A key is toasted once until every request has settled and a further second has passed. */
const RESET_AFTER_MS = 1000;
const toasted = new Set<string>();
let inFlight = 0;
let resetTimer: ReturnType<typeof setTimeout> | undefined;

export function requestStarted(): void {
  inFlight += 1;
  clearTimeout(resetTimer);
}

export function requestSettled(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight === 0) {
    clearTimeout(resetTimer);
    resetTimer = setTimeout(() => toasted.clear(), RESET_AFTER_MS);
  }
}

function toastOnce(key: string, message: string): void {
  if (toasted.has(key)) return;
  toasted.add(key);
  ui.toast(message);
}

/** After the user's own password change the broker revokes the token: that 401 is expected, not news. */
const PASSWORD_CHANGE_GRACE_MS = 10_000;
let passwordChangedAt = 0;

export function notePasswordChanged(now = Date.now()): void {
  passwordChangedAt = now;
}

export function reportHttpError(status: number, body: unknown): void {
  const error = readErrorBody(body);
  if (status === 401) {
    const expired = error?.code !== undefined && EXPIRED_TOKEN_CODES.includes(error.code);
    const justChangedPassword = Date.now() - passwordChangedAt < PASSWORD_CHANGE_GRACE_MS;
    if (expired) {
      if (!justChangedPassword) toastOnce('401', t`Login has expired, please login again`);
    } else {
      toastOnce('401', describe(status, error));
    }
    clearSession();
    ui.toLogin();
    return;
  }
  toastOnce(String(status), describe(status, error));
}

/** An answer the console cannot read: said once per burst, and nothing of it is kept. */
export function reportUnreadableAnswer(status: number): void {
  toastOnce(`unreadable-${status}`, t`${status} The broker's answer could not be read`);
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
