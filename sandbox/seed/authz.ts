/**
 * The seeded authorization chain: the built-in database first, then the ACL file EMQX ships with
 * (its rules kept as text, as the broker returns them); and the built-in database's rules.
 */
import type { AuthzCounters, AuthzSourceRecord, AuthzState } from '../model/authz';
import { defaultAuthzSettings } from '../model/authz';
import type { AuthzRule, AuthzRules } from '../model/authz-rules';
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

const rule = (permission: AuthzRule['permission'], action: AuthzRule['action'], topic: string, extra: Partial<AuthzRule> = {}): AuthzRule => ({
  permission,
  action,
  topic,
  qos: [0, 1, 2],
  ...(action === 'subscribe' ? {} : { retain: 'all' as const }),
  ...extra,
});

/**
 * The built-in database's rules: a few clients (one ID with a slash and spaces, to exercise path
 * encoding), users with more than one page of meters, and rules for everyone with both placeholders.
 */
export function seedAuthzRules(): AuthzRules {
  const clients = new Map<string, AuthzRule[]>([
    ['sensor/line-1 #7', [rule('allow', 'publish', 'factory/line-1/${clientid}/telemetry', { qos: [0, 1] }), rule('deny', 'subscribe', 'factory/#')]],
    ['gateway-01', [rule('allow', 'all', 'gateway/${clientid}/#'), rule('allow', 'publish', 'gateway/status', { retain: true, qos: [1] })]],
    ['ops dashboard (Grafana)', [rule('allow', 'subscribe', '$SYS/#')]],
  ]);
  const users = new Map<string, AuthzRule[]>([
    ['dashboard', [rule('allow', 'subscribe', '$SYS/brokers/+/stats/#')]],
    ['fleet-manager', [rule('allow', 'all', 'fleet/${username}/#'), rule('deny', 'publish', 'fleet/+/commands', { retain: true })]],
  ]);
  for (let i = 1; i <= 22; i++) {
    const name = `meter-${String(i).padStart(3, '0')}`;
    users.set(name, [rule('allow', 'publish', `meters/\${username}/reading`, { qos: [1], retain: false })]);
  }
  const all = [rule('allow', 'subscribe', 'public/#'), rule('allow', 'publish', 'devices/${clientid}/up'), rule('deny', 'all', 'eq #')];
  return { clients, users, all };
}
