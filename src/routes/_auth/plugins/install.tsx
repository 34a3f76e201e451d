import { createFileRoute } from '@tanstack/react-router';
import { PluginInstallView } from '../../../features/plugins/PluginInstallView';

export const Route = createFileRoute('/_auth/plugins/install')({
  component: PluginInstallView,
});
