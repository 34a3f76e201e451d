import { createFileRoute } from '@tanstack/react-router';
import { PluginsView } from '../../../features/plugins/PluginsView';

export const Route = createFileRoute('/_auth/plugins/')({
  component: PluginsView,
});
