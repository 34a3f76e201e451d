/**
 * The bridge list's Topology tab: the flow graph limited to what touches a bridge. Loaded lazily
 * (React Flow and dagre stay out of the list's own bundle), hence the default export.
 */
export function TopologyPanel() {
  return null;
}

export default TopologyPanel;
