import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { checkAcl, lineOf } from './acl-check';

const BROKER_DEFAULT = `%%--------------------------------------------------------------------
%% -type(ipaddr() :: {ipaddr, string()}).
%%--------------------------------------------------------------------
{allow, {username, {re, "^dashboard$"}}, subscribe, ["$SYS/#"]}.

{allow, {ipaddr, "127.0.0.1"}, all, ["$SYS/#", "#"]}.

{deny, all, subscribe, ["$SYS/#", {eq, "#"}, {eq, "+/#"}]}.

{allow, {'and', [{clientid, "c1"}, {user, <<"u">>}]}, publish, [{qos, [0, 1]}, "t/\${clientid}"]}.

{allow, all}.
`;

const ids = (text: string) => checkAcl(text).map((p) => p.message.id);

describe('checkAcl', () => {
  it('accepts the rules the broker ships', () => {
    expect(checkAcl(BROKER_DEFAULT)).toEqual([]);
    expect(checkAcl('')).toEqual([]);
    expect(checkAcl('% only a comment')).toEqual([]);
  });

  it('says where a rule misses its dot, and reads on', () => {
    const text = '{allow, all}\n{deny, all}.\n{allow, all}';
    const problems = checkAcl(text);
    expect(problems).toHaveLength(2);
    expect(lineOf(text, problems[0]!.from)).toBe(1);
    expect(lineOf(text, problems[1]!.from)).toBe(3);
  });

  it('finds unclosed brackets and quotes', () => {
    expect(ids('{allow, all.')).toHaveLength(1);
    expect(ids('{allow, {username, "bob}, all, ["#"]}.')).toHaveLength(1);
    expect(ids('{allow, all, publish, ["a" "b"]}.')).toHaveLength(1);
  });

  it('refuses capitalised words, which Erlang reads as variables', () => {
    const [problem] = checkAcl('{allow, all, Publish, ["#"]}.');
    expect(problem?.message.values).toEqual({ word: 'Publish' });
  });

  it('checks the shape of each rule', () => {
    expect(ids('{permit, all}.')).toHaveLength(1);
    expect(ids('{allow, everyone}.')).toHaveLength(1);
    expect(ids('{allow, all, publish}.')).toHaveLength(1);
    expect(ids('[allow, all].')).toHaveLength(1);
    expect(ids("{'allow', all}.")).toEqual([]);
  });

  it('says braces and brackets as written, not as placeholders', () => {
    const text = (rules: string) => checkAcl(rules).map((p) => i18n._(p.message));
    expect(text('{allow, everyone}.')).toEqual(['A rule of two terms is {allow, all} or {deny, all}.']);
    expect(text('{allow, all, publish}.')).toEqual(['A rule is {allow | deny, Who, Action, Topics} or {allow | deny, all}.']);
    expect(text('[allow, all')).toEqual(['This [ is never closed.']);
    expect(text('{allow, all, Publish, ["#"]}.')).toEqual(['Publish starts with a capital letter: put it in single quotes or write it in lower case.']);
  });
});
