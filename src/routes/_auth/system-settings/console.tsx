import { createFileRoute } from '@tanstack/react-router';
import { ConsoleSettingsView } from '../../../features/system-settings/ConsoleSettingsView';

export const Route = createFileRoute('/_auth/system-settings/console')({
  component: ConsoleSettingsView,
});
