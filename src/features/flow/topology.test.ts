import { describe, expect, it } from 'vitest';
import type { RuleEngineRuleInfo } from '../../generated/model';
import { toBridge } from '../bridges/model/bridge';
import { i18n } from '../../i18n/i18n';
import { describePath } from './flow-labels';
import { COLUMN_GAP, NODE_HEIGHT, NODE_WIDTH } from './geometry';
import type { FlowHub } from './hub-stages';
import { layoutTopology } from './layout';
import { buildTopology, columnOf, type FlowColumn } from './topology';

const rules = [
  { id: 'r1', sql: 'SELECT * FROM "t/#", "$events/client_connected"', enable: true, actions: ['http:out', { function: 'console' }] },
  { id: 'r2', sql: 'SELECT * FROM "t/#"', enable: false, actions: [{ function: 'republish', args: { topic: 'alerts/${clientid}' } }, 'http:out'] },
  { id: 'r3', sql: 'SELECT * FROM "$bridges/mqtt:in"', actions: ['http:gone', { function: 'my_mod:handle' }] },
  { id: 'r4', sql: 'SELECT * FROM "x"', from: ['$sources/mqtt:in'], actions: [] },
] as RuleEngineRuleInfo[];

const bridges = [
  toBridge('action', { type: 'http', name: 'out', connector: 'svc', status: 'connected' }),
  toBridge('action', { type: 'mqtt', name: 'idle', connector: 'cloud', enable: false }),
  toBridge('source', { type: 'mqtt', name: 'in', connector: 'cloud', status: 'disconnected', status_reason: 'econnrefused' }),
  toBridge('source', { type: 'mqtt', name: 'spare', connector: 'cloud', status: 'connecting' }),
];

describe('the flow topology', () => {
  const topology = buildTopology(rules, bridges);
  const byId = new Map(topology.nodes.map((n) => [n.id, n]));

  it('makes one node per topic, event, source, rule and action, shared between the rules that use them', () => {
    expect(topology.nodes.filter((n) => n.id === 'topic:t/#')).toHaveLength(1);
    expect(topology.edges.map((e) => `${e.source} > ${e.target}`)).toEqual([
      'topic:t/# > rule:r1',
      'event:$events/client_connected > rule:r1',
      'rule:r1 > action:http:out',
      'rule:r1 > console:r1',
      'topic:t/# > rule:r2',
      'rule:r2 > republish:r2:0',
      'rule:r2 > action:http:out',
      'source:mqtt:in > rule:r3',
      'rule:r3 > action:http:gone',
      'rule:r3 > function:r3:1',
      'source:mqtt:in > rule:r4',
    ]);
  });

  it('gives each node its kind, label, status and where it leads', () => {
    expect(byId.get('rule:r1')).toMatchObject({ kind: 'rule', label: 'r1', status: 'enabled', link: { to: 'rule', id: 'r1' } });
    expect(byId.get('rule:r2')).toMatchObject({ status: 'disabled' });
    expect(byId.get('event:$events/client_connected')).toMatchObject({ label: 'client_connected', link: { to: 'rules-reading', from: '$events/client_connected' } });
    expect(byId.get('topic:t/#')).toMatchObject({ kind: 'topic', label: 't/#', link: { to: 'rules-reading', from: 't/#' } });
    expect(byId.get('action:http:out')).toMatchObject({ kind: 'action', label: 'out', detail: 'http', status: 'connected', link: { to: 'bridge', id: 'http:out' } });
    // Both names of an ingress source reach the same bridge.
    expect(byId.get('source:mqtt:in')).toMatchObject({ kind: 'source', label: 'in', status: 'error', link: { to: 'bridge', id: 'mqtt:in' } });
    expect(byId.get('republish:r2:0')).toMatchObject({ kind: 'republish', label: 'alerts/${clientid}' });
    expect(byId.get('function:r3:1')).toMatchObject({ kind: 'function', label: 'my_mod:handle' });
    // An action a rule names but nobody made.
    expect(byId.get('action:http:gone')).toMatchObject({ label: 'gone', detail: 'http', status: 'missing' });
  });

  it('keeps the actions and sources no rule uses, without edges', () => {
    expect(topology.unused.map((n) => n.id)).toEqual(['action:mqtt:idle', 'source:mqtt:spare']);
    expect(byId.get('action:mqtt:idle')).toMatchObject({ status: 'disabled' });
    expect(topology.edges.some((e) => e.source === 'source:mqtt:spare' || e.target === 'action:mqtt:idle')).toBe(false);
  });

  it('lists each rule with its inputs and outputs, for the text alternative', () => {
    const r1 = topology.paths.find((p) => p.rule.id === 'rule:r1');
    expect(r1?.inputs.map((n) => n.id)).toEqual(['topic:t/#', 'event:$events/client_connected']);
    expect(r1?.outputs.map((n) => n.id)).toEqual(['action:http:out', 'console:r1']);
    expect(r1?.stages).toEqual([]);
  });

  it('for the bridge list, keeps only the rules that use a bridge, and every bridge', () => {
    const only = buildTopology(rules, bridges, { bridgesOnly: true });
    expect(only.paths.map((p) => p.rule.label)).toEqual(['r1', 'r2', 'r3', 'r4']);
    const plain = buildTopology([...rules, { id: 'r5', sql: 'SELECT * FROM "y"', actions: [{ function: 'console' }] } as RuleEngineRuleInfo], bridges, { bridgesOnly: true });
    expect(plain.nodes.some((n) => n.id === 'rule:r5' || n.id === 'topic:y')).toBe(false);
    expect(plain.unused).toHaveLength(2);
  });
});

describe('the flow layout', () => {
  it('places every node, inputs left of rules left of outputs, the unused bridges under the graph', () => {
    const topology = buildTopology([...rules, { id: 'lonely', sql: '', actions: [] } as RuleEngineRuleInfo], bridges);
    const positions = layoutTopology(topology);
    expect([...positions.keys()].sort()).toEqual(topology.nodes.map((n) => n.id).sort());
    const xs = (column: number) => new Set(topology.nodes.filter((n) => columnOf(n.kind) === column).map((n) => positions.get(n.id)?.x));
    // No Data Hub stage: inputs, rules and outputs one column step apart, no empty column between.
    expect(xs(1).size).toBe(0);
    expect([xs(0), xs(2), xs(3)].map((x) => [...x])).toEqual([[0], [NODE_WIDTH + COLUMN_GAP], [2 * (NODE_WIDTH + COLUMN_GAP)]]);

    // No two nodes of a column overlap.
    for (const column of [0, 2, 3]) {
      const ys = topology.nodes.filter((n) => columnOf(n.kind) === column).map((n) => positions.get(n.id)!.y).sort((a, b) => a - b);
      ys.slice(1).forEach((y, i) => expect(y - ys[i]!).toBeGreaterThanOrEqual(NODE_HEIGHT));
    }

    const connectedBottom = Math.max(...topology.nodes.filter((n) => !topology.unused.includes(n)).map((n) => positions.get(n.id)!.y));
    for (const node of topology.unused) expect(positions.get(node.id)!.y).toBeGreaterThan(connectedBottom);
  });

  it('places a lone bridge at the top when there is no rule', () => {
    const topology = buildTopology([], bridges.slice(0, 1));
    expect(layoutTopology(topology).get('action:http:out')).toEqual({ x: expect.any(Number), y: 0 });
  });
});

describe('the Smart Data Hub stages in front of the rules', () => {
  const hubRules = [
    { id: 'sensors', sql: 'SELECT * FROM "sensor/#"', enable: true, actions: [{ function: 'console' }] },
    { id: 'meters', sql: 'SELECT * FROM "meters/#"', enable: true, actions: ['http:out'] },
    { id: 'line1', sql: 'SELECT * FROM "fleet/+/telemetry", "sensor/line1/reading", "$events/client_connected"', enable: true, actions: [] },
  ] as RuleEngineRuleInfo[];
  const hub: FlowHub = {
    validations: [
      { name: 'sensor_reading_shape', topics: ['sensor/+/reading'] },
      { name: 'legacy_state_guard', enable: false, topics: ['sensor/#'] },
    ],
    transformations: [
      { name: 'fleet_vehicle_tag', enable: true, topics: 'fleet/+/telemetry' },
      { name: 'sensor_tag', topics: ['other/#', 'sensor/line1/+'] },
    ],
  };
  const topology = buildTopology(hubRules, bridges, { hub });
  const edges = topology.edges.map((e) => `${e.source} > ${e.target}`);
  const path = (rule: string) => topology.paths.find((p) => p.rule.label === rule)!;

  it('puts an item between a topic it can see and the rule reading it, the direct edge kept', () => {
    expect(edges).toEqual(expect.arrayContaining(['topic:sensor/# > validation:sensor_reading_shape', 'validation:sensor_reading_shape > rule:sensors', 'topic:sensor/# > rule:sensors']));
    expect(path('sensors').stages.map((n) => n.id)).toEqual(['validation:sensor_reading_shape', 'transformation:sensor_tag']);
    expect(topology.nodes.find((n) => n.id === 'validation:sensor_reading_shape')).toEqual({
      id: 'validation:sensor_reading_shape',
      kind: 'validation',
      label: 'sensor_reading_shape',
      link: { to: 'hub-item', kind: 'validation', name: 'sensor_reading_shape' },
    });
  });

  it('puts none in front of a rule reading other topics, nor of a client event', () => {
    expect(path('meters').stages).toEqual([]);
    expect(edges.filter((e) => e.endsWith('> rule:meters'))).toEqual(['topic:meters/# > rule:meters']);
    expect(edges.filter((e) => e.startsWith('event:'))).toEqual(['event:$events/client_connected > rule:line1']);
    expect(edges).not.toContain('topic:fleet/+/telemetry > validation:sensor_reading_shape');
  });

  it('leaves a disabled item out', () => {
    expect(topology.nodes.some((n) => n.label === 'legacy_state_guard')).toBe(false);
  });

  it('makes one node of an item, whatever the number of rules behind it', () => {
    expect(topology.nodes.filter((n) => n.id === 'validation:sensor_reading_shape')).toHaveLength(1);
    expect(edges.filter((e) => e.startsWith('validation:sensor_reading_shape >'))).toEqual(['validation:sensor_reading_shape > rule:sensors', 'validation:sensor_reading_shape > rule:line1']);
  });

  it('tells the stages in the broker’s order, validations then transformations, whatever the order of the inputs', () => {
    expect(describePath(i18n, path('line1'))).toBe(
      'Topic fleet/+/telemetry, Topic sensor/line1/reading, Event client_connected → Schema validation sensor_reading_shape, Message transformation fleet_vehicle_tag, Message transformation sensor_tag → Rule line1 (Enabled)',
    );
    expect(describePath(i18n, path('meters'))).toBe('Topic meters/# → Rule meters (Enabled) → Action http:out (Connected)');
  });

  it('without an item for any topic read, or without the Data Hub, is the topology it always was', () => {
    expect(buildTopology(rules, bridges, { hub })).toEqual(buildTopology(rules, bridges));
    expect(buildTopology(hubRules, bridges, { hub: { validations: [], transformations: [] } })).toEqual(buildTopology(hubRules, bridges));
  });

  it('lays the stages out in a column of their own, between the inputs and the rules', () => {
    const positions = layoutTopology(topology);
    const xOf = (column: FlowColumn) => [...new Set(topology.nodes.filter((n) => columnOf(n.kind) === column).map((n) => positions.get(n.id)!.x))];
    const step = NODE_WIDTH + COLUMN_GAP;
    expect(([0, 1, 2, 3] as const).map(xOf)).toEqual([[0], [step], [2 * step], [3 * step]]);
    // The bridges no rule uses keep their columns: the sources under the inputs, the actions under the outputs.
    expect(positions.get('action:mqtt:idle')?.x).toBe(3 * step);
    expect(positions.get('source:mqtt:in')?.x).toBe(0);
    for (const column of [0, 1, 2, 3] as const) {
      const ys = topology.nodes.filter((n) => columnOf(n.kind) === column).map((n) => positions.get(n.id)!.y).sort((a, b) => a - b);
      ys.slice(1).forEach((y, i) => expect(y - ys[i]!).toBeGreaterThanOrEqual(NODE_HEIGHT));
    }
  });
});
