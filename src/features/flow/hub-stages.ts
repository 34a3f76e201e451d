/**
 * Which Smart Data Hub items a rule's messages pass first: every published message is checked by the
 * schema validations, then rewritten by the message transformations, before a rule sees it.
 */
import type { HubItem, HubKindId } from '../data-hub/hub-kinds';
import { filtersOverlap } from './topic-filters';

/** What the graph reads of an item. */
export type FlowHubItem = Pick<HubItem, 'name' | 'enable' | 'topics'>;

/** Both lists as the broker answers them: each in its evaluation order. */
export interface FlowHub {
  validations: readonly FlowHubItem[];
  transformations: readonly FlowHubItem[];
}

export interface HubStage {
  kind: HubKindId;
  name: string;
  /** Where the broker evaluates it: every validation before every transformation. */
  order: number;
}

/**
 * The stages in front of a topic filter a rule reads: the enabled items with a filter that can match
 * one of its topics, in evaluation order. Disabled items are left out rather than shown as disabled:
 * they touch no message, so a stage in the flow would say something false, and the Data Hub screens
 * list them. One answer per filter: in an estate of thousands of rules, most read the same few.
 */
export function hubStagesOf(hub: FlowHub | undefined): (filter: string) => readonly HubStage[] {
  const items = hub ? [...hub.validations.map((item) => ({ kind: 'validation' as const, item })), ...hub.transformations.map((item) => ({ kind: 'transformation' as const, item }))] : [];
  const stages = items.flatMap(({ kind, item }, order) => (item.enable === false ? [] : [{ kind, name: item.name, order, topics: typeof item.topics === 'string' ? [item.topics] : item.topics }]));
  if (!stages.length) return () => [];
  const known = new Map<string, readonly HubStage[]>();
  return (filter) => {
    let found = known.get(filter);
    if (!found) {
      found = stages.filter(({ topics }) => topics.some((topic) => filtersOverlap(topic, filter))).map(({ kind, name, order }) => ({ kind, name, order }));
      known.set(filter, found);
    }
    return found;
  };
}
