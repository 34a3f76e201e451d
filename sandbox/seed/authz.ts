/**
 * The seeded authorization chain: the built-in database first, then the ACL file EMQX ships with
 * (its rules kept as text, as the broker returns them).
 */
import type { AuthzCounters, AuthzSourceRecord, AuthzState } from '../model/authz';
import { defaultAuthzSettings } from '../model/authz';
import type { SandboxNode } from './cluster';

const counters = (nodes: readonly SandboxNode[], base: number): Map<string, AuthzCounters> =>
  new Map(
    nodes.map((node, i) => {
      const total = base * (i + 2) + 13 * i;
      return [node.name, { allow: Math.round(total * 0.9), deny: Math.round(total * 0.06), nomatch: Math.round(total * 0.04) }];
    }),
  );

export const SEED_ACL_RULES = [
  '{allow, {username, {re, "^dashboard$"}}, subscribe, ["$SYS/#"]}.',
  '{allow, {ipaddr, "127.0.0.1"}, all, ["$SYS/#", "#"]}.',
  '{deny, all, subscribe, ["$SYS/#", {eq, "#"}]}.',
  '{allow, all}.',
].join('\n');

export function seedAuthz(nodes: readonly SandboxNode[]): AuthzState {
  const sources: AuthzSourceRecord[] = [
    { config: { type: 'built_in_database', enable: true, max_rules: 100 }, counters: counters(nodes, 1800) },
    { config: { type: 'file', enable: true, rules: SEED_ACL_RULES }, counters: counters(nodes, 5200) },
  ];
  return { sources, settings: defaultAuthzSettings() };
}
