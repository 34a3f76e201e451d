import { createFileRoute } from '@tanstack/react-router';
import { SsoBackendView } from '../../../../features/sso/SsoBackendView';

function Detail() {
  const { backend } = Route.useParams();
  return <SsoBackendView backend={backend} />;
}

export const Route = createFileRoute('/_auth/sso/detail/$backend')({
  component: Detail,
});
