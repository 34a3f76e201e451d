import { useLingui } from '@lingui/react/macro';
import { FilterForm } from '../../../components/FilterForm';
import { BRIDGE_STATUSES, DIRECTION_LABELS, STATUS_LABELS } from '../shared/status-labels';
import type { BridgeFilters as Filters } from './bridges-search';
import { typeLabel } from '../../../i18n/labels/type-labels';

/** The bridge list's filters; the types offered are those of the bridges there are (and the one in the URL). */
export function BridgeFilters({ value, types, onApply }: { value: Filters; types: readonly string[]; onApply: (filters: Filters) => void }) {
  const { t, i18n } = useLingui();
  const offered = [...new Set([...types, ...(value.type ? [value.type] : [])])].sort();
  return (
    <FilterForm
      label={t`Filter bridges`}
      value={value}
      onApply={onApply}
      fields={[
        { name: 'name', label: t`Name`, kind: 'text' },
        { name: 'type', label: t`Type`, kind: 'select', options: offered.map((type) => [type, typeLabel(i18n, type)]) },
        { name: 'direction', label: t`Direction`, kind: 'select', options: (['egress', 'ingress'] as const).map((d) => [d, i18n._(DIRECTION_LABELS[d])]) },
        { name: 'status', label: t`Status`, kind: 'select', options: BRIDGE_STATUSES.map((status) => [status, i18n._(STATUS_LABELS[status])]) },
      ]}
    />
  );
}
