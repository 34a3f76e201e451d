/** The rules of dashboard users: the broker's username rule and the spec's password rule (docs/product-spec.md §5). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/password-rules';

/** EMQX Enterprise's dashboard roles. */
export const USER_ROLES = ['administrator', 'viewer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ROLE_LABELS: Record<UserRole, MessageDescriptor> = {
  administrator: msg`Administrator`,
  viewer: msg`Viewer`,
};

export const isUserRole = (value: unknown): value is UserRole => typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);

/** The broker's pattern for dashboard usernames, and its length limit. */
const USERNAME = /^[A-Za-z0-9]+[A-Za-z0-9_-]*$/;
export const USERNAME_MAX = 100;

export interface NewUser {
  username: string;
  password: string;
  confirmPassword: string;
  role: UserRole;
  description: string;
}

export type NewUserErrors = Partial<Record<'username' | 'password' | 'confirmPassword', MessageDescriptor>>;

const kinds = (password: string): number => [/[A-Za-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;

/** Spec: 8 to 64 characters, at least two of letters, numbers and symbols. */
export function passwordError(password: string): MessageDescriptor | undefined {
  if (!password) return msg`Password is required`;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return msg`The password must be 8 to 64 characters long`;
  if (kinds(password) < 2) return msg`Use at least two of letters, numbers and symbols`;
  return undefined;
}

export function usernameError(username: string, taken: readonly string[]): MessageDescriptor | undefined {
  if (!username) return msg`Username is required`;
  if (username.length > USERNAME_MAX) return msg`The username can be at most 100 characters long`;
  if (!USERNAME.test(username)) return msg`Start with a letter or digit, then use only letters, digits, underscores (_) and hyphens (-)`;
  if (taken.includes(username)) return msg`This username is already taken`;
  return undefined;
}

export function validateNewUser(user: NewUser, taken: readonly string[]): NewUserErrors {
  const errors: NewUserErrors = {};
  const username = usernameError(user.username.trim(), taken);
  if (username) errors.username = username;
  const password = passwordError(user.password);
  if (password) errors.password = password;
  if (!user.confirmPassword) errors.confirmPassword = msg`Please confirm the password`;
  else if (user.confirmPassword !== user.password) errors.confirmPassword = msg`Two inputs don't match!`;
  return errors;
}
