import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadFeatureMessages } from '../../i18n/i18n';

/** The rule screens: their texts (the SQL function reference among them) load with the first of them. */
export const Route = createFileRoute('/_auth/rules')({
  beforeLoad: () => loadFeatureMessages('rules'),
  component: Outlet,
});
