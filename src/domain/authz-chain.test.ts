import { describe, expect, it } from 'vitest';
import { evaluateChain, verdictOf, type AuthzSource, type BuiltInRule } from './authz-chain';
import { realTopic } from './authz-topic';

const who = { clientid: 'sensor-1', username: 'fleet', ip: '10.0.0.7' };
const rule = (permission: BuiltInRule['permission'], action: BuiltInRule['action'], topic: string, extra: Partial<BuiltInRule> = {}): BuiltInRule => ({ permission, action, topic, ...extra });
const builtIn = (rules: Partial<Record<'clients' | 'users' | 'all', BuiltInRule[]>>, enable = true): AuthzSource => ({
  type: 'built_in_database',
  enable,
  rules: { clients: [], users: [], all: [], ...rules },
});
const file = (text: string): AuthzSource => ({ type: 'file', enable: true, rules: text });
const publish = { type: 'publish', qos: 1, retain: false } as const;

describe('the authorization chain', () => {
  it("reads the built-in database's lists in the broker's order: this client's, this username's, then everyone's", () => {
    const source = builtIn({ clients: [rule('deny', 'publish', 'a/#')], users: [rule('allow', 'all', 'a/b')], all: [rule('allow', 'publish', 'devices/${clientid}/up')] });
    expect(evaluateChain([source], who, publish, 'a/b', 'deny').answers).toEqual([
      { type: 'built_in_database', outcome: 'matched', permission: 'deny', rule: { list: 'clients', index: 0, rule: rule('deny', 'publish', 'a/#') } },
    ]);
    const placeholder = evaluateChain([source], who, publish, 'devices/sensor-1/up', 'deny');
    expect(placeholder.answers[0]).toMatchObject({ outcome: 'matched', rule: { list: 'all', index: 0 } });
    expect(verdictOf(placeholder)).toBe('allow');
  });

  it("matches a rule's QoS and retain flag, and `eq` topics literally", () => {
    const source = builtIn({ all: [rule('deny', 'publish', 'x', { retain: true }), rule('allow', 'publish', 'x', { qos: [0] }), rule('deny', 'subscribe', 'eq y/#')] });
    expect(evaluateChain([source], who, { ...publish, retain: true }, 'x', 'allow').answers[0]).toMatchObject({ permission: 'deny', rule: { index: 0 } });
    expect(evaluateChain([source], who, publish, 'x', 'allow').answers[0]).toEqual({ type: 'built_in_database', outcome: 'no-match' });
    expect(evaluateChain([source], who, { type: 'subscribe', qos: 0 }, 'y/#', 'allow').answers[0]).toMatchObject({ permission: 'deny' });
    expect(evaluateChain([source], who, { type: 'subscribe', qos: 0 }, 'y/z', 'allow').answers[0]).toMatchObject({ outcome: 'no-match' });
  });

  it('names the line of the ACL file rule that decides, with the rule as written', () => {
    const text = ['% comments do not count', '{allow, {user, "ops"}, subscribe, ["$SYS/#"]}.', '', '{deny, all, subscribe, ["$SYS/#",', '  {eq, "#"}]}.', '{allow, all}.'].join('\n');
    const answer = evaluateChain([file(text)], who, { type: 'subscribe', qos: 0 }, '$SYS/brokers', 'allow');
    expect(answer.answers).toEqual([{ type: 'file', outcome: 'matched', permission: 'deny', rule: { line: 4, text: '{deny, all, subscribe, ["$SYS/#",\n  {eq, "#"}]}' } }]);
    expect(evaluateChain([file(text)], { ...who, username: 'ops' }, { type: 'subscribe', qos: 0 }, '$SYS/brokers', 'deny').answers[0]).toMatchObject({ permission: 'allow', rule: { line: 2 } });
    expect(evaluateChain([file(text)], who, publish, 'anything', 'deny').answers[0]).toMatchObject({ permission: 'allow', rule: { line: 6 } });
  });

  it('matches ACL file subjects by IP range, regular expression and combinations', () => {
    const text = '{allow, {and, [{ipaddr, "10.0.0.0/24"}, {clientid, {re, "^sensor-"}}]}, publish, ["t"]}.\n{deny, all, publish, ["t"]}.';
    expect(evaluateChain([file(text)], who, publish, 't', 'allow').answers[0]).toMatchObject({ permission: 'allow', rule: { line: 1 } });
    expect(evaluateChain([file(text)], { ...who, ip: '10.0.1.7' }, publish, 't', 'allow').answers[0]).toMatchObject({ permission: 'deny', rule: { line: 2 } });
  });

  it('skips disabled sources, and stops at none it cannot read: an external source answers out of sight', () => {
    const sources: AuthzSource[] = [builtIn({ all: [rule('deny', 'all', '#')] }, false), { type: 'http', enable: true }, file('{deny, all, publish, ["t"]}.')];
    const answer = evaluateChain(sources, who, publish, 't', 'allow');
    expect(answer.answers.map((a) => a.outcome)).toEqual(['disabled', 'external', 'matched']);
    // The sandbox has no servers behind its external sources: they pass.
    expect(verdictOf(answer)).toBe('deny');
  });

  it('says a file that does not read cannot be evaluated, and falls to no-match when nothing matches', () => {
    expect(evaluateChain([file('{allow, all')], who, publish, 't', 'deny').answers).toEqual([{ type: 'file', outcome: 'unreadable' }]);
    const none = evaluateChain([builtIn({})], who, publish, 't', 'deny');
    expect(none.answers).toEqual([{ type: 'built_in_database', outcome: 'no-match' }]);
    expect(verdictOf(none)).toBe('deny');
  });

  it('checks a shared subscription by its real topic', () => {
    expect(realTopic('$share/g1/a/+')).toBe('a/+');
    expect(realTopic('$queue/a/b')).toBe('a/b');
    expect(realTopic('a/b')).toBe('a/b');
  });
});
