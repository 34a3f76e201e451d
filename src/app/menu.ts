import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  Activity,
  Archive,
  BadgeCheck,
  Boxes,
  Bell,
  Blocks,
  Bug,
  Cable,
  Database,
  FileCode,
  FileText,
  FolderTree,
  Gauge,
  GitBranch,
  HelpCircle,
  KeyRound,
  LayoutDashboard,
  LogIn,
  MailX,
  ListTree,
  type LucideIcon,
  MessageSquareQuote,
  Network,
  Plug,
  Radio,
  ScrollText,
  ServerCog,
  Settings,
  Shield,
  ShieldBan,
  SlidersHorizontal,
  Timer,
  UserCheck,
  Users,
  Waypoints,
  Webhook,
  Workflow,
  ShieldCheck,
  Shuffle,
} from 'lucide-react';
import type { Capability } from '../api/capabilities';

export interface MenuEntry {
  to: string;
  /** Path prefix under which the entry counts as current. */
  section: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  capability?: Capability;
}

export interface MenuGroup {
  id: 'monitoring' | 'management' | 'diagnose' | 'system';
  label: MessageDescriptor;
  entries: MenuEntry[];
}

export const MENU: MenuGroup[] = [
  {
    id: 'monitoring',
    label: msg`Monitoring`,
    entries: [
      { to: '/dashboard/overview', section: '/dashboard', label: msg`Dashboard`, icon: LayoutDashboard },
      { to: '/connections', section: '/connections', label: msg`Connections`, icon: Cable },
      { to: '/subscriptions/subscription', section: '/subscriptions', label: msg`Subscriptions`, icon: ListTree },
      { to: '/retained', section: '/retained', label: msg`Retained messages`, icon: MessageSquareQuote },
      { to: '/topic-explorer', section: '/topic-explorer', label: msg`Topic explorer`, icon: FolderTree },
      { to: '/alarm/current-alarm', section: '/alarm', label: msg`Alarms`, icon: Bell, capability: 'alarms' },
    ],
  },
  {
    id: 'management',
    label: msg`Management`,
    entries: [
      { to: '/authentication', section: '/authentication', label: msg`Authentication`, icon: UserCheck },
      { to: '/authorization', section: '/authorization', label: msg`Authorization`, icon: Shield },
      { to: '/blacklist', section: '/blacklist', label: msg`Blacklist`, icon: ShieldBan },
      { to: '/gateway', section: '/gateway', label: msg`Gateways`, icon: Network },
      { to: '/rules', section: '/rules', label: msg`Rules`, icon: GitBranch },
      { to: '/bridge/dataBridge', section: '/bridge', label: msg`Data bridges`, icon: Waypoints },
      { to: '/flow', section: '/flow', label: msg`Flows`, icon: Workflow },
      { to: '/schema-registry', section: '/schema-registry', label: msg`Schema registry`, icon: FileCode, capability: 'schemaRegistry' },
      { to: '/schema-validation', section: '/schema-validation', label: msg`Schema validations`, icon: ShieldCheck, capability: 'dataHub' },
      { to: '/message-transform', section: '/message-transform', label: msg`Message transformations`, icon: Shuffle, capability: 'dataHub' },
      { to: '/plugins', section: '/plugins', label: msg`Plugins`, icon: Blocks },
      { to: '/exhook', section: '/exhook', label: msg`ExHook`, icon: Webhook },
      { to: '/mqtt/general', section: '/mqtt', label: msg`MQTT settings`, icon: SlidersHorizontal },
      { to: '/listener', section: '/listener', label: msg`Listeners`, icon: Plug },
      { to: '/limiter', section: '/limiter', label: msg`Limiter`, icon: Gauge },
      { to: '/log', section: '/log', label: msg`Log`, icon: FileText },
      { to: '/monitoring/alarm-settings', section: '/monitoring', label: msg`Monitoring`, icon: Activity },
    ],
  },
  {
    id: 'diagnose',
    label: msg`Diagnose`,
    entries: [
      { to: '/websocket', section: '/websocket', label: msg`WebSocket client`, icon: Radio },
      { to: '/topic-metrics', section: '/topic-metrics', label: msg`Topic metrics`, icon: Database, capability: 'topicMetrics' },
      { to: '/slow-sub', section: '/slow-sub', label: msg`Slow subscriptions`, icon: Timer, capability: 'slowSubscriptions' },
      { to: '/dropped-messages', section: '/dropped-messages', label: msg`Dropped messages`, icon: MailX },
      { to: '/log-trace', section: '/log-trace', label: msg`Log trace`, icon: Bug },
    ],
  },
  {
    id: 'system',
    label: msg`System`,
    entries: [
      { to: '/users', section: '/users', label: msg`Users`, icon: Users },
      { to: '/APIKey', section: '/APIKey', label: msg`API keys`, icon: KeyRound },
      { to: '/audit', section: '/audit', label: msg`Audit log`, icon: ScrollText, capability: 'audit' },
      { to: '/backup', section: '/backup', label: msg`Backups`, icon: Archive, capability: 'backups' },
      // Shown while any of its tabs is (see availableEntries).
      { to: '/cluster/maintenance', section: '/cluster', label: msg`Cluster`, icon: Boxes },
      { to: '/sso', section: '/sso', label: msg`Single sign-on`, icon: LogIn, capability: 'sso' },
      { to: '/license', section: '/license', label: msg`License`, icon: BadgeCheck, capability: 'license' },
      { to: '/system-settings/console', section: '/system-settings', label: msg`System settings`, icon: ServerCog },
      { to: '/settings', section: '/settings', label: msg`Settings`, icon: Settings },
      { to: '/help', section: '/help', label: msg`Help`, icon: HelpCircle },
    ],
  },
];

/** The tabs of screens that share one menu entry. */
export const SECTION_TABS: Record<string, { to: string; label: MessageDescriptor; capability?: Capability }[]> = {
  '/dashboard': [
    { to: '/dashboard/overview', label: msg`Overview` },
    { to: '/dashboard/nodes', label: msg`Nodes` },
    { to: '/dashboard/metrics', label: msg`Metrics` },
  ],
  '/alarm': [
    { to: '/alarm/current-alarm', label: msg`Current alarms` },
    { to: '/alarm/history-alarm', label: msg`Alarm history` },
  ],
  '/subscriptions': [
    { to: '/subscriptions/subscription', label: msg`Subscriptions` },
    { to: '/subscriptions/topics', label: msg`Topics` },
  ],
  '/mqtt': [
    { to: '/mqtt/general', label: msg`General` },
    { to: '/mqtt/session', label: msg`Session` },
    { to: '/mqtt/retainer', label: msg`Retainer` },
    { to: '/mqtt/system-topic', label: msg`System topics` },
    { to: '/mqtt/extension', label: msg`Extensions` },
  ],
  '/system-settings': [
    { to: '/system-settings/console', label: msg`Console` },
    { to: '/system-settings/session-registry', label: msg`Session registry` },
  ],
  '/cluster': [
    { to: '/cluster/maintenance', label: msg`Maintenance`, capability: 'nodeMaintenance' },
    { to: '/cluster/links', label: msg`Cluster linking`, capability: 'clusterLinking' },
    { to: '/cluster/durable-storage', label: msg`Durable storage`, capability: 'durableStorage' },
  ],
  '/monitoring': [
    { to: '/monitoring/alarm-settings', label: msg`Alarm settings` },
    { to: '/monitoring/integration', label: msg`Integration`, capability: 'monitoringIntegration' },
  ],
};

export function isAvailable(capability: Capability | undefined, capabilities: Partial<Record<Capability, boolean>> | undefined): boolean {
  return !capability || capabilities?.[capability] !== false;
}

/**
 * The entries of a group the broker has. An entry with tabs opens the first tab the broker has, and
 * shows while any has: on a broker without rebalance, Cluster still holds cluster linking.
 */
export function availableEntries(group: MenuGroup, capabilities: Partial<Record<Capability, boolean>> | undefined): MenuEntry[] {
  return group.entries.flatMap((entry) => {
    if (!isAvailable(entry.capability, capabilities)) return [];
    const tabs = SECTION_TABS[entry.section];
    if (!tabs) return [entry];
    const first = tabs.find((tab) => isAvailable(tab.capability, capabilities));
    return first ? [{ ...entry, to: first.to }] : [];
  });
}

