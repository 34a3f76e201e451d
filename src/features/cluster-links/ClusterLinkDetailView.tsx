export function ClusterLinkDetailView(_props: { name: string }) { return null; }
