import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuleEngineRuleInfo } from '../../generated/model';
import { toBridge } from '../bridges/model/bridge';
import { COLUMN_GAP, columnX, hasHubColumn, NODE_HEIGHT, NODE_WIDTH, type Position } from './geometry';
import type { FlowHub } from './hub-stages';
import { DAGRE_UP_TO, layoutTopology } from './layout';
import { Layouter, type LayoutAnswer, type LayoutRequest } from './layout-client';
import { buildTopology, columnOf, type Topology } from './topology';

/** Sites of 4 rules reading the site's topic, each sending to an action shared across sites, plus a few spare actions. */
function estate(sites: number, hub?: FlowHub): Topology {
  const rules = Array.from({ length: sites * 4 }, (_, i) => ({ id: `r${i}`, sql: '', from: [`site/${Math.floor(i / 4)}/#`, '$events/client_connected'].slice(0, i % 5 ? 1 : 2), actions: [`http:out_${i % 50}`, { function: 'console' }] }) as RuleEngineRuleInfo);
  const bridges = Array.from({ length: 60 }, (_, i) => toBridge('action', { type: 'http', name: `out_${i}`, connector: 'svc', status: 'connected' }));
  return buildTopology(rules, bridges, { hub });
}

/** A validation of every site's readings, and a transformation of site 1's messages. */
const HUB: FlowHub = { validations: [{ name: 'reading_shape', topics: 'site/+/reading' }], transformations: [{ name: 'site_one_tag', topics: ['site/1/#'] }] };

/**
 * What any layout of the flow graph must give: fixed columns in order (the Data Hub's only when it has
 * a node), no overlap, the unused bridges under the rest.
 */
function expectReadable(topology: Topology, positions: Map<string, Position>) {
  expect(positions.size).toBe(topology.nodes.length);
  const withHub = hasHubColumn(topology.nodes);
  for (const node of topology.nodes) expect(positions.get(node.id)?.x).toBe(columnX(columnOf(node.kind), withHub));
  const xs = new Set([...positions.values()].map(({ x }) => x));
  expect([...xs].sort((a, b) => a - b)).toEqual(Array.from({ length: withHub ? 4 : 3 }, (_, i) => i * (NODE_WIDTH + COLUMN_GAP)));
  for (const column of [0, 1, 2, 3] as const) {
    const ys = topology.nodes.filter((n) => columnOf(n.kind) === column).map((n) => positions.get(n.id)!.y).sort((a, b) => a - b);
    ys.slice(1).forEach((y, i) => expect(y - ys[i]!).toBeGreaterThanOrEqual(NODE_HEIGHT));
  }
  const unused = new Set(topology.unused.map((n) => n.id));
  const connectedBottom = Math.max(...topology.nodes.filter((n) => !unused.has(n.id)).map((n) => positions.get(n.id)!.y));
  for (const id of unused) expect(positions.get(id)!.y).toBeGreaterThan(connectedBottom);
}

describe('the layout of a graph too large for dagre', () => {
  const large = estate(400);

  it('keeps the columns, overlaps nothing and puts the unused bridges under the rest, in well under a second', () => {
    expect(large.nodes.length).toBeGreaterThan(DAGRE_UP_TO);
    const started = performance.now();
    const positions = layoutTopology(large);
    expect(performance.now() - started).toBeLessThan(1_000);
    expectReadable(large, positions);
  });

  it('puts the rules of one input together, and a rule’s own outputs level with it', () => {
    const positions = layoutTopology(large);
    const y = (id: string) => positions.get(id)!.y;
    // The four rules of site 7 are one after the other in the rules column, the site's topic level with the first.
    const site = ['rule:r28', 'rule:r29', 'rule:r30', 'rule:r31'].map(y);
    const gaps = new Set(site.slice(1).map((at, i) => at - site[i]!));
    expect(gaps.size).toBe(1);
    expect([...gaps][0]).toBeGreaterThan(0);
    expect(y('topic:site/7/#')).toBe(site[0]);
    expect(y('console:r29') - y('rule:r29')).toBeGreaterThanOrEqual(0);
    expect(y('console:r29') - y('rule:r29')).toBeLessThan(2 * NODE_HEIGHT);
  });

  it('with Data Hub stages, draws them in a fourth column, each level with its first rule', () => {
    const staged = estate(400, HUB);
    expect(staged.nodes.length).toBeGreaterThan(DAGRE_UP_TO);
    const positions = layoutTopology(staged);
    expectReadable(staged, positions);
    expect(positions.get('validation:reading_shape')?.y).toBe(positions.get('rule:r0')?.y);
    expect(positions.get('transformation:site_one_tag')?.y).toBe(positions.get('rule:r4')?.y);
  });

  it('lays out a small graph with dagre, readable too, with Data Hub stages or without', () => {
    const small = estate(3);
    expect(small.nodes.length).toBeLessThanOrEqual(DAGRE_UP_TO);
    expectReadable(small, layoutTopology(small));
    const staged = estate(3, HUB);
    expect(staged.nodes.some((n) => n.kind === 'transformation')).toBe(true);
    expectReadable(staged, layoutTopology(staged));
  });
});

/** A worker standing in for the browser's: it lays out on the next tick, or fails to start. */
class FakeWorker {
  static made: FakeWorker[] = [];
  static failing = false;
  onmessage: ((event: MessageEvent<LayoutAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(request: LayoutRequest) {
    setTimeout(() => {
      if (this.terminated) return;
      if (FakeWorker.failing) return this.onerror?.({ preventDefault() {} } as ErrorEvent);
      const positions = layoutTopology(request);
      const xy = new Float64Array(request.nodes.flatMap((node) => [positions.get(node.id)!.x, positions.get(node.id)!.y]));
      this.onmessage?.({ data: { id: request.id, xy } } as MessageEvent<LayoutAnswer>);
    });
  }
  terminate() {
    this.terminated = true;
  }
}

describe('the layout off the main thread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeWorker.made = [];
    FakeWorker.failing = false;
  });
  const topology = estate(2);

  it('without a Worker (Node, jsdom), lays out on the spot', async () => {
    expect(typeof Worker).toBe('undefined');
    expect(await new Layouter().run(topology)).toEqual(layoutTopology(topology));
  });

  it('in a worker, with the same positions; a newer layout stops the one still running', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const layouter = new Layouter();
    const first = layouter.run(topology);
    const second = layouter.run(estate(1));
    await expect(first).rejects.toThrow('replaced');
    expect(await second).toEqual(layoutTopology(estate(1)));
    expect(FakeWorker.made.map((worker) => worker.terminated)).toEqual([true, false]);
    layouter.dispose();
    expect(FakeWorker.made[1]!.terminated).toBe(true);
  });

  it('when the worker cannot start, lays out here, now and after', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    FakeWorker.failing = true;
    const layouter = new Layouter();
    expect(await layouter.run(topology)).toEqual(layoutTopology(topology));
    expect(await layouter.run(topology)).toEqual(layoutTopology(topology));
    expect(FakeWorker.made).toHaveLength(1);
  });
});
