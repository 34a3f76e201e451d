import { describe, expect, it } from 'vitest';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { copyOf, withEnable } from './rule-body';

const rule: RuleEngineRuleInfo = {
  id: 'r1',
  name: '',
  sql: 'SELECT * FROM "t/#"',
  from: ['t/#'],
  actions: [{ function: 'console' }, 'http:hook'],
  enable: true,
  description: 'to the hook',
  metadata: { created_at: 1700000000000 },
  created_at: '2023-11-14T22:13:20.000+00:00',
};

describe('withEnable', () => {
  it('sends the whole rule back with only enable changed, without the fields the broker derives', () => {
    expect(withEnable(rule, false)).toEqual({
      name: '',
      sql: rule.sql,
      actions: rule.actions,
      description: 'to the hook',
      metadata: { created_at: 1700000000000 },
      enable: false,
    });
  });
});

describe('copyOf', () => {
  it('copies SQL, outputs and description under the new id, disabled, with the broker left to date it', () => {
    expect(copyOf(rule, 'r1_duplication')).toEqual({
      id: 'r1_duplication',
      name: '',
      sql: rule.sql,
      actions: rule.actions,
      description: 'to the hook',
      enable: false,
    });
  });
});
