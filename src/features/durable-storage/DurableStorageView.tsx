import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { EmptyState } from '../../components/EmptyState';
import { FactList } from '../../components/FactList';
import { Loading } from '../../components/Loading';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { formatNumber } from '../../i18n/format';
import { changeProgress, sameChange, type ReplicaChange } from './durable-storage-model';
import { useSessionsCount, useSites, useStorages } from './durable-storage-queries';
import { SitesSection, type SiteRow } from './SitesSection';
import { StorageSection } from './StorageSection';

function SessionsFacts() {
  const { t, i18n } = useLingui();
  const count = useSessionsCount();
  const value = count.data === undefined ? <Loading size="sm" /> : formatNumber(count.data, i18n.locale);
  return (
    <Section id="ds-sessions" title={t`Sessions`} framed>
      <FactList facts={[[t`Sessions in the cluster`, count.isError ? undefined : value]]} />
      <Text color="fg.muted" fontSize="sm" mt="2">
        <Trans>Sessions registered in the cluster, durable ones among them.</Trans>
      </Text>
    </Section>
  );
}

/**
 * Durable storage (EMQX Enterprise with session persistence on): the sessions it serves, the sites
 * the nodes claim, and each storage's shards with the sites holding their replicas. Replicas can be
 * added and removed; the broker then moves data in the background, which this screen follows.
 */
export function DurableStorageView() {
  const { t } = useLingui();
  // Kept with the screen: the broker reports where the replicas are, not where they are going.
  const [asked, setAsked] = useState<ReplicaChange[]>([]);
  const sites = useSites();
  const storages = useStorages(asked);
  const storageOf = (ds: string) => storages.details[storages.list.data?.indexOf(ds) ?? -1]?.data;
  const changes = asked.filter((c) => {
    const storage = storageOf(c.ds);
    return !storage || !changeProgress(c, storage).finished;
  });

  const disabled = [sites.list.error, storages.list.error].some((e) => isApiError(e) && e.status === 404);
  const siteRows: SiteRow[] | undefined = sites.list.data?.map((site, i) => {
    const detail = sites.details[i]?.data;
    return { site, node: detail?.node, up: detail?.up, shards: detail?.shards?.length };
  });

  return (
    <>
      <PageHeader title={t`Durable storage`} />
      {disabled ? (
        <EmptyState>
          <Trans>Durable storage is disabled on this cluster: it runs where session persistence (durable_sessions.enable) is on.</Trans>
        </EmptyState>
      ) : (
        <Stack gap="6">
          <SessionsFacts />
          <SitesSection rows={siteRows} loading={sites.list.isFetching && !sites.list.data} error={sites.list.isError} onRetry={() => void sites.list.refetch()} />
          {storages.list.isError ? null : !storages.list.data ? (
            <Loading />
          ) : (
            storages.list.data.map((ds, i) => {
              const detail = storages.details[i];
              return (
                <StorageSection
                  key={ds}
                  name={ds}
                  storage={detail?.data}
                  loading={detail?.isFetching === true && !detail.data}
                  error={detail?.isError === true}
                  onRetry={() => void detail?.refetch()}
                  sites={siteRows ?? []}
                  changes={changes.filter((c) => c.ds === ds)}
                  onStarted={(change) => setAsked((list) => [...list.filter((c) => !sameChange(c, change)), change])}
                />
              );
            })
          )}
        </Stack>
      )}
    </>
  );
}
