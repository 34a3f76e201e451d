import { useLingui } from '@lingui/react/macro';
import { FilterForm } from '../../../components/FilterForm';
import type { RulesFilters } from './rules-search';

/** The broker's rule filters. */
export function RuleFilters({ value, onApply }: { value: RulesFilters; onApply: (filters: RulesFilters) => void }) {
  const { t } = useLingui();
  return (
    <FilterForm
      label={t`Filter rules`}
      value={value}
      onApply={onApply}
      fields={[
        { name: 'id', label: t`Rule ID`, kind: 'text' },
        { name: 'description', label: t`Description`, kind: 'text' },
        { name: 'topic', label: t`Topic`, kind: 'text' },
        { name: 'state', label: t`Status`, kind: 'select', options: [['enabled', t`Enabled`], ['disabled', t`Disabled`]] },
        { name: 'action', label: t`Action ID`, kind: 'text' },
        { name: 'source', label: t`Source ID`, kind: 'text' },
        { name: 'topic_like', label: t`Topic as text within the FROM (not MQTT topic matching)`, kind: 'checkbox' },
      ]}
    />
  );
}
