import { useLingui } from '@lingui/react/macro';
import { FilterForm } from '../../components/FilterForm';
import type { EmqxMgmtApiNodesNodeInfo } from '../../generated/model';
import type { ConnectionsSearch } from './connections-search';

type Filters = Omit<ConnectionsSearch, 'page' | 'limit'>;

/** The broker's client filters. */
export function ConnectionFilters({ value, nodes, onApply }: { value: Filters; nodes: EmqxMgmtApiNodesNodeInfo[]; onApply: (filters: Filters) => void }) {
  const { t } = useLingui();
  return (
    <FilterForm
      label={t`Filter connections`}
      value={value}
      onApply={onApply}
      fields={[
        { name: 'clientid', label: t`Client ID`, kind: 'text' },
        { name: 'username', label: t`Username`, kind: 'text' },
        { name: 'ip', label: t`IP address`, kind: 'text' },
        { name: 'state', label: t`State`, kind: 'select', options: [['connected', t`Connected`], ['disconnected', t`Disconnected`]] },
        { name: 'node', label: t`Node`, kind: 'select', options: nodes.map((n) => [n.node ?? '', n.node ?? '']) },
        { name: 'proto_ver', label: t`Protocol version`, kind: 'select', options: [['3', 'MQTT v3.1'], ['4', 'MQTT v3.1.1'], ['5', 'MQTT v5']] },
        { name: 'from', label: t`Connected from`, kind: 'datetime' },
        { name: 'to', label: t`Connected until`, kind: 'datetime' },
        { name: 'exact', label: t`Exact client ID and username`, kind: 'checkbox' },
      ]}
    />
  );
}
