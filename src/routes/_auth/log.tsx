import { createFileRoute } from '@tanstack/react-router';
import { LogSettingsView } from '../../features/log-settings/LogSettingsView';

export const Route = createFileRoute('/_auth/log')({
  component: LogSettingsView,
});
