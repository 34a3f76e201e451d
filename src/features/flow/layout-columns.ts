/**
 * The layout of graphs too large for dagre, in one pass over the rules (n log n): rules reading the
 * same input sit together, and each rule's inputs, Data Hub stages and outputs not placed yet go
 * beside it, so most edges run straight across. A node shared with later rules stays where its first
 * rule put it.
 */
import { columnOf, type FlowColumn } from './topology';
import { columnX, hasHubColumn, NODE_HEIGHT, ROW_GAP, type LayoutInput, type Position } from './geometry';

const STEP = NODE_HEIGHT + ROW_GAP;
const RULES = columnOf('rule');

/** Top-left corner of every rule and every node with an edge, by id. */
export function placeInColumns(input: LayoutInput): Map<string, Position> {
  const kindOf = new Map(input.nodes.map((node) => [node.id, node.kind]));
  const columnOfId = (id: string): FlowColumn => columnOf(kindOf.get(id)!);
  // Each rule's neighbours, column by column. An input's edge to a stage adds nothing: the input
  // also has its edge to the rule, which places it.
  const around = new Map<string, Map<FlowColumn, string[]>>();
  const add = (rule: string, id: string) => {
    const columns = around.get(rule) ?? new Map<FlowColumn, string[]>();
    around.set(rule, columns);
    const list = columns.get(columnOfId(id));
    if (list) list.push(id);
    else columns.set(columnOfId(id), [id]);
  };
  for (const { source, target } of input.edges) {
    if (kindOf.get(target) === 'rule') add(target, source);
    else if (kindOf.get(source) === 'rule') add(source, target);
  }

  // Rules grouped by their first input, the groups in the order their first rule comes.
  const rules = input.nodes.filter((node) => node.kind === 'rule').map((node) => node.id);
  const groupOf = (rule: string) => around.get(rule)?.get(0)?.[0] ?? rule;
  const groupRank = new Map<string, number>();
  rules.forEach((rule, index) => {
    if (!groupRank.has(groupOf(rule))) groupRank.set(groupOf(rule), index);
  });
  const order = rules.map((rule, index) => ({ rule, group: groupRank.get(groupOf(rule))!, index }));
  order.sort((a, b) => a.group - b.group || a.index - b.index);

  const withHub = hasHubColumn(input.nodes);
  const positions = new Map<string, Position>();
  // The next free top of each column.
  const free: Record<FlowColumn, number> = { 0: 0, 1: 0, 2: 0, 3: 0 };
  const stack = (ids: readonly string[], column: FlowColumn, top: number) => {
    let y = top;
    for (const id of ids) {
      positions.set(id, { x: columnX(column, withHub), y });
      y += STEP;
    }
    free[column] = y;
  };
  for (const { rule } of order) {
    const added = [...(around.get(rule) ?? [])].map(([column, ids]) => [column, ids.filter((id) => !positions.has(id))] as const).filter(([, ids]) => ids.length);
    // Only the columns this rule adds to hold it down: a rule of a shared input does not wait for the inputs column.
    const top = Math.max(free[RULES], ...added.map(([column]) => free[column]));
    positions.set(rule, { x: columnX(RULES, withHub), y: top });
    free[RULES] = top + STEP;
    for (const [column, ids] of added) stack(ids, column, top);
  }
  return positions;
}
