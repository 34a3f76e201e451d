import { getLoadRebalanceGlobalStatusResponse, getLoadRebalanceStatusResponse } from '../src/generated/zod/load-rebalance/load-rebalance.zod';
import { getNodeEvictionStatusResponse } from '../src/generated/zod/node-eviction/node-eviction.zod';
import { emptyRebalanceState } from './model/rebalance';
import { expectContractViolation, manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

interface Evacuation {
  node: string;
  state: string;
  session_recipients: string[];
  stats: { initial_connected: number; current_connected: number; initial_sessions: number; current_sessions: number };
}
interface GlobalStatus {
  evacuations: Evacuation[];
  rebalances: { node: string; state: string; donors: string[]; recipients: string[] }[];
  purges: unknown[];
}

const N1 = 'emqx@node1.emqx.io';
const N2 = 'emqx@node2.emqx.io';
const N3 = 'emqx@node3.emqx.io';

describe('sandbox node maintenance', () => {
  const clock = manualClock();
  let t: TestSandbox;
  const global = () => t.getJson<GlobalStatus>('/load_rebalance/global_status');
  const post = (path: string, body?: unknown) => t.api(`/load_rebalance/${encodeURIComponent(path.split('|')[0]!)}/${path.split('|')[1]}`, send('POST', body));
  const onNode = (node: string) => [...t.state.clients.values()].filter((c) => c.node === node);
  const clientsOf = async (node: string) => (await t.getJson<{ node: string; connections: number }[]>('/nodes')).find((n) => n.node === node)!.connections;

  beforeAll(async () => {
    t = await startTestSandbox({ now: clock.now, clients: 300, requireAuth: false });
  });
  afterAll(() => t.close());
  beforeEach(() => void (t.state.rebalance = emptyRebalanceState()));

  it('evacuates a node: waits for the health check, moves its connections then its sessions to the chosen nodes, and keeps refusing until stopped', async () => {
    const sessions = onNode(N3).length;
    const live = onNode(N3).filter((c) => c.disconnectedAt === undefined).length;
    const onN2 = onNode(N2).length;
    const started = clock.now();
    expect(live).toBeGreaterThan(20);
    expect(sessions).toBeGreaterThan(live);
    const res = await post(`${N3}|evacuation/start`, { conn_evict_rate: 10, sess_evict_rate: 5, wait_health_check: '5s', wait_takeover: '2s', migrate_to: [N2] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});

    const first = await global();
    expect(getLoadRebalanceGlobalStatusResponse.safeParse(first).success).toBe(true);
    expect(first.evacuations).toEqual([
      expect.objectContaining({ node: N3, state: 'waiting_health_check', session_recipients: [N2], stats: { initial_connected: live, current_connected: live, initial_sessions: sessions, current_sessions: sessions } }),
    ]);

    clock.advance(5000);
    // The first step comes at once, then one every second: 10 connections each.
    expect((await global()).evacuations[0]).toMatchObject({ state: 'evicting_conns', stats: { current_connected: live - 10 } });
    clock.advance(2000);
    expect((await global()).evacuations[0]!.stats.current_connected).toBe(live - 30);
    // The evicted clients reconnected to the chosen node since.
    expect(onNode(N2)).toHaveLength(onN2 + 30);
    expect(onNode(N2).filter((c) => c.connectedAt > started)).toHaveLength(30);

    clock.advance(60_000);
    const drained = (await global()).evacuations[0]!;
    expect(drained.state).toBe('waiting_takeover');
    expect(drained.stats.current_connected).toBe(0);
    // Only the offline sessions stay, until their turn.
    expect(drained.stats.current_sessions).toBe(sessions - live);
    expect(await clientsOf(N3)).toBe(sessions - live);

    clock.advance(2000 + 60_000);
    expect((await global()).evacuations[0]).toMatchObject({ state: 'prohibiting', stats: { current_connected: 0, current_sessions: 0 } });
    expect(onNode(N3)).toEqual([]);
    expect(await clientsOf(N3)).toBe(0);

    expect((await post(`${N3}|evacuation/stop`)).status).toBe(200);
    expect((await global()).evacuations).toEqual([]);
  });

  it('says what the answering node is doing: local status, eviction agent and availability check (public, 503 while evacuated)', async () => {
    const local = await t.getJson('/load_rebalance/status');
    expect(local).toEqual({ status: 'disabled' });
    expect(getLoadRebalanceStatusResponse.safeParse(local).success).toBe(true);
    expect(await t.getJson('/node_eviction/status')).toEqual({ status: 'disabled' });
    // Public: it answers without a token on a sandbox that asks for one everywhere else.
    t.state.requireAuth = true;
    expect((await t.api('/load_rebalance/availability_check', { token: null })).status).toBe(200);
    t.state.requireAuth = false;

    await post(`${N1}|evacuation/start`, { wait_health_check: '0s' });
    const evacuating = await t.getJson<{ status: string; process: string; session_recipients: string[] }>('/load_rebalance/status');
    expect(getLoadRebalanceStatusResponse.safeParse(evacuating).success).toBe(true);
    expect(evacuating).toMatchObject({ status: 'enabled', process: 'evacuation', session_recipients: [] });
    const eviction = await t.getJson('/node_eviction/status');
    expect(getNodeEvictionStatusResponse.safeParse(eviction).success).toBe(true);
    expect(eviction).toMatchObject({ status: 'enabled', stats: { connections: expect.any(Number) } });
    t.state.requireAuth = true;
    const check = await t.api('/load_rebalance/availability_check', { token: null });
    t.state.requireAuth = false;
    expect(check.status).toBe(503);
    expect(await check.json()).toEqual({ code: 'NODE_EVACUATING', message: 'Node Evacuating' });
  });

  it('refuses as the broker does: unknown node, unknown targets, twice, stop without start, bad values', async () => {
    const texts = async (res: Response) => ({ status: res.status, ...((await res.json()) as object) });
    expect(await texts(await post('emqx@nowhere|evacuation/start', {}))).toEqual({ status: 404, code: 'NOT_FOUND', message: 'Node not found: emqx@nowhere' });
    expect(await texts(await post(`${N2}|evacuation/start`, { migrate_to: ['emqx@gone'] }))).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'Invalid nodes: [<<"emqx@gone">>]' });
    expect(await texts(await post(`${N2}|evacuation/stop`))).toEqual({ status: 400, code: 'BAD_REQUEST', message: "error on node 'emqx@node2.emqx.io': not_started" });
    expect((await post(`${N2}|evacuation/start`, {})).status).toBe(200);
    expect(await texts(await post(`${N2}|evacuation/start`, {}))).toMatchObject({ status: 400, message: "error on node 'emqx@node2.emqx.io': already_started" });
    expect((await post(`${N2}|evacuation/start`, { wait_takeover: 'soon' })).status).toBe(400);
    await expectContractViolation(await post(`${N1}|evacuation/start`, { conn_evict_rate: 0 }), 'body.conn_evict_rate');
  });

  it('rebalances: the busier nodes give connections to the quieter ones until within the thresholds, then the process ends', async () => {
    const live = (node: string) => onNode(node).filter((c) => c.disconnectedAt === undefined).length;
    const before = [N1, N2, N3].map(live);
    // The evacuation above moved clients around: donors are the nodes at or above the mean, as the broker splits them.
    const mean = before.reduce((a, b) => a + b) / 3;
    const donors = [N1, N2, N3].filter((_, i) => before[i]! >= mean);
    const recipients = [N1, N2, N3].filter((_, i) => before[i]! < mean);
    // The broker's default thresholds (1000 connections) leave a small cluster alone.
    expect(await (await post(`${N1}|start`, {})).json()).toEqual({ code: 'BAD_REQUEST', message: "error on node 'emqx@node1.emqx.io': nothing_to_balance" });

    const started = await post(`${N1}|start`, { wait_health_check: '0s', wait_takeover: '0s', conn_evict_rate: 5, abs_conn_threshold: 2, rel_conn_threshold: 1.05, abs_sess_threshold: 1000 });
    expect(started.status).toBe(200);
    const status = await global();
    expect(getLoadRebalanceGlobalStatusResponse.safeParse(status).success).toBe(true);
    expect(status.rebalances[0]).toMatchObject({ node: N1, donors, recipients });
    expect(await (await post(`${N1}|start`, { abs_conn_threshold: 1 })).json()).toMatchObject({ message: "error on node 'emqx@node1.emqx.io': already_started" });

    clock.advance(120_000);
    expect((await global()).rebalances).toEqual([]);
    const after = [N1, N2, N3].map(live);
    expect(after.reduce((a, b) => a + b)).toBe(before.reduce((a, b) => a + b));
    const avgOf = (nodes: string[]) => nodes.reduce((sum, n) => sum + after[[N1, N2, N3].indexOf(n)]!, 0) / nodes.length;
    const [donorAvg, recipientAvg] = [avgOf(donors), avgOf(recipients)];
    expect(recipientAvg).toBeGreaterThan(recipients.reduce((sum, n) => sum + before[[N1, N2, N3].indexOf(n)]!, 0) / recipients.length);
    expect(donorAvg <= recipientAvg + 2 || donorAvg <= recipientAvg * 1.05).toBe(true);
    expect((await post(`${N1}|stop`)).status).toBe(400);
  });
});
