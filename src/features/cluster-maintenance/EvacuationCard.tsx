import { Box, Button, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FactList, type Fact } from '../../components/FactList';
import { WriteAction } from '../../components/WriteAction';
import type { LoadRebalanceGlobalEvacuationStatus } from '../../generated/model';
import { formatNumber } from '../../i18n/format';
import { drained, phaseLabel } from './maintenance-status';
import { paceText } from './pace';

interface EvacuationCardProps {
  evacuation: LoadRebalanceGlobalEvacuationStatus;
  onStop: () => void;
}

/** One node being emptied: its phase, how much has left it, and the pace set. */
export function EvacuationCard({ evacuation, onStop }: EvacuationCardProps) {
  const { t, i18n } = useLingui();
  const { node, state, stats } = evacuation;
  const share = drained(evacuation);
  const label = phaseLabel(state);
  const count = (current: number | undefined, initial: number | undefined) => {
    if (current === undefined) return '–';
    const left = formatNumber(current, i18n.locale);
    const before = formatNumber(initial ?? 0, i18n.locale);
    return t`${left} of ${before} left`;
  };
  const facts: Fact[] = [
    [t`Connections`, count(stats?.current_connected, stats?.initial_connected)],
    [t`Sessions`, count(stats?.current_sessions, stats?.initial_sessions)],
    [t`Pace`, paceText(i18n, evacuation.connection_eviction_rate, evacuation.session_eviction_rate)],
    [t`Sessions go to`, evacuation.session_recipients?.length ? evacuation.session_recipients.join(', ') : t`Every other node`],
  ];
  const headingId = `evacuation-${node}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            <Trans>Evacuating {node}</Trans>
          </Heading>
          <WriteAction>
            <Button size="xs" variant="outline" onClick={onStop}>
              <Trans>Stop evacuation</Trans>
            </Button>
          </WriteAction>
        </HStack>
        <Text fontSize="sm">{label ? i18n._(label) : state}</Text>
        {share !== undefined ? (
          <Progress.Root value={Math.round(share * 100)} max={100} size="sm" colorPalette="brand">
            <HStack gap="3">
              <Progress.Track flex="1">
                <Progress.Range />
              </Progress.Track>
              <Progress.ValueText />
            </HStack>
          </Progress.Root>
        ) : null}
        <FactList facts={facts} />
        {state === 'prohibiting' ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>The node is empty. Upgrade or stop it now; stop the evacuation when it should take clients again.</Trans>
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
