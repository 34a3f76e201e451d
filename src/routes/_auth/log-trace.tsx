import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The log trace screens: their texts (catalog 'diagnose') load with the first of them. */
export const Route = createFileRoute('/_auth/log-trace')({
  staticData: { catalogs: ['diagnose'] },
  component: Outlet,
});
