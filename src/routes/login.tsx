import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginView } from '../features/auth/LoginView';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ to: z.optional(z.string()) }),
  component: LoginView,
});
