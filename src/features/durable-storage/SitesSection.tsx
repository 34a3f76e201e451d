import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DataTable, type Column } from '../../components/DataTable';
import { Section } from '../../components/Section';
import { formatNumber } from '../../i18n/format';
import { SiteStatus } from './SiteStatus';
import type { SiteInfo } from './site-info';

export interface SiteRow extends SiteInfo {
  /** Shards of every storage with a replica here. */
  shards: number | undefined;
}

interface SitesSectionProps {
  rows: SiteRow[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/** Every node claims a site, which durable storage places its replicas on. */
export function SitesSection({ rows, loading, error, onRetry }: SitesSectionProps) {
  const { t, i18n } = useLingui();
  const columns: Column<SiteRow>[] = [
    { id: 'site', header: t`Site ID`, cell: (r) => <Text fontFamily="mono">{r.site}</Text> },
    { id: 'node', header: t`Node`, cell: (r) => r.node },
    { id: 'status', header: t`Status`, cell: (r) => <SiteStatus up={r.up} /> },
    { id: 'shards', header: t`Shard replicas`, numeric: true, cell: (r) => (r.shards === undefined ? undefined : formatNumber(r.shards, i18n.locale)) },
  ];
  return (
    <Section id="ds-sites" title={t`Sites`} framed>
      <DataTable
        label={t`Sites`}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.site}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={<Trans>No site yet: a node claims one when durable storage starts on it.</Trans>}
      />
    </Section>
  );
}
