import { createFileRoute } from '@tanstack/react-router';
import { backupsSearch } from '../../features/backups/backup-model';
import { BackupsView } from '../../features/backups/BackupsView';

export const Route = createFileRoute('/_auth/backup')({
  staticData: { catalogs: ['diagnose'] },
  validateSearch: backupsSearch,
  component: BackupsRoute,
});

function BackupsRoute() {
  const navigate = Route.useNavigate();
  return <BackupsView search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}
