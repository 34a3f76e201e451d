import { describe, expect, it } from 'vitest';
import { availableEntries, MENU } from './menu';

const system = MENU.find((group) => group.id === 'system')!;
const cluster = (capabilities: Parameters<typeof availableEntries>[1]) => availableEntries(system, capabilities).find((entry) => entry.section === '/cluster');

describe('the menu entries a broker has', () => {
  it('opens Cluster on its first tab the broker has, and shows it while any tab is there', () => {
    expect(cluster(undefined)?.to).toBe('/cluster/maintenance');
    expect(cluster({ nodeMaintenance: true, clusterLinking: true })?.to).toBe('/cluster/maintenance');
    expect(cluster({ nodeMaintenance: false, clusterLinking: true })?.to).toBe('/cluster/links');
    expect(cluster({ nodeMaintenance: false, clusterLinking: false, durableStorage: true })?.to).toBe('/cluster/durable-storage');
    expect(cluster({ nodeMaintenance: false, clusterLinking: false, durableStorage: false })).toBeUndefined();
  });

  it('hides an entry whose own capability is absent, and keeps the rest as they are', () => {
    const entries = availableEntries(system, { audit: false });
    expect(entries.map((entry) => entry.to)).not.toContain('/audit');
    expect(entries.find((entry) => entry.section === '/system-settings')?.to).toBe('/system-settings/console');
  });
});
