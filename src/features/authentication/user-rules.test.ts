import { userProblems } from './user-rules';

describe('userProblems', () => {
  it('needs a user ID to create and a password always', () => {
    expect(userProblems({ userId: ' ', password: '', isSuperuser: false }, false)).toEqual({ userId: 'user-id-required', password: 'password-required' });
    expect(userProblems({ userId: '', password: 'x', isSuperuser: false }, true)).toEqual({});
    expect(userProblems({ userId: 'a/b', password: 'x', isSuperuser: true }, false)).toEqual({});
  });
});
