import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginView } from '../features/auth/LoginView';

export const Route = createFileRoute('/login')({
  validateSearch: z.object({ to: z.string().optional() }),
  component: LoginView,
});
