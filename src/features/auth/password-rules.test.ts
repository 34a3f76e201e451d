import { describe, expect, it } from 'vitest';
import { usesDefaultPassword, validatePasswordChange } from './password-rules';

const ids = (change: Parameters<typeof validatePasswordChange>[0]) =>
  Object.fromEntries(Object.entries(validatePasswordChange(change)).map(([k, v]) => [k, v?.message]));

describe('validatePasswordChange', () => {
  it('accepts 8 to 64 characters with two kinds of characters, different from the old one, confirmed', () => {
    expect(ids({ oldPassword: 'public', newPassword: 'broker-2026', confirmPassword: 'broker-2026' })).toEqual({});
    expect(ids({ oldPassword: 'public', newPassword: `a1${'x'.repeat(62)}`, confirmPassword: `a1${'x'.repeat(62)}` })).toEqual({});
  });

  it('explains each broken rule', () => {
    expect(ids({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'Old password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm the new password',
    });
    expect(ids({ oldPassword: 'x', newPassword: 'ab1', confirmPassword: 'ab1' }).newPassword).toBe('The password must be 8 to 64 characters long');
    expect(ids({ oldPassword: 'x', newPassword: `a1${'x'.repeat(63)}`, confirmPassword: '' }).newPassword).toBe('The password must be 8 to 64 characters long');
    expect(ids({ oldPassword: 'x', newPassword: 'onlyletters', confirmPassword: 'onlyletters' }).newPassword).toBe('Use at least two of letters, numbers and symbols');
    expect(ids({ oldPassword: 'same-pass1', newPassword: 'same-pass1', confirmPassword: 'same-pass1' }).newPassword).toBe('The new and old passwords cannot be the same');
    expect(ids({ oldPassword: 'x', newPassword: 'broker-2026', confirmPassword: 'broker-2027' }).confirmPassword).toBe("Two inputs don't match!");
  });
});

describe('usesDefaultPassword', () => {
  it('knows the reserved names with the password public', () => {
    expect(['admin', 'root', 'administrator'].every((u) => usesDefaultPassword(u, 'public'))).toBe(true);
    expect(usesDefaultPassword('admin', 'secret')).toBe(false);
    expect(usesDefaultPassword('alice', 'public')).toBe(false);
  });
});
