import { createFileRoute } from '@tanstack/react-router';
import { backupsSearch } from '../../features/backups/backup-model';
import { BackupsView } from '../../features/backups/BackupsView';
import { loadFeatureMessages } from '../../i18n/i18n';

export const Route = createFileRoute('/_auth/backup')({
  beforeLoad: () => loadFeatureMessages('diagnose'),
  validateSearch: backupsSearch,
  component: BackupsRoute,
});

function BackupsRoute() {
  const navigate = Route.useNavigate();
  return <BackupsView search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />;
}
