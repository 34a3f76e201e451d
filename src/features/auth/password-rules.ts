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

function kinds(password: string): number {
  return [/[A-Za-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

/** Spec rules: 8 to 64 characters, at least two of letters, numbers and symbols; differs from the old; confirmed. */
export function validatePasswordChange({ oldPassword, newPassword, confirmPassword }: PasswordChange): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!oldPassword) errors.oldPassword = msg`Old password is required`;
  if (!newPassword) errors.newPassword = msg`New password is required`;
  else if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) errors.newPassword = msg`The password must be 8 to 64 characters long`;
  else if (kinds(newPassword) < 2) errors.newPassword = msg`Use at least two of letters, numbers and symbols`;
  else if (newPassword === oldPassword) errors.newPassword = msg`The new and old passwords cannot be the same`;
  if (!confirmPassword) errors.confirmPassword = msg`Please confirm the new password`;
  else if (confirmPassword !== newPassword) errors.confirmPassword = msg`Two inputs don't match!`;
  return errors;
}
