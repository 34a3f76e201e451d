import { createFileRoute } from '@tanstack/react-router';
import { SsoView } from '../../../features/sso/SsoView';

export const Route = createFileRoute('/_auth/sso/')({
  component: SsoView,
});
