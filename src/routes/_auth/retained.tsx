import { createFileRoute } from '@tanstack/react-router';
import { PendingScreen } from '../../app/PendingScreen';

export const Route = createFileRoute('/_auth/retained')({
  component: () => <PendingScreen path="/retained" />,
});
