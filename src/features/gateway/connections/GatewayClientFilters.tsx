import { useLingui } from '@lingui/react/macro';
import { FilterForm, type FilterField } from '../../../components/FilterForm';
import type { ClientsGatewayName } from './gateway-client';
import type { GatewayClientFilters as Filters } from './gateway-clients-search';

/** The protocol versions each gateway's clients speak; ExProto's depend on its handler. */
const PROTOCOL_VERSIONS: Partial<Record<ClientsGatewayName, string[]>> = {
  stomp: ['1.0', '1.1', '1.2'],
  mqttsn: ['1.2'],
  coap: ['1'],
  lwm2m: ['1.0', '1.0.2', '1.1'],
};

/** The broker's gateway client filters; LwM2M devices are also found by endpoint name. */
export function GatewayClientFilters({ gateway, value, nodes, onApply }: { gateway: ClientsGatewayName; value: Filters; nodes: string[]; onApply: (filters: Filters) => void }) {
  const { t } = useLingui();
  const versions = PROTOCOL_VERSIONS[gateway];
  const fields: (FilterField | false)[] = [
    { name: 'clientid', label: t`Client ID`, kind: 'text' },
    { name: 'username', label: t`Username`, kind: 'text' },
    { name: 'ip', label: t`IP address`, kind: 'text' },
    { name: 'node', label: t`Node`, kind: 'select', options: nodes.map((n) => [n, n]) },
    versions ? { name: 'proto_ver', label: t`Protocol version`, kind: 'select', options: versions.map((v) => [v, v]) } : { name: 'proto_ver', label: t`Protocol version`, kind: 'text' },
    gateway === 'lwm2m' && { name: 'endpoint', label: t`Endpoint name`, kind: 'text' },
  ];
  return <FilterForm label={t`Filter gateway connections`} value={value} onApply={onApply} fields={fields.filter((f): f is FilterField => f !== false)} />;
}
