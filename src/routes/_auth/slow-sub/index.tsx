import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { paging } from '../../../components/search-params';
import { SlowSubView } from '../../../features/slow-sub/SlowSubView';

export const Route = createFileRoute('/_auth/slow-sub/')({
  validateSearch: z.object(paging),
  component: function SlowSubRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return <SlowSubView search={search} onSearch={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
  },
});
