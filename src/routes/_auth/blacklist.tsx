import { createFileRoute } from '@tanstack/react-router';
import { BlacklistView } from '../../features/blacklist/BlacklistView';
import { blacklistSearch } from '../../features/blacklist/blacklist-search';

export const Route = createFileRoute('/_auth/blacklist')({
  validateSearch: blacklistSearch,
  component: BlacklistView,
});
