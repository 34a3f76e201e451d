import { canStart, canStop, nodeStatuses, overallStatus, pluginKey } from './plugin-model';

const NODES = ['n1', 'n2', 'n3'];

describe('plugin model', () => {
  it('names a plugin by name and version once', () => {
    expect(pluginKey({ name: 'emqx_plugin_template', rel_vsn: '5.0.0' })).toBe('emqx_plugin_template-5.0.0');
    expect(pluginKey({ name: 'emqx_plugin_template-5.0.0', rel_vsn: '5.0.0' })).toBe('emqx_plugin_template-5.0.0');
  });

  it('reads a node the broker does not list as not installed there', () => {
    const statuses = nodeStatuses({ running_status: [{ node: 'n1', status: 'running' }, { node: 'n2', status: 'stopped' }] }, NODES);
    expect(statuses).toEqual([
      { node: 'n1', status: 'running' },
      { node: 'n2', status: 'stopped' },
      { node: 'n3', status: 'not_installed' },
    ]);
    expect(overallStatus(statuses)).toEqual({ status: 'mixed', running: 1, total: 3 });
    expect(canStart(statuses) && canStop(statuses)).toBe(true);
  });

  it('has one status when every node agrees', () => {
    const running = nodeStatuses({ running_status: NODES.map((node) => ({ node, status: 'running' as const })) }, NODES);
    expect(overallStatus(running)).toEqual({ status: 'running', running: 3, total: 3 });
    expect(canStart(running)).toBe(false);
    expect(overallStatus(nodeStatuses({ running_status: [] }, NODES)).status).toBe('not_installed');
    // While the cluster is read, the broker's list alone.
    expect(overallStatus(nodeStatuses({ running_status: [{ node: 'n1', status: 'stopped' }] }, [])).status).toBe('stopped');
  });
});
