import { createFileRoute } from '@tanstack/react-router';
import { SectionTabs } from '../../app/SectionTabs';

/** Cluster-wide operations: node maintenance, links to other clusters, durable storage. */
export const Route = createFileRoute('/_auth/cluster')({
  component: () => <SectionTabs section="/cluster" />,
});
