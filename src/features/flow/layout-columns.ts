/**
 * The layout of graphs too large for dagre, in one pass over the rules (n log n): rules reading the
 * same input sit together, and each rule's inputs and outputs not placed yet go beside it, so most
 * edges run straight across. An input or output shared with later rules stays where its first rule
 * put it.
 */
import { columnOf } from './topology';
import { columnX, NODE_HEIGHT, ROW_GAP, type LayoutInput, type Position } from './geometry';

const STEP = NODE_HEIGHT + ROW_GAP;

/** Top-left corner of every rule and every node with an edge, by id. */
export function placeInColumns(input: LayoutInput): Map<string, Position> {
  const inputsOf = new Map<string, string[]>();
  const outputsOf = new Map<string, string[]>();
  const kindOf = new Map(input.nodes.map((node) => [node.id, node.kind]));
  const add = (map: Map<string, string[]>, key: string, value: string) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const { source, target } of input.edges) {
    if (kindOf.get(target) === 'rule') add(inputsOf, target, source);
    else add(outputsOf, source, target);
  }

  // Rules grouped by their first input, the groups in the order their first rule comes.
  const rules = input.nodes.filter((node) => node.kind === 'rule').map((node) => node.id);
  const groupOf = (rule: string) => inputsOf.get(rule)?.[0] ?? rule;
  const groupRank = new Map<string, number>();
  rules.forEach((rule, index) => {
    if (!groupRank.has(groupOf(rule))) groupRank.set(groupOf(rule), index);
  });
  const order = rules.map((rule, index) => ({ rule, group: groupRank.get(groupOf(rule))!, index }));
  order.sort((a, b) => a.group - b.group || a.index - b.index);

  const positions = new Map<string, Position>();
  // The next free top of each column.
  const free = [0, 0, 0];
  const stack = (ids: readonly string[], top: number): number => {
    let y = top;
    for (const id of ids) {
      positions.set(id, { x: columnX(columnOf(kindOf.get(id)!)), y });
      y += STEP;
    }
    return y;
  };
  for (const { rule } of order) {
    const newInputs = (inputsOf.get(rule) ?? []).filter((id) => !positions.has(id));
    const newOutputs = (outputsOf.get(rule) ?? []).filter((id) => !positions.has(id));
    // Only the columns this rule adds to hold it down: a rule of a shared input does not wait for the inputs column.
    const top = Math.max(free[1]!, newInputs.length ? free[0]! : 0, newOutputs.length ? free[2]! : 0);
    positions.set(rule, { x: columnX(1), y: top });
    free[1] = top + STEP;
    if (newInputs.length) free[0] = stack(newInputs, top);
    if (newOutputs.length) free[2] = stack(newOutputs, top);
  }
  return positions;
}
