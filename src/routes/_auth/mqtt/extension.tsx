import { createFileRoute } from '@tanstack/react-router';
import { MqttExtensionView } from '../../../features/mqtt-extension/MqttExtensionView';
import { extensionSearch } from '../../../features/mqtt-extension/extension-search';

export const Route = createFileRoute('/_auth/mqtt/extension')({
  validateSearch: extensionSearch,
  component: MqttExtensionView,
});
