import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysView } from '../../features/api-keys/ApiKeysView';

export const Route = createFileRoute('/_auth/APIKey')({
  component: ApiKeysView,
});
