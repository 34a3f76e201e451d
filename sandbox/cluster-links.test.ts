import { getClusterLinksLinkByNameMetricsResponse, getClusterLinksLinkByNameResponse, getClusterLinksResponse, putClusterLinksLinkByNameResponse } from '../src/generated/zod/cluster/cluster.zod';
import { linkNameError, serverError, topicFilterError, topicsError } from './model/cluster-link-config';
import type { ForwardingMetrics } from './model/cluster-links';
import { manualClock, send, startTestSandbox, type TestSandbox } from './test-support';

const NODES = ['emqx@node1.emqx.io', 'emqx@node2.emqx.io', 'emqx@node3.emqx.io'];

interface Metrics {
  router: { routes: number };
  forwarding: ForwardingMetrics;
}

interface MetricsAnswer {
  metrics: Metrics;
  node_metrics: { node: string; metrics: Metrics }[];
}

interface Link {
  name: string;
  enable: boolean;
  server: string;
  topics: string[];
  password?: string;
  username?: string;
  pool_size: number;
  ssl: Record<string, unknown>;
  status: string;
  node_status: { node: string; status: string }[];
}

const errorOf = async (res: Response) => (await res.json()) as { code: string; message: string };

describe('cluster link model', () => {
  it('checks topic filters as emqx_topic does', () => {
    expect(['a/b', 'a/+/c', '#', 'a/#', '+', '$share/g/a/#'].map(topicFilterError)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(topicFilterError('')).toBe('empty_topic');
    expect(topicFilterError('a/#/b')).toBe('topic_invalid_#');
    expect(topicFilterError('a/b+')).toBe('topic_invalid_char');
    expect(topicFilterError('$share//a')).toBe('share_empty_group');
  });

  it('words invalid, reserved and repeated topics as the broker does', () => {
    expect(topicsError(['a/#', 'b'])).toBeUndefined();
    expect(topicsError(['a/#/b', '$LINK/cluster/x', 'b', 'b'])).toEqual({
      reason: 'invalid_topics',
      topics: { '$LINK/cluster/x': '{error,topic_not_allowed}', 'a/#/b': "{error,'topic_invalid_#'}", b: 'duplicate_topic_filter' },
    });
  });

  it('reads the server as host and optional port', () => {
    expect(serverError('emqx-b.example.com:1883')).toBeUndefined();
    expect(serverError('emqx-b.example.com')).toBeUndefined();
    expect(serverError('[::1]:8883')).toBeUndefined();
    expect(serverError('host:abc')).toBe('bad_port_number');
    expect(serverError('host:70000')).toBe('port_number_too_large');
    expect(serverError('')).toBe('cannot_be_empty');
  });

  it('takes names of letters, digits, underscores and hyphens, not starting with either of the last two', () => {
    expect(linkNameError('emqx-eu_2')).toBeUndefined();
    expect(linkNameError('9cluster')).toBeUndefined();
    expect(JSON.parse(linkNameError('-x') ?? '{}')).toMatchObject({ kind: 'validation_error', reason: expect.stringMatching(/^Invalid name format.*Got: -x$/) });
    expect(JSON.parse(linkNameError('') ?? '{}')).toEqual({ kind: 'validation_error', reason: 'Name cannot be empty string' });
  });
});

describe('sandbox cluster links', () => {
  let t: TestSandbox;
  const clock = manualClock();

  beforeEach(async () => {
    t = await startTestSandbox({ clients: 0, now: clock.now });
  });
  afterEach(() => t.close());

  it('lists the seeded links with masked passwords and the status of each node, valid against the contract', async () => {
    const list = await t.getJson<Link[]>('/cluster/links');
    expect(getClusterLinksResponse.safeParse(list).success).toBe(true);
    expect(list.map((l) => [l.name, l.enable, l.status])).toEqual([
      ['emqx-eu-west', true, 'connected'],
      // The list reads the resources that exist: a disabled link has none.
      ['emqx-ap-south', false, 'inconsistent'],
    ]);
    const [eu, ap] = list as [Link, Link];
    expect(eu.node_status).toEqual(NODES.map((node) => ({ node, status: 'connected' })));
    expect(eu.password).toBe('******');
    expect(eu.topics).toContain('alerts/#');
    expect(ap.node_status).toEqual([]);
    expect(ap.ssl).toMatchObject({ enable: true, verify: 'verify_peer' });

    const one = await t.getJson<Link>('/cluster/links/link/emqx-ap-south');
    expect(getClusterLinksLinkByNameResponse.safeParse(one).success).toBe(true);
    // Looked up one by one, a link without a resource reads disconnected on each node.
    expect(one.status).toBe('disconnected');
    expect(one.node_status.map((n) => n.status)).toEqual(['disconnected', 'disconnected', 'disconnected']);
    expect(await errorOf(await t.api('/cluster/links/link/nope'))).toEqual({ code: 'NOT_FOUND', message: 'Cluster link not found' });
  });

  it('counts forwarded messages per node while connected, and resets them', async () => {
    const first = await t.getJson<MetricsAnswer>('/cluster/links/link/emqx-eu-west/metrics');
    expect(getClusterLinksLinkByNameMetricsResponse.safeParse(first).success).toBe(true);
    expect(first.node_metrics.map((n) => n.node)).toEqual([...NODES].reverse());
    expect(first.metrics.router.routes).toBe(1284);
    expect(first.node_metrics.every((n) => n.metrics.router.routes === 1284)).toBe(true);
    expect(first.metrics.forwarding.matched).toBeGreaterThan(0);
    expect(first.metrics.forwarding.matched).toBe(first.node_metrics.reduce((sum, n) => sum + n.metrics.forwarding.matched, 0));
    const f = first.metrics.forwarding;
    expect(f.success + f.failed + f.dropped).toBe(f.matched);

    clock.advance(60_000);
    const later = await t.getJson<MetricsAnswer>('/cluster/links/link/emqx-eu-west/metrics');
    expect(later.metrics.forwarding.matched).toBeGreaterThan(first.metrics.forwarding.matched);
    expect(later.metrics.forwarding.rate).toBeGreaterThan(0);

    const ap = await t.getJson<MetricsAnswer>('/cluster/links/link/emqx-ap-south/metrics');
    expect(ap.metrics).toEqual({ router: { routes: 0 }, forwarding: { matched: 0, success: 0, failed: 0, dropped: 0, retried: 0, queuing: 0, inflight: 0, rate: 0, rate_last5m: 0, rate_max: 0 } });

    expect((await t.api('/cluster/links/link/emqx-eu-west/metrics/reset', { method: 'PUT' })).status).toBe(204);
    const reset = await t.getJson<MetricsAnswer>('/cluster/links/link/emqx-eu-west/metrics');
    expect(reset.metrics.forwarding.matched).toBe(0);
    expect(reset.metrics.router.routes).toBe(0);
    clock.advance(15_000);
    const again = await t.getJson<MetricsAnswer>('/cluster/links/link/emqx-eu-west/metrics');
    expect(again.metrics.forwarding.matched).toBeGreaterThan(0);
    expect(again.metrics.router.routes).toBe(1284);
    expect((await t.api('/cluster/links/link/nope/metrics')).status).toBe(404);
    expect((await t.api('/cluster/links/link/nope/metrics/reset', { method: 'PUT' })).status).toBe(404);
  });

  it('creates a link with the defaults filled in, refusing bad servers, topics, names and taken names', async () => {
    const created = await t.api('/cluster/links', send('POST', { name: 'emqx-b', server: 'emqx-b.example.com:1883', topics: ['t/#'], password: 'p4ss' }));
    expect(created.status).toBe(201);
    const link = (await created.json()) as Link;
    expect(getClusterLinksLinkByNameResponse.safeParse(link).success).toBe(true);
    expect(link).toMatchObject({ enable: true, pool_size: 8, password: '******', status: 'connected', ssl: { enable: false } });
    expect(t.state.clusterLinks.find((r) => r.config.name === 'emqx-b')?.config.password).toBe('p4ss');

    const taken = await t.api('/cluster/links', send('POST', { name: 'emqx-eu-west', server: 'x:1883', topics: [] }));
    expect(taken.status).toBe(400);
    expect(await errorOf(taken)).toEqual({ code: 'ALREADY_EXISTS', message: 'Cluster link already exists' });

    const badName = await errorOf(await t.api('/cluster/links', send('POST', { name: '_b', server: 'x:1883', topics: [] })));
    expect(badName.code).toBe('BAD_REQUEST');
    expect(JSON.parse(badName.message)).toMatchObject({ kind: 'validation_error', reason: expect.stringContaining('Got: _b') });

    const badTopics = await errorOf(await t.api('/cluster/links', send('POST', { name: 'c', server: 'x:1883', topics: ['a/#/b', 'ok', 'ok'] })));
    expect(JSON.parse(badTopics.message)).toEqual({
      kind: 'validation_error',
      path: 'root.topics',
      reason: { reason: 'invalid_topics', topics: { 'a/#/b': "{error,'topic_invalid_#'}", ok: 'duplicate_topic_filter' } },
      value: ['a/#/b', 'ok', 'ok'],
    });
    const badServer = await errorOf(await t.api('/cluster/links', send('POST', { name: 'c', server: 'x:port', topics: [] })));
    expect(JSON.parse(badServer.message)).toMatchObject({ path: 'root.server', reason: 'bad_port_number' });

    // A host nothing answers at: the link exists, disconnected, and forwards nothing.
    await t.api('/cluster/links', send('POST', { name: 'gone', server: 'gone.invalid:1883', topics: ['x'] }));
    expect((await t.getJson<Link>('/cluster/links/link/gone')).status).toBe('disconnected');
    clock.advance(30_000);
    expect((await t.getJson<MetricsAnswer>('/cluster/links/link/gone/metrics')).metrics.forwarding.matched).toBe(0);
    expect((await t.getJson<Link[]>('/cluster/links')).map((l) => l.name)).toEqual(['emqx-eu-west', 'emqx-ap-south', 'emqx-b', 'gone']);
  });

  it('edits with the masked password kept, restarts the counters, disables and deletes', async () => {
    clock.advance(30_000);
    const { name: _n, status: _s, node_status: _ns, ...config } = await t.getJson<Link>('/cluster/links/link/emqx-eu-west');
    const put = await t.api('/cluster/links/link/emqx-eu-west', send('PUT', { ...config, pool_size: 4 }));
    expect(put.status).toBe(200);
    expect(putClusterLinksLinkByNameResponse.safeParse(await put.json()).success).toBe(true);
    const stored = t.state.clusterLinks.find((r) => r.config.name === 'emqx-eu-west')!;
    expect(stored.config).toMatchObject({ pool_size: 4, password: 'seeded-link-secret', name: 'emqx-eu-west' });
    // The broker recreates the forwarding resource on a change: its counters start again.
    expect((await t.getJson<MetricsAnswer>('/cluster/links/link/emqx-eu-west/metrics')).metrics.forwarding.matched).toBe(0);

    const replaced = await t.api('/cluster/links/link/emqx-eu-west', send('PUT', { ...config, password: 'n3w', enable: false }));
    expect(((await replaced.json()) as Link).status).toBe('disconnected');
    expect(stored.config.password).toBe('n3w');

    const invalid = await t.api('/cluster/links/link/emqx-eu-west', send('PUT', { ...config, topics: ['$LINK/cluster/route/x'] }));
    expect(invalid.status).toBe(400);
    expect(JSON.parse((await errorOf(invalid)).message).reason).toEqual({ reason: 'invalid_topics', topics: { '$LINK/cluster/route/x': '{error,topic_not_allowed}' } });
    expect((await t.api('/cluster/links/link/nope', send('PUT', { server: 'x:1', topics: [] }))).status).toBe(404);

    expect((await t.api('/cluster/links/link/emqx-eu-west', { method: 'DELETE' })).status).toBe(204);
    expect((await t.api('/cluster/links/link/emqx-eu-west', { method: 'DELETE' })).status).toBe(404);
    expect((await t.getJson<Link[]>('/cluster/links')).map((l) => l.name)).toEqual(['emqx-ap-south']);
  });
});
