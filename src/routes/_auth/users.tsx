import { createFileRoute } from '@tanstack/react-router';
import { UsersView } from '../../features/users/UsersView';

export const Route = createFileRoute('/_auth/users')({
  component: UsersView,
});
