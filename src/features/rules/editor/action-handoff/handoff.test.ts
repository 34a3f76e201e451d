import { describe, expect, it } from 'vitest';
import { NEW_RULE } from '../rule-draft';
import { parkedRuleDraft, parkRuleDraft, releaseParkedRuleDraft, returnToRule, withCreatedAction } from './handoff';

describe('creating an action from the rule editor', () => {
  const draft = { ...NEW_RULE, id: 'my_rule', sql: 'SELECT * FROM "a/#"' };

  it('gives the rule back with the new action as its last output, until the editor releases it', () => {
    parkRuleDraft('', draft);
    returnToRule('', 'http:new_hook');
    expect(parkedRuleDraft('')).toEqual({ ...draft, outputs: [{ kind: 'action', id: 'http:new_hook' }] });
    releaseParkedRuleDraft('');
    expect(parkedRuleDraft('')).toBeUndefined();
  });

  it('gives it back unchanged when nothing was created, and never adds an action twice', () => {
    parkRuleDraft('r1', draft);
    returnToRule('r1');
    expect(parkedRuleDraft('r1')).toEqual(draft);
    const withOne = withCreatedAction(draft, 'http:a');
    expect(withCreatedAction(withOne, 'http:a')).toBe(withOne);
  });
});
