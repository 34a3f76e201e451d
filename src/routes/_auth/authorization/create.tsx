import { createFileRoute } from '@tanstack/react-router';
import { AuthzCreateView } from '../../../features/authorization/AuthzCreateView';

export const Route = createFileRoute('/_auth/authorization/create')({
  component: AuthzCreateView,
});
