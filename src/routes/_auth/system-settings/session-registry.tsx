import { createFileRoute } from '@tanstack/react-router';
import { SessionRegistryView } from '../../../features/system-settings/SessionRegistryView';

export const Route = createFileRoute('/_auth/system-settings/session-registry')({
  component: SessionRegistryView,
});
