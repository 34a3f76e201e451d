import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FactList, type Fact } from '../../components/FactList';
import { WriteAction } from '../../components/WriteAction';
import type { LoadRebalanceGlobalCoordinatorStatus } from '../../generated/model';
import { formatNumber } from '../../i18n/format';
import { phaseLabel } from './maintenance-status';
import { paceText } from './pace';

interface RebalanceCardProps {
  rebalance: LoadRebalanceGlobalCoordinatorStatus;
  onStop: () => void;
}

/** A rebalance under way: who gives, who takes, and how close the averages are. */
export function RebalanceCard({ rebalance, onStop }: RebalanceCardProps) {
  const { t, i18n } = useLingui();
  const label = phaseLabel(rebalance.state);
  const average = (value: number | undefined) => (value === undefined ? '–' : formatNumber(value, i18n.locale));
  const facts: Fact[] = [
    [t`Coordinator`, rebalance.node],
    [t`Giving nodes`, rebalance.donors?.join(', ') || '–'],
    [t`Receiving nodes`, rebalance.recipients?.join(', ') || '–'],
    [t`Connections per giving node`, average(rebalance.donor_conn_avg)],
    [t`Connections per receiving node`, average(rebalance.connection_goal)],
    [t`Pace`, paceText(i18n, rebalance.connection_eviction_rate, rebalance.session_eviction_rate)],
  ];
  return (
    <Box as="section" aria-labelledby="rebalance-running" borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h3" size="sm" id="rebalance-running">
            <Trans>Rebalancing the cluster</Trans>
          </Heading>
          <WriteAction>
            <Button size="xs" variant="outline" onClick={onStop}>
              <Trans>Stop rebalance</Trans>
            </Button>
          </WriteAction>
        </HStack>
        <Text fontSize="sm">{label ? i18n._(label) : rebalance.state}</Text>
        <FactList facts={facts} />
      </Stack>
    </Box>
  );
}
