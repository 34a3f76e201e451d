import { DataList, SimpleGrid, Stack, Stat, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
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
      <DataList.Root orientation="horizontal" size="sm">
        {settings.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue minW="0" overflowWrap="anywhere">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {stale ? <StaleNote at={staleSince} id={staleId} /> : null}
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
        {cards.map((card) => (
          <Stat.Root key={card.label} borderWidth="1px" borderRadius="l2" p="3" aria-describedby={stale ? staleId : undefined}>
            <Stat.Label>{card.label}</Stat.Label>
            <Stat.ValueText color={stale ? 'fg.muted' : undefined}>{card.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Table.Root size="sm" aria-label={t`Status per node`} aria-describedby={stale ? staleId : undefined}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><Trans>Node</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>Status</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Succeeded</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Failed</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Rate (per second)</Trans></Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end"><Trans>Maximum rate (per second)</Trans></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body color={stale ? 'fg.muted' : undefined}>
          {(server.node_status ?? []).map((entry) => {
            const metrics = server.node_metrics?.find((x) => x.node === entry.node)?.metrics ?? {};
            return (
              <Table.Row key={entry.node}>
                <Table.Cell>{entry.node}</Table.Cell>
                <Table.Cell>
                  {stale ? <UnknownStatus /> : <ExhookStatusWord status={clusterStatus(server.enable, [entry])} />}
                </Table.Cell>
                <Table.Cell textAlign="end">{n(metrics.succeed)}</Table.Cell>
                <Table.Cell textAlign="end">{n(metrics.failed)}</Table.Cell>
                <Table.Cell textAlign="end">{n(metrics.rate)}</Table.Cell>
                <Table.Cell textAlign="end">{n(metrics.max_rate)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
