import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadFeatureMessages } from '../../i18n/i18n';

/** The ExHook server screens: their texts (catalog 'extensions') load with the first of them. */
export const Route = createFileRoute('/_auth/exhook')({
  beforeLoad: () => loadFeatureMessages('extensions'),
  component: Outlet,
});
