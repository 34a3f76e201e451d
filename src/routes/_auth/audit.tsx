import { createFileRoute } from '@tanstack/react-router';
import { auditSearch } from '../../features/audit/audit-search';
import { AuditLogView } from '../../features/audit/AuditLogView';
import { loadFeatureMessages } from '../../i18n/i18n';

export const Route = createFileRoute('/_auth/audit')({
  validateSearch: auditSearch,
  beforeLoad: () => loadFeatureMessages('diagnose'),
  component: AuditLogView,
});
