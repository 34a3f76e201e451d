/**
 * Unsaved edits kept across a forced trip to the login page (an expired token mid-edit): a form
 * whose session ends while it holds changes puts them here, and the same user gets them back on
 * the same form after logging in again. Memory only: nothing typed (secrets included) is stored.
 */
import { useEffect, useRef } from 'react';
import { getSession, subscribeSession } from '../api/session';

const drafts = new Map<string, unknown>();

const keyFor = (username: string, form: string) => `${username}\u0000${form}`;

export function stashDraft(username: string, form: string, draft: unknown): void {
  drafts.set(keyFor(username, form), draft);
}

/** The draft stashed for this user and form, removed as it is handed back. */
export function takeDraft<T>(form: string): T | undefined {
  const username = getSession()?.username;
  if (username === undefined) return undefined;
  const key = keyFor(username, form);
  const draft = drafts.get(key) as T | undefined;
  drafts.delete(key);
  return draft;
}

/** Logging out on purpose means the edits are given up. */
export function clearDrafts(): void {
  drafts.clear();
}

/**
 * Stashes the form's changes when the session ends under it (the HTTP layer clears the session on
 * an expired token, then leaves for the login page).
 */
export function useStashOnSessionEnd(form: string, draft: unknown, dirty: boolean): void {
  const latest = useRef<{ draft: unknown; dirty: boolean; username?: string }>({ draft, dirty });
  useEffect(() => {
    latest.current = { draft, dirty, username: getSession()?.username ?? latest.current.username };
  });
  useEffect(
    () =>
      subscribeSession((session) => {
        const { draft: value, dirty: changed, username } = latest.current;
        if (!session && changed && username !== undefined) stashDraft(username, form, value);
      }),
    [form],
  );
}
