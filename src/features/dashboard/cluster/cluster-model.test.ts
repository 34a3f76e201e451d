import { invitationRows, nodeNameProblem, settledInvitation } from './cluster-model';

const MEMBERS = ['emqx@node1.emqx.io', 'emqx@node2.emqx.io'];

describe('nodeNameProblem', () => {
  it('takes name@host with a host name, an IPv4 or an IPv6 address', () => {
    for (const name of ['emqx@node4.emqx.io', 'emqx@192.168.0.12', 'emqx-2@::1', ' emqx@10.0.0.4 ']) expect(nodeNameProblem(name, MEMBERS)).toBeUndefined();
  });

  it('says what is wrong: nothing typed, not name@host, already a member', () => {
    expect(nodeNameProblem('  ', MEMBERS)).toBe('required');
    for (const name of ['emqx', 'emqx@', '@host', 'a@b@c', 'emqx@my host']) expect(nodeNameProblem(name, MEMBERS)).toBe('format');
    expect(nodeNameProblem('emqx@node2.emqx.io', MEMBERS)).toBe('member');
  });
});

describe('invitationRows', () => {
  const status = {
    succeed: [{ node: 'a@h', started_at: '2024-01-30T07:00:00Z', finished_at: '2024-01-30T07:00:02Z' }],
    in_progress: [{ node: 'b@h', started_at: '2024-01-30T08:00:00Z' }],
    failed: [{ node: 'c@h', started_at: '2024-01-30T07:30:00Z', finished_at: '2024-01-30T07:30:05Z', reason: '{badrpc,nodedown}' }],
  };

  it('merges the three lists, the latest started first', () => {
    expect(invitationRows(status).map((r) => [r.node, r.state])).toEqual([
      ['b@h', 'in_progress'],
      ['c@h', 'failed'],
      ['a@h', 'succeeded'],
    ]);
    expect(invitationRows(undefined)).toEqual([]);
  });

  it('finds the outcome of one node’s invitation once settled', () => {
    const rows = invitationRows(status);
    expect(settledInvitation(rows, 'b@h')).toBeUndefined();
    expect(settledInvitation(rows, 'c@h')).toMatchObject({ state: 'failed', reason: '{badrpc,nodedown}' });
    expect(settledInvitation(rows, 'x@h')).toBeUndefined();
  });
});
