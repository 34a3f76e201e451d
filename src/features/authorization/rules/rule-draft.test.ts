import { emptyRule, fromRuleItem, insertAt, ruleProblems, sameRules, toRuleItem } from './rule-draft';

describe('rule drafts', () => {
  it('requires a topic and at least one QoS', () => {
    const rule = emptyRule();
    expect(Object.keys(ruleProblems(rule))).toEqual(['topic']);
    expect(Object.keys(ruleProblems({ ...rule, topic: '  ', qos: [] }))).toEqual(['topic', 'qos']);
    expect(ruleProblems({ ...rule, topic: 't/${username}' })).toEqual({});
  });

  it('reads the retain flag as a boolean or as text, and sends none for a subscription', () => {
    expect(fromRuleItem({ permission: 'allow', action: 'publish', topic: 't', retain: true }).retain).toBe('true');
    expect(fromRuleItem({ permission: 'allow', action: 'publish', topic: 't', retain: 'true' as never }).retain).toBe('true');
    expect(fromRuleItem({ permission: 'allow', action: 'publish', topic: 't' })).toMatchObject({ retain: 'all', qos: [0, 1, 2] });
    const draft = { ...emptyRule(), topic: ' a/b ', retain: 'false' as const, qos: [2, 0] };
    expect(toRuleItem(draft)).toEqual({ permission: 'allow', action: 'publish', topic: 'a/b', qos: [0, 2], retain: false });
    expect(toRuleItem({ ...draft, action: 'subscribe' })).toEqual({ permission: 'allow', action: 'subscribe', topic: 'a/b', qos: [0, 2] });
  });

  it('compares lists by their rules, not their keys', () => {
    const a = [{ ...emptyRule(), topic: 'x' }];
    const b = [{ ...emptyRule(), topic: 'x' }];
    expect(sameRules(a, b)).toBe(true);
    expect(sameRules(a, [{ ...b[0]!, permission: 'deny' }])).toBe(false);
  });

  it('puts a placeholder at the caret, or at the end', () => {
    expect(insertAt('a//b', '${clientid}', 2)).toEqual({ text: 'a/${clientid}/b', caret: 13 });
    expect(insertAt('a/', '${username}', null)).toEqual({ text: 'a/${username}', caret: 13 });
  });
});
