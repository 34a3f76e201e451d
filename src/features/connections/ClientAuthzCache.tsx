import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { RelativeTime } from '../../components/RelativeTime';
import { Section } from '../../components/Section';
import { StatusBadge } from '../../components/StatusBadge';
import { TruncatedText } from '../../components/TruncatedText';
import { WriteAction } from '../../components/WriteAction';
import { deleteClientsByClientidAuthorizationCache, useGetClientsByClientidAuthorizationCache } from '../../generated/endpoints/clients/clients';
import type { EmqxMgmtApiClientsAuthzCache } from '../../generated/model';
import { NO_VALUE } from '../../i18n/format';

/** "Publish · QoS 1 · retained", "Subscribe · QoS 0". */
function useActionText() {
  const { t } = useLingui();
  return (access: EmqxMgmtApiClientsAuthzCache['access']): string => {
    if (!access) return NO_VALUE;
    const parts = [access.action_type === 'subscribe' ? t`Subscribe` : t`Publish`];
    if (access.qos !== undefined) parts.push(t`QoS ${access.qos}`);
    if (access.retain) parts.push(t`retained`);
    return parts.join(' · ');
  };
}

/**
 * What the client was recently allowed or denied, as its connection remembers it: the broker asks the
 * authorization chain again only when an entry expires or the cache is cleared.
 */
export function ClientAuthzCache({ clientId, connected }: { clientId: string; connected: boolean }) {
  const { t } = useLingui();
  const cache = useGetClientsByClientidAuthorizationCache(clientId, { query: { enabled: connected } });
  const actionText = useActionText();
  const [clearing, setClearing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function clear() {
    setBusy(true);
    const ok = await succeeded(deleteClientsByClientidAuthorizationCache(clientId));
    setBusy(false);
    setClearing(false);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Authorization cache cleared` });
    await cache.refetch();
  }

  const columns: Column<EmqxMgmtApiClientsAuthzCache>[] = [
    { id: 'action', header: t`Action`, sortValue: (e) => actionText(e.access), cell: (e) => actionText(e.access) },
    { id: 'topic', header: t`Topic`, sortValue: (e) => e.topic, cell: (e) => (e.topic ? <TruncatedText value={e.topic} copyLabel={t`Copy topic`} maxW="24rem" /> : NO_VALUE) },
    {
      id: 'result',
      header: t`Result`,
      sortValue: (e) => e.result,
      cell: (e) => (e.result === 'deny' ? <StatusBadge status="error">{t`Denied`}</StatusBadge> : <StatusBadge status="running">{t`Allowed`}</StatusBadge>),
    },
    { id: 'updated', header: t`Checked`, sortValue: (e) => e.updated_time, cell: (e) => <RelativeTime value={e.updated_time} /> },
  ];

  if (!connected) {
    return (
      <Section id="authz-cache" title={<Trans>Authorization cache</Trans>}>
        <Text color="fg.muted">
          <Trans>The cache lives in the connection: a disconnected client has none.</Trans>
        </Text>
      </Section>
    );
  }
  return (
    <Section id="authz-cache" title={<Trans>Authorization cache</Trans>}>
      <HStack justify="space-between" align="flex-start" gap="4" mb="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm" maxW="3xl">
          <Trans>Decisions the connection remembers; the authorization sources are asked again when an entry expires or the cache is cleared. Clear it after changing rules to have them apply to this client at once.</Trans>
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={cache.isFetching} onClick={() => void cache.refetch()}>
            <RotateCw />
            <Trans>Refresh</Trans>
          </Button>
          <WriteAction>
            <Button size="sm" variant="outline" colorPalette="red" disabled={!cache.data?.length} onClick={() => setClearing(true)}>
              <Trans>Clear cache</Trans>
            </Button>
          </WriteAction>
        </HStack>
      </HStack>
      <DataTable
        label={t`Authorization cache of ${clientId}`}
        columns={columns}
        rows={cache.data}
        rowKey={(e) => `${e.access?.action_type}|${e.access?.qos}|${e.access?.retain}|${e.topic}`}
        {...queryState(cache)}
        empty={<Trans>The cache is empty: the next publish or subscribe asks the authorization sources.</Trans>}
      />
      <ConfirmDialog
        open={clearing}
        busy={busy}
        title={<Trans>Clear the authorization cache of {clientId}?</Trans>}
        confirmLabel={<Trans>Clear cache</Trans>}
        onConfirm={() => void clear()}
        onCancel={() => setClearing(false)}
      >
        <Trans>The client keeps its connection; its next publish and subscribe are checked against the authorization sources again.</Trans>
      </ConfirmDialog>
    </Section>
  );
}
