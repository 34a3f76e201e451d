import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { getSession } from '../api/session';
import { safeReturnPath } from '../features/auth/return-path';
import { LoginView } from '../features/auth/LoginView';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ to: z.optional(z.string()) }),
  // Someone already logged in who opens the login page goes back to the console.
  beforeLoad: ({ search }) => {
    if (getSession()) throw redirect({ to: safeReturnPath(search.to), replace: true });
  },
  component: LoginView,
});
