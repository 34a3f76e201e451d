import { createFileRoute } from '@tanstack/react-router';
import { PluginDetailView } from '../../../../features/plugins/PluginDetailView';

export const Route = createFileRoute('/_auth/plugins/detail/$plugin')({
  component: function PluginDetailRoute() {
    const { plugin } = Route.useParams();
    // A new plugin is a new screen: its config form starts from its own settings.
    return <PluginDetailView key={plugin} name={plugin} />;
  },
});
