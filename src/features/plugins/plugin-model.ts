import type { PluginsPlugin } from '../../generated/model';

/** How the API names a plugin in its paths: `{name}-{rel_vsn}` (the list's `name` is the bare name). */
export function pluginKey(plugin: Pick<PluginsPlugin, 'name' | 'rel_vsn'>): string {
  // The document's example has the version in `name` already: never add it twice.
  return plugin.name.endsWith(`-${plugin.rel_vsn}`) ? plugin.name : `${plugin.name}-${plugin.rel_vsn}`;
}

export type NodePluginStatus = 'running' | 'stopped' | 'not_installed';

export interface NodeStatus {
  node: string;
  status: NodePluginStatus;
}

/**
 * The plugin's status on each node of the cluster: a node the broker did not list has not
 * installed it. `nodes` is the cluster (empty while it is read: then the broker's list alone).
 */
export function nodeStatuses(plugin: Pick<PluginsPlugin, 'running_status'>, nodes: readonly string[]): NodeStatus[] {
  const listed = new Map(plugin.running_status.flatMap((s) => (s.node ? [[s.node, s.status === 'running' ? 'running' : 'stopped'] as const] : [])));
  const all = [...nodes, ...[...listed.keys()].filter((n) => !nodes.includes(n))];
  return all.map((node) => ({ node, status: listed.get(node) ?? 'not_installed' }));
}

export interface OverallStatus {
  /** The one status of every node, or `mixed` when nodes differ. */
  status: NodePluginStatus | 'mixed';
  running: number;
  total: number;
}

export function overallStatus(statuses: readonly NodeStatus[]): OverallStatus {
  const running = statuses.filter((s) => s.status === 'running').length;
  const kinds = new Set(statuses.map((s) => s.status));
  const status = kinds.size === 0 ? 'not_installed' : kinds.size === 1 ? [...kinds][0]! : 'mixed';
  return { status, running, total: statuses.length };
}

/** Whether Start has something to do: a node where the plugin is installed and stopped. */
export const canStart = (statuses: readonly NodeStatus[]) => statuses.some((s) => s.status === 'stopped');
export const canStop = (statuses: readonly NodeStatus[]) => statuses.some((s) => s.status === 'running');
