import { createFileRoute } from '@tanstack/react-router';
import { GlobalZoneView } from '../../../features/mqtt-settings/GlobalZoneView';

export const Route = createFileRoute('/_auth/mqtt/session')({
  component: () => <GlobalZoneView part="session" />,
});
