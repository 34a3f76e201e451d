/** The rules of dashboard users, as the broker checks them (emqx_dashboard_admin: legal_username/1, legal_password/1). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { newPasswordProblem } from '../auth/password-rules';

/** EMQX Enterprise's dashboard roles. */
export const USER_ROLES = ['administrator', 'viewer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ROLE_LABELS: Record<UserRole, MessageDescriptor> = {
  administrator: msg`Administrator`,
  viewer: msg`Viewer`,
};

export const isUserRole = (value: unknown): value is UserRole => typeof value === 'string' && (USER_ROLES as readonly string[]).includes(value);

/** The broker's pattern for dashboard usernames (legal_username/1: `^[_a-zA-Z0-9]*$`), and the spec's length limit. */
const USERNAME = /^[_a-zA-Z0-9]+$/;
export const USERNAME_MAX = 100;

export interface NewUser {
  username: string;
  password: string;
  confirmPassword: string;
  role: UserRole;
  description: string;
}

export type NewUserErrors = Partial<Record<'username' | 'password' | 'confirmPassword', MessageDescriptor>>;

export function passwordError(password: string): MessageDescriptor | undefined {
  if (!password) return msg`Password is required`;
  return newPasswordProblem(password);
}

export function usernameError(username: string, taken: readonly string[]): MessageDescriptor | undefined {
  if (!username) return msg`Username is required`;
  if (username.length > USERNAME_MAX) return msg`The username can be at most 100 characters long`;
  if (!USERNAME.test(username)) return msg`Use only letters, digits and underscores (_)`;
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
