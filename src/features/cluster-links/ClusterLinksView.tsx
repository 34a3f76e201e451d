export function ClusterLinksView() { return null; }
