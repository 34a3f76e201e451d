import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The schema registry screens: their texts (catalog 'diagnose') load with the first of them. */
export const Route = createFileRoute('/_auth/schema-registry')({
  staticData: { catalogs: ['diagnose'] },
  component: Outlet,
});
