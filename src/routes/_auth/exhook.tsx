import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The ExHook server screens: their texts (catalog 'extensions') load with the first of them. */
export const Route = createFileRoute('/_auth/exhook')({
  staticData: { catalogs: ['extensions'] },
  component: Outlet,
});
