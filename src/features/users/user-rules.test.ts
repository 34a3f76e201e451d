import { describe, expect, it } from 'vitest';
import { validateNewUser, type NewUser } from './user-rules';

const user = (over: Partial<NewUser>): NewUser => ({ username: 'ops1', password: 'broker-2026', confirmPassword: 'broker-2026', role: 'viewer', description: '', ...over });
const errors = (u: NewUser, taken: string[] = ['admin']) => Object.fromEntries(Object.entries(validateNewUser(u, taken)).map(([k, v]) => [k, v?.message]));

describe('validateNewUser', () => {
  it('accepts a valid user', () => {
    expect(errors(user({}))).toEqual({});
    expect(errors(user({ username: '_7th_floor_noc', password: `a1${'x'.repeat(62)}`, confirmPassword: `a1${'x'.repeat(62)}` }))).toEqual({});
  });

  it('requires each field', () => {
    expect(errors(user({ username: ' ', password: '', confirmPassword: '' }))).toEqual({
      username: 'Username is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm the password',
    });
  });

  it("holds the username to the broker's rule and keeps it unique", () => {
    expect(errors(user({ username: 'ops-1' })).username).toBe('Use only letters, digits and underscores (_)');
    expect(errors(user({ username: 'ops one' })).username).toBe('Use only letters, digits and underscores (_)');
    expect(errors(user({ username: 'a'.repeat(101) })).username).toBe('The username can be at most 100 characters long');
    expect(errors(user({ username: 'admin' })).username).toBe('This username is already taken');
  });

  it("holds the password to the broker's rule, confirmed", () => {
    expect(errors(user({ password: 'ab1', confirmPassword: 'ab1' })).password).toBe('The password must be 8 to 64 characters long');
    expect(errors(user({ password: `a1${'x'.repeat(63)}`, confirmPassword: `a1${'x'.repeat(63)}` })).password).toBe('The password must be 8 to 64 characters long');
    expect(errors(user({ password: 'onlyletters', confirmPassword: 'onlyletters' })).password).toBe('Use at least two of letters, numbers and symbols');
    expect(errors(user({ password: '12345678!', confirmPassword: '12345678!' }))).toEqual({});
    // Accented letters are no symbols to the broker, and it refuses what is not ASCII; length is in bytes.
    expect(errors(user({ password: 'passwörter', confirmPassword: 'passwörter' })).password).toBe('Use at least two of letters, numbers and symbols');
    expect(errors(user({ password: 'pässwort-1', confirmPassword: 'pässwort-1' })).password).toBe('Use only ASCII letters, numbers and symbols');
    expect(errors(user({ password: `a1${'é'.repeat(32)}`, confirmPassword: `a1${'é'.repeat(32)}` })).password).toBe('The password must be 8 to 64 characters long');
    expect(errors(user({ confirmPassword: 'broker-2027' })).confirmPassword).toBe("Two inputs don't match!");
  });
});
