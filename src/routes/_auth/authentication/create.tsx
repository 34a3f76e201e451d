import { createFileRoute } from '@tanstack/react-router';
import { AuthnCreateView } from '../../../features/authentication/AuthnCreateView';

export const Route = createFileRoute('/_auth/authentication/create')({
  component: AuthnCreateView,
});
