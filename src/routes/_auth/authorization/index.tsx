import { createFileRoute } from '@tanstack/react-router';
import { AuthorizationView } from '../../../features/authorization/AuthorizationView';

export const Route = createFileRoute('/_auth/authorization/')({
  component: AuthorizationView,
});
