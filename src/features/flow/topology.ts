/**
 * The flow topology as data: what each rule reads (topics, client events, data sources), the Smart
 * Data Hub items its messages pass first, and where its results go (actions, the console, republished
 * topics, functions). Pure, so the graph, its layout and its text alternative all read the same answer.
 */
import type { RuleEngineRuleInfo } from '../../generated/model';
import type { Bridge, BridgeStatus } from '../bridges/model/bridge';
import { describeOutput, ruleSources } from '../rules/list/rule-display';
import { hubStagesOf, type FlowHub } from './hub-stages';

export type FlowNodeKind = 'topic' | 'event' | 'source' | 'validation' | 'transformation' | 'rule' | 'action' | 'console' | 'republish' | 'function';

/** Inputs, Smart Data Hub stages, rules, outputs: the graph reads left to right in this order. */
export type FlowColumn = 0 | 1 | 2 | 3;
export const HUB_COLUMN = 1;

export const columnOf = (kind: FlowNodeKind): FlowColumn =>
  kind === 'topic' || kind === 'event' || kind === 'source' ? 0 : kind === 'validation' || kind === 'transformation' ? HUB_COLUMN : kind === 'rule' ? 2 : 3;

/**
 * A rule is enabled or disabled; a bridge has the bridge's status. `missing`: a rule names an action
 * or a source that does not exist (deleted, or not created yet).
 */
export type FlowStatus = 'enabled' | 'disabled' | 'missing' | BridgeStatus;

/** Where a node leads: its detail screen, or the rules reading a topic or an event. */
export type FlowLink =
  | { to: 'rule'; id: string }
  | { to: 'bridge'; id: string; source?: true }
  | { to: 'rules-reading'; from: string }
  | { to: 'hub-item'; kind: 'validation' | 'transformation'; name: string };

export interface FlowNode {
  id: string;
  kind: FlowNodeKind;
  /** The name shown: a topic, an event's name, a Data Hub item's or a bridge's name, a rule's id, a republish topic. */
  label: string;
  /** A bridge's type (`http`, `mqtt`), an event's full FROM (`$events/client_connected`). */
  detail?: string;
  status?: FlowStatus;
  link?: FlowLink;
}

export interface FlowEdge {
  id: string;
  source: string;
  target: string;
}

/** One rule with what it reads and where it sends: a line of the graph's text alternative. */
export interface FlowPath {
  rule: FlowNode;
  inputs: FlowNode[];
  /** The Data Hub items in front of the rule, in the broker's evaluation order. */
  stages: FlowNode[];
  outputs: FlowNode[];
}

export interface Topology {
  nodes: FlowNode[];
  edges: FlowEdge[];
  paths: FlowPath[];
  /** Actions and sources no rule uses: in the graph without edges. */
  unused: FlowNode[];
}

export interface TopologyOptions {
  /** Only the rules that send to an action or read from a source (and every bridge): the bridge list's view. */
  bridgesOnly?: boolean;
  /** The schema validations and message transformations, where the broker has them. */
  hub?: FlowHub;
}

const bridgeNodeId = (kind: 'action' | 'source', id: string) => `${kind}:${id}`;

function bridgeNode(kind: 'action' | 'source', id: string, bridge: Bridge | undefined): FlowNode {
  const colon = id.indexOf(':');
  const type = bridge?.type ?? (colon > 0 ? id.slice(0, colon) : '');
  const name = bridge?.name ?? (colon > 0 ? id.slice(colon + 1) : id);
  return { id: bridgeNodeId(kind, id), kind, label: name, detail: type || undefined, status: bridge?.status ?? 'missing', link: kind === 'source' ? { to: 'bridge', id, source: true } : { to: 'bridge', id } };
}

export function buildTopology(rules: readonly RuleEngineRuleInfo[], bridges: readonly Bridge[], options: TopologyOptions = {}): Topology {
  const byKey = new Map(bridges.map((bridge) => [bridgeNodeId(bridge.kind, bridge.id), bridge]));
  const nodes = new Map<string, FlowNode>();
  const edges = new Map<string, FlowEdge>();
  const paths: FlowPath[] = [];
  const stagesOf = hubStagesOf(options.hub);

  // Shared inputs and bridges are one node: the first rule that names them makes it, the others reuse it.
  const node = (made: FlowNode) => {
    const known = nodes.get(made.id);
    if (known) return known;
    nodes.set(made.id, made);
    return made;
  };
  const edge = (source: string, target: string) => {
    const id = `${source}->${target}`;
    if (!edges.has(id)) edges.set(id, { id, source, target });
  };

  for (const rule of rules) {
    const sources = ruleSources(rule);
    const outputs = (rule.actions ?? []).map(describeOutput);
    const touchesBridge = sources.some((s) => s.kind === 'source') || outputs.some((o) => o.kind === 'action');
    if (options.bridgesOnly && !touchesBridge) continue;

    const ruleNode = node({ id: `rule:${rule.id}`, kind: 'rule', label: rule.id, status: rule.enable === false ? 'disabled' : 'enabled', link: { to: 'rule', id: rule.id } });
    const path: FlowPath = { rule: ruleNode, inputs: [], stages: [], outputs: [] };
    const stageOrder = new Map<FlowNode, number>();

    for (const source of sources) {
      const input =
        source.kind === 'topic'
          ? node({ id: `topic:${source.topic}`, kind: 'topic', label: source.topic, link: { to: 'rules-reading', from: source.topic } })
          : source.kind === 'event'
            ? node({ id: `event:${source.value}`, kind: 'event', label: source.event, detail: source.value, link: { to: 'rules-reading', from: source.value } })
            : node(bridgeNode('source', source.id, byKey.get(bridgeNodeId('source', source.id))));
      if (!path.inputs.includes(input)) path.inputs.push(input);
      // The direct edge stays: messages on the topics outside an item's filters reach the rule untouched.
      edge(input.id, ruleNode.id);
      // Only published messages pass the Data Hub: a client event or a data source goes straight to its rules.
      if (source.kind !== 'topic') continue;
      for (const { kind, name, order } of stagesOf(source.topic)) {
        const stage = node({ id: `${kind}:${name}`, kind, label: name, link: { to: 'hub-item', kind, name } });
        stageOrder.set(stage, order);
        edge(input.id, stage.id);
        edge(stage.id, ruleNode.id);
      }
    }
    path.stages = [...stageOrder.keys()].sort((a, b) => stageOrder.get(a)! - stageOrder.get(b)!);

    outputs.forEach((output, index) => {
      const made: FlowNode =
        output.kind === 'action'
          ? node(bridgeNode('action', output.id, byKey.get(bridgeNodeId('action', output.id))))
          : // The console, a republish and a function belong to their rule: one node each, never shared.
            output.kind === 'console'
            ? node({ id: `console:${rule.id}`, kind: 'console', label: '' })
            : output.kind === 'republish'
              ? node({ id: `republish:${rule.id}:${index}`, kind: 'republish', label: output.topic })
              : node({ id: `function:${rule.id}:${index}`, kind: 'function', label: output.name });
      if (!path.outputs.includes(made)) path.outputs.push(made);
      edge(ruleNode.id, made.id);
    });
    paths.push(path);
  }

  const unused: FlowNode[] = [];
  for (const bridge of bridges) {
    const id = bridgeNodeId(bridge.kind, bridge.id);
    if (nodes.has(id)) continue;
    const made = node(bridgeNode(bridge.kind, bridge.id, bridge));
    unused.push(made);
  }

  return { nodes: [...nodes.values()], edges: [...edges.values()], paths, unused };
}

/** Which inputs and outputs are bridges: the nodes the bridge list's view is about. */
export const isBridgeNode = (node: Pick<FlowNode, 'kind'>): boolean => node.kind === 'action' || node.kind === 'source';
/** Whether a node is a schema validation or a message transformation: the graph's Data Hub column. */
export const isHubStage = (node: Pick<FlowNode, 'kind'>): boolean => columnOf(node.kind) === HUB_COLUMN;
