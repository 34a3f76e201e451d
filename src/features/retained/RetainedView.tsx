import { Alert, Button, Link } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { FilterForm } from '../../components/FilterForm';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { TruncatedText } from '../../components/TruncatedText';
import {
  getGetMqttRetainerMessagesQueryKey,
  useDeleteMqttRetainerMessageByTopic,
  useDeleteMqttRetainerMessages,
  useGetMqttRetainer,
  useGetMqttRetainerMessages,
} from '../../generated/endpoints/retainer/retainer';
import type { RetainerMessageSummary } from '../../generated/model';
import { formatDateTime } from '../../i18n/format';
import { ClientLink } from '../connections/ClientLink';
import { RetainedMessageDialog } from './RetainedMessageDialog';
import { toRetainedParams } from './retained-search';
import { WriteAction } from '../../components/WriteAction';
import { ClearFiltersButton } from '../../components/EmptyState';

const route = getRouteApi('/_auth/retained');

/** What is being confirmed: deleting one topic's message, or every retained message. */
type Pending = { kind: 'one'; topic: string } | { kind: 'all' };

/** Retained messages across the cluster: browse, read payloads, delete one or all. */
export function RetainedView() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/retained' });
  const queryClient = useQueryClient();
  const settings = useGetMqttRetainer();
  const messages = useGetMqttRetainerMessages(toRetainedParams(search), { query: { placeholderData: (previous) => previous } });
  const deleteOne = useDeleteMqttRetainerMessageByTopic();
  const deleteAll = useDeleteMqttRetainerMessages();
  const [viewing, setViewing] = useState<string>();
  const [pending, setPending] = useState<Pending>();
  const { page, limit, ...filters } = search;
  const rows = messages.data?.data;

  async function confirm() {
    if (!pending) return;
    const done = pending.kind === 'one' ? deleteOne.mutateAsync({ topic: pending.topic }) : deleteAll.mutateAsync();
    const ok = await done.then(
      () => true,
      () => false,
    );
    setPending(undefined);
    if (!ok) return;
    if (pending.kind === 'one') setViewing(undefined);
    toaster.create({ type: 'success', title: pending.kind === 'one' ? t`Retained message deleted` : t`All retained messages cleared` });
    await queryClient.invalidateQueries({ queryKey: getGetMqttRetainerMessagesQueryKey().slice(0, 1) });
    // The last row of a page is gone: step back rather than show an empty page.
    if (page > 1 && (pending.kind === 'all' || rows?.length === 1)) await navigate({ search: (prev) => ({ ...prev, page: pending.kind === 'all' ? 1 : page - 1 }) });
  }

  const columns: Column<RetainerMessageSummary>[] = [
    {
      id: 'topic',
      header: t`Topic`,
      cell: (m) =>
        m.topic ? (
          <TruncatedText value={m.topic} copyLabel={t`Copy topic`}>
            <Link as="button" colorPalette="brand" color="colorPalette.fg" textAlign="start" onClick={() => setViewing(m.topic)}>
              {m.topic}
            </Link>
          </TruncatedText>
        ) : (
          '–'
        ),
    },
    { id: 'qos', header: t`QoS`, sortValue: (m) => m.qos, cell: (m) => m.qos ?? '–', numeric: true },
    { id: 'from', header: t`From client`, cell: (m) => <ClientLink clientId={m.from_clientid} /> },
    {
      id: 'username',
      header: t`From username`,
      cell: (m) => (m.from_username ? <TruncatedText value={m.from_username} copyLabel={t`Copy username`} maxW="12rem" /> : '–'),
    },
    { id: 'published', header: t`Published at`, sortValue: (m) => m.publish_at, cell: (m) => (m.publish_at ? formatDateTime(m.publish_at, i18n.locale) : '–') },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (m) => (
        <WriteAction>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${m.topic}`} onClick={() => m.topic && setPending({ kind: 'one', topic: m.topic })}>
            <Trash2 />
          </Button>
        </WriteAction>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={<Trans>Retained messages</Trans>}>
        <Button size="sm" variant="outline" asChild>
          <RouterLink to="/mqtt/retainer">
            <Settings />
            <Trans>Retainer settings</Trans>
          </RouterLink>
        </Button>
        <WriteAction>
          <Button size="sm" colorPalette="red" variant="outline" disabled={!rows?.length} onClick={() => setPending({ kind: 'all' })}>
            <Trash2 />
            <Trans>Clear all</Trans>
          </Button>
        </WriteAction>
      </PageHeader>
      {settings.data?.enable === false ? (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>
              The retainer is disabled: the broker keeps no new retained messages.{' '}
              <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                <RouterLink to="/mqtt/retainer">Enable it in the retainer settings</RouterLink>
              </Link>
            </Trans>
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <FilterForm
        key={JSON.stringify(filters)}
        label={t`Filter retained messages`}
        value={filters}
        onApply={(next) => void navigate({ search: { ...next, page: 1, limit } })}
        fields={[{ name: 'topic', label: t`Topic (wildcards allowed)`, kind: 'text' }]}
      />
      <DataTable
        label={t`Retained messages`}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.topic ?? m.msgid ?? ''}
        paged
        {...queryState(messages)}
        empty={filters.topic ? <Trans>No retained message matches this topic</Trans> : <Trans>No retained message</Trans>}
        emptyAction={filters.topic ? <ClearFiltersButton onClear={() => void navigate({ search: { page: 1, limit } })} /> : undefined}
      />
      <Pagination
        page={page}
        limit={limit}
        count={messages.data?.meta?.count}
        hasNext={messages.data?.meta?.hasnext ?? false}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
      <RetainedMessageDialog topic={viewing} onClose={() => setViewing(undefined)} onDelete={(topic) => setPending({ kind: 'one', topic })} />
      <ConfirmDialog
        open={pending !== undefined}
        destructive
        busy={deleteOne.isPending || deleteAll.isPending}
        title={pending?.kind === 'all' ? <Trans>Clear all retained messages?</Trans> : <Trans>Delete this retained message?</Trans>}
        confirmLabel={pending?.kind === 'all' ? <Trans>Clear all</Trans> : <Trans>Delete</Trans>}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
      >
        {pending?.kind === 'one' ? (
          <Trans>New subscribers to {pending.topic} will no longer receive it.</Trans>
        ) : (
          <Trans>Every retained message on every node is deleted. New subscribers receive none until clients publish again.</Trans>
        )}
      </ConfirmDialog>
    </>
  );
}
