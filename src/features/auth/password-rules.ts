import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** Users whose default password EMQX ships as `public`. */
export const RESERVED_USERNAMES = ['admin', 'root', 'administrator'];
export const DEFAULT_PASSWORD = 'public';

export function usesDefaultPassword(username: string, password: string): boolean {
  return RESERVED_USERNAMES.includes(username) && password === DEFAULT_PASSWORD;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordChange, MessageDescriptor>>;

/** The symbols the broker counts as special characters (emqx_dashboard_admin: SPECIAL_CHARS). */
const SYMBOLS = /[!@#$%^&*()_+\-=[\]{}"|;':,./<>?`~ ]/;

/**
 * The broker's rule for a new password (emqx_dashboard_admin:legal_password/1): 8 to 64 bytes, at
 * least two of letters, digits and its symbols, and nothing outside ASCII, checked in that order.
 */
export function newPasswordProblem(password: string): MessageDescriptor | undefined {
  const bytes = new TextEncoder().encode(password).length;
  if (bytes < PASSWORD_MIN || bytes > PASSWORD_MAX) return msg`The password must be 8 to 64 characters long`;
  if ([/[A-Za-z]/, /[0-9]/, SYMBOLS].filter((re) => re.test(password)).length < 2) return msg`Use at least two of letters, numbers and symbols`;
  if ([...password].some((c) => c.charCodeAt(0) > 0x7f)) return msg`Use only ASCII letters, numbers and symbols`;
  return undefined;
}

/** The broker's rules (newPasswordProblem); differs from the old; confirmed. */
export function validatePasswordChange({ oldPassword, newPassword, confirmPassword }: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!oldPassword) errors.oldPassword = msg`Old password is required`;
  if (!newPassword) errors.newPassword = msg`New password is required`;
  else if (newPasswordProblem(newPassword)) errors.newPassword = newPasswordProblem(newPassword);
  else if (newPassword === oldPassword) errors.newPassword = msg`The new and old passwords cannot be the same`;
  if (!confirmPassword) errors.confirmPassword = msg`Please confirm the new password`;
  else if (confirmPassword !== newPassword) errors.confirmPassword = msg`Two inputs don't match!`;
  return errors;
}
