import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The slow subscription screens: their texts (catalog 'diagnose') load with the first of them. */
export const Route = createFileRoute('/_auth/slow-sub')({
  staticData: { catalogs: ['diagnose'] },
  component: Outlet,
});
