import { createFileRoute } from '@tanstack/react-router';
import { SlowSubSettingsView } from '../../../features/slow-sub/SlowSubSettingsView';

export const Route = createFileRoute('/_auth/slow-sub/config')({
  component: SlowSubSettingsView,
});
