import { describe, expect, it } from 'vitest';
import type { RuleEngineRuleInfo } from '../../../generated/model';
import { isValidResourceName, parseResourceId, resourceStatus, toBridge } from './bridge';
import { rulesUsing } from './rules-using';

describe('bridges on connectors, actions and sources', () => {
  it('an action is an egress bridge and a source an ingress one, each with its connector id', () => {
    const action = toBridge('action', { type: 'http', name: 'out', connector: 'svc', enable: true, status: 'connected', created_at: 5 });
    expect(action).toMatchObject({ id: 'http:out', direction: 'egress', connectorId: 'http:svc', status: 'connected', createdAt: 5 });
    expect(toBridge('source', { type: 'mqtt', name: 'in', connector: 'cloud' })).toMatchObject({ id: 'mqtt:in', direction: 'ingress', connectorId: 'mqtt:cloud', enable: true });
  });

  it('reads disabled from enable and error from a reason for being down', () => {
    expect(resourceStatus({ enable: false, status: 'connected' })).toBe('disabled');
    expect(resourceStatus({ status: 'disconnected', status_reason: 'econnrefused' })).toBe('error');
    expect(resourceStatus({ status: 'disconnected' })).toBe('disconnected');
    expect(resourceStatus({ status: 'inconsistent' })).toBe('inconsistent');
    expect(resourceStatus({ status: 'connecting' })).toBe('connecting');
  });

  it('parses ids whose name holds colons, and refuses ids without a type or name', () => {
    expect(parseResourceId('http:a:b')).toEqual({ type: 'http', name: 'a:b' });
    expect(parseResourceId(':a')).toBeUndefined();
    expect(parseResourceId('http:')).toBeUndefined();
    expect(isValidResourceName('web-hook_1.v2')).toBe(true);
    expect(isValidResourceName('_hidden')).toBe(false);
    expect(isValidResourceName('with space')).toBe(false);
  });

  it('finds the rules that send to an action and those that read from a source', () => {
    const rules = [
      { id: 'r1', sql: 'SELECT * FROM "t/#"', actions: ['http:out', { function: 'console' }] },
      { id: 'r2', sql: 'SELECT * FROM "$bridges/mqtt:in"', actions: [] },
      { id: 'r3', sql: 'SELECT * FROM "t"', from: ['$sources/mqtt:in'], actions: ['http:other'] },
    ] as RuleEngineRuleInfo[];
    expect(rulesUsing({ id: 'http:out', kind: 'action' }, rules).map((r) => r.id)).toEqual(['r1']);
    expect(rulesUsing({ id: 'mqtt:in', kind: 'source' }, rules).map((r) => r.id)).toEqual(['r2', 'r3']);
  });
});
