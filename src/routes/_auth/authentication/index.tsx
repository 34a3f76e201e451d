import { createFileRoute } from '@tanstack/react-router';
import { AuthenticationView } from '../../../features/authentication/AuthenticationView';

export const Route = createFileRoute('/_auth/authentication/')({
  component: AuthenticationView,
});
