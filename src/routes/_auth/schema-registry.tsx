import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadFeatureMessages } from '../../i18n/i18n';

/** The schema registry screens: their texts (catalog 'diagnose') load with the first of them. */
export const Route = createFileRoute('/_auth/schema-registry')({
  beforeLoad: () => loadFeatureMessages('diagnose'),
  component: Outlet,
});
