import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The gateway screens: their texts (catalog 'extensions') load with the first of them. */
export const Route = createFileRoute('/_auth/gateway')({
  staticData: { catalogs: ['extensions'] },
  component: Outlet,
});
