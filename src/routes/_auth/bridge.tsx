import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The data bridge screens: their texts load with the first of them. */
export const Route = createFileRoute('/_auth/bridge')({
  staticData: { catalogs: ['bridges'] },
  component: Outlet,
});
