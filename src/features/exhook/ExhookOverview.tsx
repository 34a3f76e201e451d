import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FactList } from '../../components/FactList';
import { MetricCards } from '../../components/metrics/MetricCards';
import { NodeMetricsTable } from '../../components/metrics/NodeMetricsTable';
import { StaleNote, UnknownStatus } from '../../components/StaleNote';
import type { ExhookDetailServerInfo } from '../../generated/model';
import { fieldLabel, valueLabel } from '../../i18n/labels/labels';
import { ExhookStatusWord } from './ExhookStatusBadge';
import { clusterStatus } from './exhook-status';

/**
 * The server's counters for the cluster, then its status and counters on each node. While the
 * polled answer is stale (`staleSince`), the figures are muted under an "as of" note and statuses read Unknown.
 */
export function ExhookOverview({ server, staleSince }: { server: ExhookDetailServerInfo; staleSince?: number }) {
  const { t, i18n } = useLingui();
  const staleId = useId();
  const stale = staleSince !== undefined;
  const n = (value: number | undefined) => (value ?? 0).toLocaleString(i18n.locale);
  const m = server.metrics ?? {};
  const cards = [
    { label: t`Registered hooks`, value: n(server.hooks?.length) },
    { label: t`Succeeded`, value: n(m.succeed) },
    { label: t`Failed`, value: n(m.failed) },
    { label: t`Rate (per second)`, value: n(m.rate) },
    { label: t`Maximum rate (per second)`, value: n(m.max_rate) },
  ];
  // What the broker does with the server, in the form's own words.
  const settings: [string, string][] = [
    [fieldLabel(i18n, ['url']), server.url],
    [fieldLabel(i18n, ['failed_action']), valueLabel(i18n, server.failed_action ?? 'deny', 'failed_action')],
    [fieldLabel(i18n, ['request_timeout']), server.request_timeout ?? '5s'],
    [fieldLabel(i18n, ['auto_reconnect']), server.auto_reconnect === false ? t`Off` : String(server.auto_reconnect ?? '60s')],
    [fieldLabel(i18n, ['pool_size']), n(server.pool_size ?? 8)],
    [fieldLabel(i18n, ['ssl']), server.ssl?.enable ? t`On` : t`Off`],
  ];
  return (
    <Stack gap="6">
      <FactList facts={settings} />
      {stale ? <StaleNote at={staleSince} id={staleId} /> : null}
      <MetricCards cards={cards} muted={stale} describedBy={stale ? staleId : undefined} />
      <NodeMetricsTable
        label={t`Status per node`}
        nodes={(server.node_status ?? []).map((entry) => ({ node: entry.node ?? '', status: entry, ...(server.node_metrics?.find((x) => x.node === entry.node)?.metrics ?? {}) }))}
        columns={[
          { key: 'status', label: t`Status`, text: true, value: (c) => (stale ? <UnknownStatus /> : <ExhookStatusWord status={clusterStatus(server.enable, [c.status])} />) },
          { key: 'succeed', label: t`Succeeded`, value: (c) => n(c.succeed) },
          { key: 'failed', label: t`Failed`, value: (c) => n(c.failed) },
          { key: 'rate', label: t`Rate (per second)`, value: (c) => n(c.rate) },
          { key: 'max_rate', label: t`Maximum rate (per second)`, value: (c) => n(c.max_rate) },
        ]}
        muted={stale}
        describedBy={stale ? staleId : undefined}
      />
    </Stack>
  );
}
