import { createFileRoute } from '@tanstack/react-router';
import { AlarmSettingsView } from '../../../features/monitoring-settings/AlarmSettingsView';

export const Route = createFileRoute('/_auth/monitoring/alarm-settings')({
  component: AlarmSettingsView,
});
