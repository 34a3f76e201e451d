import { ruleIdError } from './rule-id';

describe('ruleIdError', () => {
  it.each(['rule_1', 'A-b_c9', ''])('accepts %j', (id) => expect(ruleIdError(id)).toBeUndefined());
  it.each(['1rule', '_rule', 'rule 1', 'rule.1', 'règle'])('refuses %j', (id) => expect(ruleIdError(id)?.id).toBeDefined());
  it('refuses an id in use and a too long one', () => {
    expect(ruleIdError('r1', ['r1'])).toBeDefined();
    expect(ruleIdError(`r${'x'.repeat(255)}`)).toBeDefined();
  });
});
