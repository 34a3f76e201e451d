import { HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import { pollEvery } from '../../../api/poll';
import { useStaleSince } from '../../../api/staleness';
import { StaleNote } from '../../../components/StaleNote';
import type { EmqxDashboardMonitorApiSampler } from '../../../generated/model';
import { useGetMonitor, useGetMonitorNodesByNode } from '../../../generated/endpoints/metrics/metrics';
import { HistoryChart } from './HistoryChart';
import { HISTORY_RANGES, type HistoryRangeId } from './history-ranges';
import { HISTORY_CHARTS, sampleIntervalMs } from './monitor-history';

const HISTORY_REFRESH_MS = 60_000;
/** One empty list until the first answer, so the charts' props stay the same while they wait. */
const NO_SAMPLES: readonly EmqxDashboardMonitorApiSampler[] = [];

interface HistoryChartsProps {
  /** One node's history (`/monitor/nodes/{node}`) instead of the cluster's. */
  node?: string;
  range: HistoryRangeId;
  onRangeChange: (range: HistoryRangeId) => void;
}

/**
 * The cluster's history for the chosen range, refreshed every minute while the tab is visible; while
 * that fails, the charts are dimmed under an "as of" note. Memoized: it renders again for its own
 * range and samples, never for the live numbers beside it.
 */
export const HistoryCharts = memo(function HistoryCharts({ node, range, onRangeChange }: HistoryChartsProps) {
  const { t, i18n } = useLingui();
  const seconds = HISTORY_RANGES.find((r) => r.id === range)?.seconds ?? 3_600;
  const options = {
    refetchInterval: pollEvery(HISTORY_REFRESH_MS),
    placeholderData: (previous: EmqxDashboardMonitorApiSampler[] | undefined) => previous,
    // Samples are kept only while drawn: a range left behind, or the screen closed, frees them.
    gcTime: 0,
  };
  const cluster = useGetMonitor({ latest: seconds }, { query: { ...options, enabled: node === undefined }, request: { background: true } });
  const ofNode = useGetMonitorNodesByNode(node ?? '', { latest: seconds }, { query: { ...options, enabled: node !== undefined }, request: { background: true } });
  const history = node === undefined ? cluster : ofNode;
  const staleSince = useStaleSince(history);
  const staleId = useId();
  const samples = history.data ?? NO_SAMPLES;
  const intervalMs = sampleIntervalMs(samples);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <Stack as="section" gap="3" aria-labelledby="history-heading">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text as="h2" id="history-heading" fontSize="lg" fontWeight="semibold">
          <Trans>History</Trans>
        </Text>
        <HStack gap="3" wrap="wrap">
          {staleSince === undefined ? null : <StaleNote at={staleSince} id={staleId} />}
          <Text fontSize="xs" color="fg.muted">
            <Trans>Times in {zone}</Trans>
          </Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label={t`Time range`} value={range} onChange={(e) => onRangeChange(e.currentTarget.value as HistoryRangeId)}>
              {HISTORY_RANGES.map((r) => (
                <option key={r.id} value={r.id}>
                  {i18n._(r.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      {history.isError && !history.data ? (
        <Text role="alert" color="fg.muted">
          <Trans>The monitor history could not be read.</Trans>
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy={history.isPending || undefined}>
          {HISTORY_CHARTS.map((spec) => (
            <HistoryChart key={spec.id} spec={spec} samples={samples} intervalMs={intervalMs} long={seconds > 86_400 / 2} staleNoteId={staleSince === undefined ? undefined : staleId} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
});
