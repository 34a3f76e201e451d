import { describe, expect, it } from 'vitest';
import type { RuleEngineRuleInfo } from '../../generated/model';
import { toBridge } from '../bridges/model/bridge';
import { buildTopology } from './topology';
import { filterTopology, FIRST_RULES, MOST_MATCHED_RULES, opensOnPart, PART_FROM } from './topology-filter';

const rules = [
  { id: 'fleet_to_hook', sql: '', from: ['fleet/+/position'], actions: ['http:hook'] },
  { id: 'meters', sql: '', from: ['meters/#', 'fleet/+/position'], actions: [{ function: 'console' }] },
  { id: 'alerts', sql: '', from: ['factory/+/telemetry'], actions: ['mqtt:cloud', { function: 'republish', args: { topic: 'alerts/x' } }] },
] as RuleEngineRuleInfo[];
const bridges = [
  toBridge('action', { type: 'http', name: 'hook', connector: 'svc', status: 'connected' }),
  toBridge('action', { type: 'mqtt', name: 'cloud', connector: 'cloud', status: 'connected' }),
  toBridge('action', { type: 'http', name: 'spare_hook', connector: 'svc', status: 'connected' }),
];
const topology = buildTopology(rules, bridges);
const ids = (filtered: ReturnType<typeof filterTopology>) => filtered.topology.nodes.map((node) => node.id).sort();

describe('the part of the flow graph drawn', () => {
  it('is everything without a search when asked for the whole', () => {
    const whole = filterTopology(topology, { query: '', whole: true });
    expect(whole.topology).toBe(topology);
    expect(whole).toMatchObject({ matchedRules: 3, capped: false, hiddenNodes: 0 });
  });

  it('for a topic: the rules reading it, each with its whole flow, and the rest counted as hidden', () => {
    const fleet = filterTopology(topology, { query: 'FLEET/+', whole: false });
    expect(fleet.topology.paths.map((path) => path.rule.label)).toEqual(['fleet_to_hook', 'meters']);
    expect(ids(fleet)).toEqual(['action:http:hook', 'console:meters', 'rule:fleet_to_hook', 'rule:meters', 'topic:fleet/+/position', 'topic:meters/#']);
    expect(fleet.topology.edges.every((edge) => fleet.topology.nodes.some((n) => n.id === edge.source) && fleet.topology.nodes.some((n) => n.id === edge.target))).toBe(true);
    expect(fleet.hiddenNodes).toBe(topology.nodes.length - 6);
    expect(fleet.matchedRules).toBe(2);
  });

  it('for an action, by its name or its id: the rules sending to it; a bridge no rule uses, alone', () => {
    expect(filterTopology(topology, { query: 'http:hook', whole: false }).topology.paths.map((path) => path.rule.label)).toEqual(['fleet_to_hook']);
    const hooks = filterTopology(topology, { query: 'hook', whole: false });
    expect(hooks.topology.paths.map((path) => path.rule.label)).toEqual(['fleet_to_hook']);
    expect(hooks.topology.unused.map((node) => node.id)).toEqual(['action:http:spare_hook']);
  });

  it('for a rule, or a republish topic: that rule with its inputs and outputs', () => {
    expect(ids(filterTopology(topology, { query: 'alerts/x', whole: false }))).toEqual(['action:mqtt:cloud', 'republish:alerts:1', 'rule:alerts', 'topic:factory/+/telemetry']);
  });

  it('draws nothing when nothing matches', () => {
    const none = filterTopology(topology, { query: 'nowhere', whole: false });
    expect(none.topology.nodes).toEqual([]);
    expect(none).toMatchObject({ matchedRules: 0, hiddenNodes: topology.nodes.length });
  });

  it('in a large estate, opens on the first rules and draws at most so many of those a search matches', () => {
    const many = buildTopology(
      Array.from({ length: 400 }, (_, i) => ({ id: `r${i}`, sql: '', from: [`site/${i}`], actions: [`http:out_${i}`] }) as RuleEngineRuleInfo),
      [],
    );
    expect(many.nodes.length).toBeGreaterThanOrEqual(PART_FROM);
    expect(opensOnPart(many)).toBe(true);
    expect(opensOnPart(topology)).toBe(false);

    const first = filterTopology(many, { query: '', whole: false });
    expect(first.topology.paths).toHaveLength(FIRST_RULES);
    expect(first).toMatchObject({ matchedRules: 400, capped: true, hiddenNodes: many.nodes.length - FIRST_RULES * 3 });

    const broad = filterTopology(many, { query: 'site', whole: false });
    expect(broad.topology.paths).toHaveLength(MOST_MATCHED_RULES);
    expect(broad).toMatchObject({ matchedRules: 400, capped: true });
    expect(filterTopology(many, { query: 'out_399', whole: false }).topology.paths.map((path) => path.rule.label)).toEqual(['r399']);
  });
});

describe('the part of a flow graph with Data Hub stages', () => {
  const hub = { validations: [{ name: 'position_shape', topics: 'fleet/+/position' }], transformations: [{ name: 'meter_units', topics: ['meters/+/reading'] }] };
  const staged = buildTopology(rules, bridges, { hub });
  const edges = (filtered: ReturnType<typeof filterTopology>) => filtered.topology.edges.map((e) => `${e.source} > ${e.target}`).sort();

  it('for an item’s name: the rules behind it, with the item and its edges', () => {
    const shape = filterTopology(staged, { query: 'position_shape', whole: false });
    expect(shape.topology.paths.map((path) => path.rule.label)).toEqual(['fleet_to_hook', 'meters']);
    expect(edges(shape)).toEqual(expect.arrayContaining(['topic:fleet/+/position > validation:position_shape', 'validation:position_shape > rule:fleet_to_hook']));
  });

  it('for a rule: its stages, with their edges from the inputs drawn', () => {
    const hook = filterTopology(staged, { query: 'fleet_to_hook', whole: false });
    expect(ids(hook)).toEqual(['action:http:hook', 'rule:fleet_to_hook', 'topic:fleet/+/position', 'validation:position_shape']);
    expect(edges(hook)).toEqual([
      'rule:fleet_to_hook > action:http:hook',
      'topic:fleet/+/position > rule:fleet_to_hook',
      'topic:fleet/+/position > validation:position_shape',
      'validation:position_shape > rule:fleet_to_hook',
    ]);
  });
});

