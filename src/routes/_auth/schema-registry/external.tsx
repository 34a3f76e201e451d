import { createFileRoute } from '@tanstack/react-router';
import { ExternalRegistriesView } from '../../../features/schema-registry/external/ExternalRegistriesView';

export const Route = createFileRoute('/_auth/schema-registry/external')({
  component: ExternalRegistriesView,
});
