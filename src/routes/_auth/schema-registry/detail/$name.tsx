import { createFileRoute } from '@tanstack/react-router';
import { SchemaDetailView } from '../../../../features/schema-registry/SchemaDetailView';

export const Route = createFileRoute('/_auth/schema-registry/detail/$name')({
  component: function SchemaDetailRoute() {
    const { name } = Route.useParams();
    return <SchemaDetailView key={name} name={name} />;
  },
});
