/** A site as the screen names it: its id, and the node that runs it when known. */
export interface SiteInfo {
  site: string;
  node: string | undefined;
  up: boolean | undefined;
}

/** `3D1F…A0 (emqx@node1)`: ids alone say nothing to an operator, node names do. */
export const siteLabel = (info: SiteInfo): string => (info.node ? `${info.site} (${info.node})` : info.site);
