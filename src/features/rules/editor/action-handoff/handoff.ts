/**
 * "Create action" from the rule editor: the rule being edited waits here (in memory only, like every
 * unsaved draft: nothing typed is written anywhere) while the operator creates an action on the
 * bridge screen under /rules, and comes back with the new action added to its outputs.
 */
import { getSession } from '../../../../api/session';
import type { RuleDraft } from '../rule-draft';

const parked = new Map<string, RuleDraft>();

/** Per user; the rule's id, or '' for a rule not created yet. */
const keyOf = (ruleId: string) => `${getSession()?.username ?? ''}\u0000${ruleId}`;

export function parkRuleDraft(ruleId: string, draft: RuleDraft): void {
  parked.set(keyOf(ruleId), draft);
}

/** The parked draft, with `actionId` (the action just created) as its last output. */
export function withCreatedAction(draft: RuleDraft, actionId: string | undefined): RuleDraft {
  if (!actionId || draft.outputs.some((o) => o.kind === 'action' && o.id === actionId)) return draft;
  return { ...draft, outputs: [...draft.outputs, { kind: 'action', id: actionId }] };
}

/** On the way back to the rule: the created action, when there is one, joins the parked draft. */
export function returnToRule(ruleId: string, actionId?: string): void {
  const draft = parked.get(keyOf(ruleId));
  if (draft) parked.set(keyOf(ruleId), withCreatedAction(draft, actionId));
}

/** Read while the editor's state starts (which may run twice), released once it has mounted. */
export const parkedRuleDraft = (ruleId: string): RuleDraft | undefined => parked.get(keyOf(ruleId));
export const releaseParkedRuleDraft = (ruleId: string): void => void parked.delete(keyOf(ruleId));
