import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The rule screens: their texts (the SQL function reference among them) load with the first of them. */
export const Route = createFileRoute('/_auth/rules')({
  staticData: { catalogs: ['rules'] },
  component: Outlet,
});
