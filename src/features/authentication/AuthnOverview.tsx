import { SimpleGrid, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
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
            <Table.ColumnHeader><Trans>Total</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>Allowed</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>Failed</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>No match</Trans></Table.ColumnHeader>
            <Table.ColumnHeader><Trans>Rate (per second)</Trans></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body color={stale ? 'fg.muted' : undefined}>
          {status.nodes.map((node) => (
            <Table.Row key={node.node}>
              <Table.Cell>{node.node}</Table.Cell>
              <Table.Cell>
                {stale ? <UnknownStatus /> : <StatusBadge status={node.status}>{node.status ? valueLabel(i18n, node.status) : undefined}</StatusBadge>}
                {node.error && !stale ? <ReasonText reason={node.error} context={{ kind: 'authn', type: id.slice(id.indexOf(':') + 1) }} fontSize="xs" color="fg.error" subject={node.node} /> : null}
              </Table.Cell>
              <Table.Cell>{n(node.metrics.total)}</Table.Cell>
              <Table.Cell>{n(node.metrics.success)}</Table.Cell>
              <Table.Cell>{n(node.metrics.failed)}</Table.Cell>
              <Table.Cell>{n(node.metrics.nomatch)}</Table.Cell>
              <Table.Cell>{n(node.metrics.rate)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
