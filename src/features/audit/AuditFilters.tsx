import { useLingui } from '@lingui/react/macro';
import { FilterForm } from '../../components/FilterForm';
import type { AuditSearch } from './audit-search';
import { AUDIT_THROUGH, throughLabel } from './through';

type Filters = Omit<AuditSearch, 'page' | 'limit'>;

/** Who, what kind of change, how it ended, where and when. */
export function AuditFilters({ value, nodes, onApply }: { value: Filters; nodes: string[]; onApply: (filters: Filters) => void }) {
  const { t, i18n } = useLingui();
  return (
    <FilterForm
      label={t`Filter the audit log`}
      value={value}
      onApply={onApply}
      fields={[
        { name: 'user', label: t`User`, kind: 'text' },
        { name: 'method', label: t`Method`, kind: 'select', options: [['post', 'POST'], ['put', 'PUT'], ['delete', 'DELETE']] },
        { name: 'result', label: t`Result`, kind: 'select', options: [['success', t`Succeeded`], ['failure', t`Failed`]] },
        { name: 'through', label: t`Through`, kind: 'select', options: AUDIT_THROUGH.map((from) => [from, throughLabel(from, (m) => i18n._(m))]) },
        { name: 'ip', label: t`Source IP`, kind: 'text' },
        { name: 'node', label: t`Node`, kind: 'select', options: nodes.map((n) => [n, n]) },
        { name: 'operation', label: t`Operation type`, kind: 'text' },
        { name: 'from', label: t`From`, kind: 'datetime' },
        { name: 'to', label: t`Until`, kind: 'datetime' },
      ]}
    />
  );
}
