import { createFileRoute } from '@tanstack/react-router';
import { DurableStorageView } from '../../../features/durable-storage/DurableStorageView';

export const Route = createFileRoute('/_auth/cluster/durable-storage')({
  component: DurableStorageView,
});
