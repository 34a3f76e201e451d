import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadFeatureMessages } from '../../i18n/i18n';

/** The plugin screens: their texts (catalog 'extensions') load with the first of them. */
export const Route = createFileRoute('/_auth/plugins')({
  beforeLoad: () => loadFeatureMessages('extensions'),
  component: Outlet,
});
