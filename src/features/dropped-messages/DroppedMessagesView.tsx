import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { formatDecimal, formatDuration, formatNumber } from '../../i18n/format';
import { DROP_REASONS, type DropReason } from './drop-reasons';
import { reasonFigures, spanOf, type ReasonFigures } from './drop-samples';
import { useDropReadings } from './use-drop-readings';

const WINDOWS = [
  { ms: 60_000, label: msg`Last minute` },
  { ms: 5 * 60_000, label: msg`Last 5 minutes` },
  { ms: 15 * 60_000, label: msg`Last 15 minutes` },
] as const;

const REASONS = new Map(DROP_REASONS.map((reason) => [reason.id, reason]));
type Row = ReasonFigures & { reason: DropReason };

function ReasonCell({ reason }: { reason: DropReason }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="0.5" py="1">
      <Text fontWeight="medium">{i18n._(reason.title)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {i18n._(reason.cause)}{' '}
        {reason.fix ? (
          <Link asChild colorPalette="brand" color="colorPalette.fg">
            <RouterLink to={reason.fix.to}>{i18n._(reason.fix.label)}</RouterLink>
          </Link>
        ) : null}
      </Text>
    </Stack>
  );
}

/**
 * Why messages are dropped, by reason: each node's drop counters (`GET /metrics`, per node), their
 * totals since the nodes started and their rates over the chosen window, with the cause and the
 * screen that addresses it. Reasons with no drop fold away.
 */
export function DroppedMessagesView() {
  const { t, i18n } = useLingui();
  const [windowMs, setWindowMs] = useState<number>(WINDOWS[1].ms);
  const [showAll, setShowAll] = useState(false);
  const { readings, query } = useDropReadings();
  const figures: Row[] = reasonFigures(readings, windowMs).map((f) => ({ ...f, reason: REASONS.get(f.id)! }));
  const nodes = Object.keys(readings.at(-1)?.nodes ?? {});
  const dropping = figures.filter((f) => f.total > 0).sort((a, b) => b.total - a.total);
  const quiet = figures.filter((f) => f.total === 0);
  const span = spanOf(readings, windowMs);

  const columns: Column<Row>[] = [
    { id: 'reason', header: t`Reason`, wrap: true, sortValue: (r) => i18n._(r.reason.title), cell: (r) => <ReasonCell reason={r.reason} /> },
    { id: 'total', header: t`Since the nodes started`, numeric: true, sortValue: (r) => r.total, cell: (r) => formatNumber(r.total, i18n.locale) },
    { id: 'rate', header: t`Per second`, numeric: true, sortValue: (r) => r.rate, cell: (r) => (r.rate === undefined ? '–' : formatDecimal(r.rate, 2, i18n.locale)) },
    // Each node's share, where there is more than one.
    ...(nodes.length > 1
      ? nodes.map((node): Column<Row> => ({ id: `node:${node}`, header: node, numeric: true, priority: 'low', sortValue: (r) => r.byNode[node], cell: (r) => formatNumber(r.byNode[node] ?? 0, i18n.locale) }))
      : []),
  ];

  return (
    <Stack gap="4">
      <PageHeader title={<Trans>Dropped messages</Trans>}>
        <SelectField<number> minW="44" label={t`Rates over`} value={windowMs} options={WINDOWS.map((w) => [w.ms, i18n._(w.label)])} onChange={setWindowMs} />
      </PageHeader>
      <Text color="fg.muted" fontSize="sm" role="status">
        {span > 0 ? (
          <Trans>Rates from {formatDuration(span, i18n.locale)} of readings (one every 5 seconds since this page opened), at most the window chosen.</Trans>
        ) : (
          <Trans>Rates need two readings of the counters, 5 seconds apart.</Trans>
        )}
      </Text>
      <DataTable
        label={t`Dropped messages by reason`}
        columns={columns}
        rows={showAll ? [...dropping, ...quiet] : dropping}
        rowKey={(r) => r.id}
        loading={query.isPending}
        error={query.isError && readings.length === 0}
        onRetry={() => void query.refetch()}
        empty={<Trans>No message has been dropped since the nodes started.</Trans>}
      />
      {quiet.length > 0 && readings.length > 0 ? (
        <Box>
          <Button size="sm" variant="ghost" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
            {showAll ? <Trans>Hide the reasons without drops</Trans> : <Trans>No drops for {quiet.length} other reasons: show them</Trans>}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
