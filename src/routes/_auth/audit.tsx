import { createFileRoute } from '@tanstack/react-router';
import { auditSearch } from '../../features/audit/audit-search';
import { AuditLogView } from '../../features/audit/AuditLogView';

export const Route = createFileRoute('/_auth/audit')({
  validateSearch: auditSearch,
  staticData: { catalogs: ['diagnose'] },
  component: AuditLogView,
});
