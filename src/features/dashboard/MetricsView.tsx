import { DataList, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { PageHeader } from '../../components/PageHeader';
import { StaleNote } from '../../components/StaleNote';
import { useGetMetrics } from '../../generated/endpoints/metrics/metrics';
import { useGetNodes, useGetNodesByNodeMetrics } from '../../generated/endpoints/nodes/nodes';
import { formatNumber } from '../../i18n/format';
import { groupMetrics } from './metric-groups';
import { Section } from '../../components/Section';
import { Loading } from '../../components/Loading';

const route = getRouteApi('/_auth/dashboard/metrics');
const METRICS_REFRESH_MS = 10_000;

/** The broker's counters for the whole cluster or one node, read every 10 s (muted under an "as of" note while that fails); the choice lives in the URL. */
export function MetricsView() {
  const { t, i18n } = useLingui();
  const { node } = route.useSearch();
  const navigate = useNavigate({ from: '/dashboard/metrics' });
  const nodes = useGetNodes();
  const poll = { refetchInterval: pollEvery(METRICS_REFRESH_MS) };
  const cluster = useGetMetrics({ aggregate: true }, { query: { ...poll, enabled: !node }, request: { background: true } });
  const perNode = useGetNodesByNodeMetrics(node ?? '', { query: { ...poll, enabled: !!node }, request: { background: true } });
  const metrics = node ? perNode.data : cluster.data && !Array.isArray(cluster.data) ? cluster.data : undefined;
  const groups = metrics ? groupMetrics(metrics as Record<string, unknown>) : [];
  const clusterStale = useStaleSince(cluster);
  const nodeStale = useStaleSince(perNode);
  const staleSince = node ? nodeStale : clusterStale;
  const staleId = useId();

  return (
    <>
      <PageHeader title={<Trans>Metrics</Trans>}>
        <NativeSelect.Root size="sm" width="64">
          <NativeSelect.Field
            aria-label={t`Scope`}
            value={node ?? ''}
            onChange={(e) => void navigate({ search: { node: e.target.value || undefined }, replace: true })}
          >
            <option value="">{t`Whole cluster`}</option>
            {(nodes.data ?? []).map((n) => (
              <option key={n.node} value={n.node}>
                {n.node}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </PageHeader>
      {!metrics ? (
        <Loading />
      ) : (
        <>
          {staleSince === undefined ? null : <StaleNote at={staleSince} id={staleId} />}
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" color={staleSince === undefined ? undefined : 'fg.muted'}>
            {groups.map(({ group, entries }) => (
              <Section key={group.id} id={`metrics-${group.id}`} framed title={i18n._(group.title)}>
                <DataList.Root orientation="horizontal" size="sm" aria-describedby={staleSince === undefined ? undefined : staleId}>
                  {entries.map(([key, value]) => (
                    <DataList.Item key={key}>
                      <DataList.ItemLabel fontFamily="mono" fontSize="xs">
                        {key}
                      </DataList.ItemLabel>
                      <DataList.ItemValue justifyContent="flex-end" fontVariantNumeric="tabular-nums">
                        {formatNumber(value, i18n.locale)}
                      </DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              </Section>
            ))}
          </SimpleGrid>
        </>
      )}
    </>
  );
}
