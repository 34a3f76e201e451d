import { createFileRoute } from '@tanstack/react-router';
import { GlobalZoneView } from '../../../features/mqtt-settings/GlobalZoneView';

export const Route = createFileRoute('/_auth/mqtt/general')({
  component: () => <GlobalZoneView part="general" />,
});
