import { createFileRoute } from '@tanstack/react-router';
import { SchemaCreateView } from '../../../features/schema-registry/SchemaCreateView';

export const Route = createFileRoute('/_auth/schema-registry/create')({
  component: SchemaCreateView,
});
