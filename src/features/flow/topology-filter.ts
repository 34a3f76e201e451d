/**
 * The part of a large topology the graph draws: the flows of the rules a search names, or of the
 * first few rules when there is no search, and how much is left out. A person reads a graph of a
 * few hundred nodes; an estate of thousands of rules is read a part at a time.
 */
import type { FlowNode, FlowPath, Topology } from './topology';

/** From this many nodes the screen offers the search. */
export const FILTER_FROM = 200;
/** From this many nodes the screen opens on a part of the graph rather than the whole. */
export const PART_FROM = 500;
/** The rules drawn when the screen opens on a part, without a search. */
export const FIRST_RULES = 40;
/** The most rules a search draws: beyond it the graph would be as unreadable as the whole. */
export const MOST_MATCHED_RULES = 150;

export interface TopologyFilter {
  /** Text a topic, event, source, rule, action or other output holds; empty for none. */
  query: string;
  /** Without a search: the whole graph (true) or the first rules only. */
  whole: boolean;
}

export interface FilteredTopology {
  topology: Topology;
  /** Rules whose flows match the search (every rule without one). */
  matchedRules: number;
  /** Whether fewer rules are drawn than matched. */
  capped: boolean;
  hiddenNodes: number;
}

const bridgeName = (node: FlowNode) => (node.detail ? `${node.detail}:${node.label}` : node.label);

/** Whether a node is what the search names: its name, its type, its id as the broker writes it. */
function nodeMatches(node: FlowNode, needle: string): boolean {
  const texts = node.kind === 'action' || node.kind === 'source' ? [bridgeName(node)] : [node.label, node.detail ?? ''];
  return texts.some((text) => text.toLowerCase().includes(needle));
}

/**
 * A matching node brings its neighbours, and a rule its whole flow: a topic shows the rules that
 * read it with where each sends, an action the rules that send to it with what each reads. A bridge
 * no rule uses matches alone.
 */
export function filterTopology(topology: Topology, { query, whole }: TopologyFilter): FilteredTopology {
  const needle = query.trim().toLowerCase();
  if (!needle && whole) return { topology, matchedRules: topology.paths.length, capped: false, hiddenNodes: 0 };

  const matches = (node: FlowNode) => nodeMatches(node, needle);
  const matched: FlowPath[] = needle ? topology.paths.filter((path) => matches(path.rule) || path.inputs.some(matches) || path.stages.some(matches) || path.outputs.some(matches)) : topology.paths;
  const most = needle ? MOST_MATCHED_RULES : FIRST_RULES;
  const paths = matched.slice(0, most);
  const matchedUnused = needle ? topology.unused.filter(matches) : [];
  const unused = matchedUnused.slice(0, most);

  const shown = new Set<string>();
  for (const { rule, inputs, stages, outputs } of paths) {
    shown.add(rule.id);
    for (const node of inputs) shown.add(node.id);
    for (const node of stages) shown.add(node.id);
    for (const node of outputs) shown.add(node.id);
  }
  for (const node of unused) shown.add(node.id);
  const ruleShown = new Set(paths.map((path) => path.rule.id));
  const stageIds = new Set(paths.flatMap((path) => path.stages.map((stage) => stage.id)));

  const part: Topology = {
    nodes: topology.nodes.filter((node) => shown.has(node.id)),
    // An input shared with a rule left out loses that edge: the rule is not drawn. An input's edge to a
    // stage holds whatever rule reads the input: drawn when both ends are.
    edges: topology.edges.filter((edge) => ruleShown.has(edge.source) || ruleShown.has(edge.target) || (shown.has(edge.source) && shown.has(edge.target) && stageIds.has(edge.target))),
    paths,
    unused,
  };
  const capped = matched.length > paths.length || matchedUnused.length > unused.length;
  return { topology: part, matchedRules: matched.length, capped, hiddenNodes: topology.nodes.length - part.nodes.length };
}

/** Whether the screen opens on a part of this topology. */
export const opensOnPart = (topology: Topology): boolean => topology.nodes.length >= PART_FROM;

/** Whether the screen offers the search for this topology. */
export const offersFilter = (topology: Topology): boolean => topology.nodes.length >= FILTER_FROM;
