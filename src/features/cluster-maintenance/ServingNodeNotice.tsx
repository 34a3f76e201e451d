import { Alert } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pollEvery } from '../../api/poll';
import { useGetLoadRebalanceStatus } from '../../generated/endpoints/load-rebalance/load-rebalance';
import { useGetNodeEvictionStatus } from '../../generated/endpoints/node-eviction/node-eviction';
import { formatNumber } from '../../i18n/format';
import { phaseLabel } from './maintenance-status';

const REFRESH_MS = 5_000;

/**
 * When the node this console talks to is itself being emptied (evacuated, or giving clients in a
 * rebalance): its own status and what its eviction agent still holds. Load balancers take it out of
 * rotation (its availability check answers 503); the console keeps working through it.
 */
export function ServingNodeNotice({ following }: { following: boolean }) {
  const { i18n } = useLingui();
  const local = useGetLoadRebalanceStatus({ query: { enabled: following, refetchInterval: pollEvery(REFRESH_MS) }, request: { background: true } });
  const status = local.data && local.data.status === 'enabled' ? local.data : undefined;
  const eviction = useGetNodeEvictionStatus({ query: { enabled: status !== undefined, refetchInterval: pollEvery(REFRESH_MS) }, request: { background: true } });
  if (!following || !status) return null;
  const label = phaseLabel(status.state);
  const phase = label ? i18n._(label) : status.state;
  const stats = eviction.data && 'stats' in eviction.data ? eviction.data.stats : undefined;
  const connections = formatNumber(stats?.connections ?? 0, i18n.locale);
  const sessions = formatNumber(stats?.sessions ?? 0, i18n.locale);
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {status.process === 'evacuation' ? <Trans>The node serving this console is being evacuated</Trans> : <Trans>The node serving this console gives clients in a rebalance</Trans>}
        </Alert.Title>
        <Alert.Description>
          <Trans>{phase}.</Trans>{' '}
          {stats ? (
            <Trans>
              It still holds {connections} connections and {sessions} sessions.
            </Trans>
          ) : null}{' '}
          <Trans>Load balancers send it no new clients; this console keeps working through it.</Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
