/** Dashboard users as emqx_dashboard_api and emqx_dashboard_admin check them (5.8.1). */
import { send, startTestSandbox, type TestSandbox } from './test-support';

const BAD_USERNAME = 'Bad Username. Only upper and lower case letters, numbers and underscores are supported';

describe('sandbox dashboard users', () => {
  let t: TestSandbox;
  const create = (body: Record<string, unknown>) => t.api('/users', send('POST', { role: 'administrator', description: '', ...body }));
  const answer = async (res: Response): Promise<{ status: number; code?: string; message?: string }> => ({ status: res.status, ...((await res.json()) as object) });

  beforeAll(async () => {
    t = await startTestSandbox({ clients: 20 });
  });
  afterAll(() => t.close());

  it('checks the username, then the password, then the role, in the broker’s words', async () => {
    expect(await answer(await create({ username: 'ops-1', password: 'short' }))).toEqual({ status: 400, code: 'BAD_REQUEST', message: BAD_USERNAME });
    expect(await answer(await create({ username: '_ops_1', password: 'short' }))).toMatchObject({ message: 'The range of password length is 8~64' });
    expect(await answer(await create({ username: 'ops1', password: 'a1'.repeat(33) }))).toMatchObject({ message: 'The range of password length is 8~64' });
    expect((await answer(await create({ username: 'ops1', password: '12345678' }))).message).toMatch(/^Bad password\. At least two different kind/);
    // Non-ASCII letters are no kind at all, and then refused outright once the password is mixed.
    expect((await answer(await create({ username: 'ops1', password: 'pässwörter' }))).message).toMatch(/^Bad password\./);
    expect(await answer(await create({ username: 'ops1', password: 'pässwort_1' }))).toMatchObject({ message: 'Only ascii characters are allowed in the password' });
    expect(await answer(await create({ username: 'ops1', password: 'good_pass1', role: 'publisher' }))).toMatchObject({ message: 'Role does not exist' });
    expect(await answer(await create({ username: 'ops1', password: '' }))).toMatchObject({ message: 'Username or password undefined' });
    expect((await create({ username: 'ops1', password: 'good pass' })).status).toBe(200);
    expect(await answer(await create({ username: 'ops1', password: 'good_pass1' }))).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'username_already_exists' });
  });

  it('checks a PUT’s role before looking the user up, and takes a missing role for administrator', async () => {
    expect(await answer(await t.api('/users/nobody', send('PUT', { role: 'root', description: '' })))).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'Role does not exist' });
    expect(await answer(await t.api('/users/nobody', send('PUT', { role: 'viewer', description: '' })))).toEqual({ status: 404, code: 'USER_NOT_FOUND', message: 'username_not_found' });
    await create({ username: 'noc2', password: 'good_pass1', role: 'viewer' });
    const token = await t.login('noc2', 'good_pass1');
    expect(await t.getJson('/users').then((users) => (users as { username: string; role: string }[]).find((u) => u.username === 'noc2')?.role)).toBe('viewer');
    expect(await answer(await t.api('/users/noc2', send('PUT', { description: 'promoted' })))).toMatchObject({ status: 200, role: 'administrator' });
    // A changed role ends the user's sessions.
    expect((await t.api('/nodes', { token })).status).toBe(401);
  });

  it('refuses to delete the default user, then oneself, and answers a missing user in the broker’s words', async () => {
    await create({ username: 'ops3', password: 'good_pass1' });
    const token = await t.login('ops3', 'good_pass1');
    expect(await answer(await t.api('/users/admin', { method: 'DELETE', token }))).toEqual({ status: 400, code: 'NOT_ALLOWED', message: 'Cannot delete user <<"admin">>' });
    expect(await answer(await t.api('/users/ops3', { method: 'DELETE', token }))).toEqual({ status: 400, code: 'NOT_ALLOWED', message: 'Cannot delete self' });
    expect(await answer(await t.api('/users/ghost', { method: 'DELETE' }))).toEqual({ status: 404, code: 'USER_NOT_FOUND', message: 'username_not_found' });
    expect(await answer(await t.api('/users/ghost/change_pwd', send('POST', { old_pwd: 'a_1234567', new_pwd: 'b_1234567' })))).toEqual({ status: 404, code: 'USER_NOT_FOUND', message: 'User not found' });
  });

  it('answers a logout with someone else’s name 401 WRONG_TOKEN_OR_USERNAME and keeps the token', async () => {
    const token = await t.login();
    expect(await answer(await t.api('/logout', { token, ...send('POST', { username: 'noc2' }) }))).toEqual({ status: 401, code: 'WRONG_TOKEN_OR_USERNAME', message: 'Ensure your token & username' });
    expect((await t.api('/nodes', { token })).status).toBe(200);
  });
});
