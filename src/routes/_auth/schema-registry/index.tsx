import { createFileRoute } from '@tanstack/react-router';
import { schemaListSearch } from '../../../features/schema-registry/schema-list-search';
import { SchemaListView } from '../../../features/schema-registry/SchemaListView';

export const Route = createFileRoute('/_auth/schema-registry/')({
  validateSearch: schemaListSearch,
  component: SchemaListView,
});
