import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadFeatureMessages } from '../../i18n/i18n';

/** The data bridge screens: their texts load with the first of them. */
export const Route = createFileRoute('/_auth/bridge')({
  beforeLoad: () => loadFeatureMessages('bridges'),
  component: Outlet,
});
