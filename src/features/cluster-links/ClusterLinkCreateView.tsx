export function ClusterLinkCreateView() { return null; }
