import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MetricCards } from '../../components/metrics/MetricCards';
import { NodeMetricsTable } from '../../components/metrics/NodeMetricsTable';
import { StaleNote, UnknownStatus } from '../../components/StaleNote';
import { StatusBadge } from '../../components/StatusBadge';
import { ReasonText } from '../../components/reason/ReasonText';
import { valueLabel } from '../../i18n/labels/labels';
import { useAuthnStatus } from './AuthnStatusCells';

/**
 * The authenticator's status and counters, for the cluster and per node. While the polled answer is
 * stale the figures are muted under an "as of" note and statuses read Unknown.
 */
export function AuthnOverview({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const staleId = useId();
  const { status, isError, staleSince } = useAuthnStatus(id);
  const stale = staleSince !== undefined;
  if (isError && !status) return <Text color="fg.muted"><Trans>The status could not be read.</Trans></Text>;
  if (!status) return null;
  const n = (value: number | undefined) => (value ?? 0).toLocaleString(i18n.locale);
  const m = status.metrics;
  const cards = [
    { label: t`Total`, value: n(m.total) },
    { label: t`Allowed`, value: n(m.success) },
    { label: t`Failed`, value: n(m.failed) },
    { label: t`No match`, value: n(m.nomatch) },
    { label: t`Rate (per second)`, value: n(m.rate) },
  ];
  return (
    <Stack gap="6">
      {stale ? <StaleNote at={staleSince} id={staleId} /> : null}
      <MetricCards cards={cards} muted={stale} describedBy={stale ? staleId : undefined} />
      <NodeMetricsTable
        label={t`Status per node`}
        nodes={status.nodes.map((node) => ({ ...node.metrics, node: node.node, entry: node }))}
        columns={[
          {
            key: 'status',
            label: t`Status`,
            text: true,
            value: ({ entry }) => (
              <>
                {stale ? <UnknownStatus /> : <StatusBadge status={entry.status}>{entry.status ? valueLabel(i18n, entry.status) : undefined}</StatusBadge>}
                {entry.error && !stale ? <ReasonText reason={entry.error} context={{ kind: 'authn', type: id.slice(id.indexOf(':') + 1) }} fontSize="xs" color="fg.error" subject={entry.node} /> : null}
              </>
            ),
          },
          { key: 'total', label: t`Total`, value: (c) => n(c.total) },
          { key: 'success', label: t`Allowed`, value: (c) => n(c.success) },
          { key: 'failed', label: t`Failed`, value: (c) => n(c.failed) },
          { key: 'nomatch', label: t`No match`, value: (c) => n(c.nomatch) },
          { key: 'rate', label: t`Rate (per second)`, value: (c) => n(c.rate) },
        ]}
        muted={stale}
        describedBy={stale ? staleId : undefined}
      />
    </Stack>
  );
}
