import { getClusterInvitationResponse, getClusterResponse } from '../src/generated/zod/cluster/cluster.zod';
import { getNodesByNodeResponse, getNodesResponse } from '../src/generated/zod/nodes/nodes.zod';
import { isNodeName, JOIN_DELAY_MS } from './model/cluster-invite';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

const SEEDED = ['emqx@node1.emqx.io', 'emqx@node2.emqx.io', 'emqx@node3.emqx.io'];
const NEW = 'emqx@node4.emqx.io';

interface Invitations {
  succeed: { node: string; started_at: string; finished_at: string }[];
  in_progress: { node: string; started_at: string }[];
  failed: { node: string; started_at: string; finished_at: string; reason: string }[];
}

const path = (node: string, action: string) => `/cluster/${encodeURIComponent(node)}/${action}`;

describe('cluster model', () => {
  it('takes node names with exactly one @ between two non-empty parts', () => {
    expect(['emqx@10.0.0.4', 'a@b', 'emqx@node4.emqx.io'].every(isNodeName)).toBe(true);
    expect(['', 'emqx', '@host', 'emqx@', 'a@b@c'].some(isNodeName)).toBe(false);
  });
});

describe('sandbox cluster', () => {
  let t: TestSandbox;
  const clock = manualClock();
  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0, now: clock.now });
  });
  afterEach(() => t.close());

  const nodes = async () => {
    const list = await t.getJson<{ node: string; node_status: string; role: string; uptime?: number }[]>('/nodes');
    expect(getNodesResponse.safeParse(list).success).toBe(true);
    return list;
  };
  const invitations = async () => {
    const status = await t.getJson<Invitations>('/cluster/invitation');
    expect(getClusterInvitationResponse.safeParse(status).success).toBe(true);
    return status;
  };

  it('invites a node that joins running after a moment of the clock, listed by /nodes and /cluster', async () => {
    const cluster = await t.getJson<{ name: string; nodes: string[]; self: string }>('/cluster');
    expect(getClusterResponse.safeParse(cluster).success).toBe(true);
    expect(cluster).toEqual({ name: 'emqxcl', nodes: SEEDED, self: SEEDED[0] });
    expect(await invitations()).toEqual({ succeed: [], in_progress: [], failed: [] });

    expect((await t.api(path(NEW, 'invite_async'), { method: 'PUT' })).status).toBe(200);
    const started = await invitations();
    expect(started.in_progress).toEqual([{ node: NEW, started_at: new Date(clock.now()).toISOString() }]);
    expect((await nodes()).map((n) => n.node)).toEqual(SEEDED);
    // A second invitation while the first is under way is refused, as the broker does.
    const again = await t.api(path(NEW, 'invite_async'), { method: 'PUT' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ code: 'BAD_REQUEST', message: 'The invitation task already created for this node' });

    clock.advance(JOIN_DELAY_MS);
    const done = await invitations();
    expect(done.in_progress).toEqual([]);
    expect(done.succeed.map((i) => i.node)).toEqual([NEW]);
    const listed = await nodes();
    expect(listed.map((n) => [n.node, n.node_status, n.role])).toEqual([...SEEDED.map((n, i) => [n, 'running', i === 2 ? 'replicant' : 'core']), [NEW, 'running', 'core']]);
    expect((await t.getJson<{ nodes: string[] }>('/cluster')).nodes).toEqual([...SEEDED, NEW]);
    const one = await t.getJson(`/nodes/${encodeURIComponent(NEW)}`);
    expect(getNodesByNodeResponse.safeParse(one).success).toBe(true);
    expect(one).toMatchObject({ node: NEW, node_status: 'running', connections: 0 });
    expect((await t.api(`/nodes/${encodeURIComponent(NEW)}/stats`)).status).toBe(200);
    // Only the node listing sees it: the seeded nodes still carry everything else.
    expect(t.state.nodes.map((n) => n.name)).toEqual(SEEDED);
  });

  it('fails an invitation to an unreachable node, or to one already in the cluster, with the reason', async () => {
    await t.api(path('emqx@gone.invalid', 'invite_async'), { method: 'PUT' });
    await t.api(path(SEEDED[1]!, 'invite_async'), { method: 'PUT' });
    clock.advance(JOIN_DELAY_MS);
    const { failed, succeed } = await invitations();
    expect(succeed).toEqual([]);
    expect(failed.map((f) => [f.node, f.reason])).toEqual([
      ['emqx@gone.invalid', '{badrpc,nodedown}'],
      [SEEDED[1], `{already_in_cluster,'${SEEDED[1]}'}`],
    ]);
    expect(await nodes()).toHaveLength(3);

    const self = await t.api(path(SEEDED[0]!, 'invite_async'), { method: 'PUT' });
    expect(await self.json()).toEqual({ code: 'BAD_REQUEST', message: "Can't invite self" });
    const bad = await t.api(path('no-at-sign', 'invite_async'), { method: 'PUT' });
    expect(bad.status).toBe(400);
  });

  it('forces a stopped or running invited node to leave; refuses itself, the seeded nodes and strangers', async () => {
    await t.api(path(NEW, 'invite_async'), { method: 'PUT' });
    await t.api(path('emqx@node5.emqx.io', 'invite'), send('PUT', { timeout: 15_000 }));
    clock.advance(JOIN_DELAY_MS);
    expect((await nodes()).map((n) => n.node)).toEqual([...SEEDED, 'emqx@node5.emqx.io', NEW]);

    // A node that went down is listed as the broker lists a stopped core node, and not as running.
    t.state.cluster.joined[1]!.status = 'stopped';
    expect((await nodes())[4]).toEqual({ node: NEW, node_status: 'stopped', role: 'core' });
    expect((await t.getJson<{ nodes: string[] }>('/cluster')).nodes).not.toContain(NEW);
    expect((await t.api(`/nodes/${encodeURIComponent(NEW)}`)).status).toBe(404);

    expect((await t.api(path(NEW, 'force_leave'), { method: 'DELETE' })).status).toBe(204);
    expect((await t.api(path('emqx@node5.emqx.io', 'force_leave'), { method: 'DELETE' })).status).toBe(204);
    expect((await nodes()).map((n) => n.node)).toEqual(SEEDED);
    expect((await t.api(path(NEW, 'force_leave'), { method: 'DELETE' })).status).toBe(404);

    const self = await t.api(path(SEEDED[0]!, 'force_leave'), { method: 'DELETE' });
    expect(await self.json()).toEqual({ code: 'BAD_REQUEST', message: "Can't leave self" });
    expect((await t.api(path(SEEDED[2]!, 'force_leave'), { method: 'DELETE' })).status).toBe(400);
    expect(await nodes()).toHaveLength(3);

    // Invited again, it joins again.
    expect((await t.api(path(NEW, 'invite_async'), { method: 'PUT' })).status).toBe(200);
    clock.advance(JOIN_DELAY_MS);
    expect((await nodes()).map((n) => n.node)).toContain(NEW);
  });

  it('keeps a synchronous invitation to the broker’s least timeout', async () => {
    const short = await t.api(path(NEW, 'invite'), send('PUT', { timeout: 1000 }));
    expect(await short.json()).toEqual({ code: 'BAD_REQUEST', message: 'timeout cannot be less than 5000ms' });
  });
});
