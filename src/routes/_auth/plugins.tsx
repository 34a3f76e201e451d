import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The plugin screens: their texts (catalog 'extensions') load with the first of them. */
export const Route = createFileRoute('/_auth/plugins')({
  staticData: { catalogs: ['extensions'] },
  component: Outlet,
});
