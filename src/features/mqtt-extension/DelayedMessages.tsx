import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { toaster } from '../../app/toaster';
import { RowAction } from '../../components/RowAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { Pagination } from '../../components/Pagination';
import { TruncatedText } from '../../components/TruncatedText';
import { getGetMqttDelayedMessagesQueryKey, useDeleteMqttDelayedMessagesByNodeAndMsgid, useGetMqttDelayedMessages } from '../../generated/endpoints/mqtt/mqtt';
import type { EmqxDelayedApiMessageWithoutPayload } from '../../generated/model';
import { formatDateTime, formatDuration } from '../../i18n/format';
import { ClientLink } from '../connections/ClientLink';
import { useSecondsSince } from './use-seconds-since';

const route = getRouteApi('/_auth/mqtt/extension');

/** Often enough that published messages leave the list soon; the countdown in between is local. */
const DELAYED_REFRESH_MS = 10_000;

/** The id is the message's GUID in hex (emqx_guid:to_hexstr/1); it goes back as text. */
const idOf = (m: EmqxDelayedApiMessageWithoutPayload) => `${m.node ?? ''}/${String(m.msgid ?? '')}`;

/** The messages the broker holds for later, with their countdown; delete one so it is never published. */
export function DelayedMessages() {
  const { t, i18n } = useLingui();
  const { page, limit } = route.useSearch();
  const navigate = useNavigate({ from: '/mqtt/extension' });
  const queryClient = useQueryClient();
  const messages = useGetMqttDelayedMessages(
    { page, limit },
    { query: { refetchInterval: pollEvery(DELAYED_REFRESH_MS), placeholderData: (previous) => previous }, request: { background: true } },
  );
  // 404: published (or deleted elsewhere) since the list was read; said below in plain words.
  const remove = useDeleteMqttDelayedMessagesByNodeAndMsgid({ request: { silentStatuses: [404] } });
  const [pending, setPending] = useState<EmqxDelayedApiMessageWithoutPayload>();
  const elapsed = useSecondsSince(messages.dataUpdatedAt);
  const staleSince = useStaleSince(messages);
  const rows = messages.data?.data;
  const count = messages.data?.meta?.count;

  async function confirm() {
    if (!pending) return;
    const outcome = await remove.mutateAsync({ node: pending.node ?? '', msgid: String(pending.msgid ?? '') }).then(
      () => 'deleted' as const,
      (error: unknown) => (isApiError(error) && error.status === 404 ? ('gone' as const) : ('failed' as const)),
    );
    setPending(undefined);
    if (outcome === 'deleted') toaster.create({ type: 'success', title: t`Delayed message deleted` });
    if (outcome === 'gone') toaster.create({ type: 'info', title: t`This message was already published or deleted` });
    await queryClient.invalidateQueries({ queryKey: getGetMqttDelayedMessagesQueryKey().slice(0, 1) });
    // The last row of a page is gone: step back rather than show an empty page.
    if (outcome !== 'failed' && page > 1 && rows?.length === 1) await navigate({ search: (prev) => ({ ...prev, page: page - 1 }) });
  }

  const seconds = (value: number | undefined) => (value === undefined ? '–' : formatDuration(value * 1000, i18n.locale));
  const columns: Column<EmqxDelayedApiMessageWithoutPayload>[] = [
    { id: 'topic', header: t`Topic`, cell: (m) => (m.topic ? <TruncatedText value={m.topic} copyLabel={t`Copy topic`} maxW="16rem" /> : '–') },
    { id: 'from', header: t`From client`, cell: (m) => <ClientLink clientId={m.from_clientid} /> },
    { id: 'qos', header: t`QoS`, numeric: true, cell: (m) => m.qos ?? '–' },
    { id: 'interval', header: t`Delay`, cell: (m) => seconds(m.delayed_interval) },
    {
      id: 'remaining',
      header: t`Remaining`,
      cell: (m) => {
        if (m.delayed_remaining === undefined) return '–';
        const left = m.delayed_remaining - elapsed;
        return left > 0 ? seconds(left) : t`Due now`;
      },
    },
    { id: 'expected', header: t`Publish time`, cell: (m) => (m.expected_at ? formatDateTime(m.expected_at, i18n.locale) : '–') },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (m) => {
        const topic = m.topic ?? '';
        return (
          <RowAction label={t`Delete the delayed message to ${topic}`} danger onClick={() => setPending(m)}>
            <Trash2 />
          </RowAction>
        );
      },
    },
  ];

  const topic = pending?.topic;
  return (
    <>
      <DataTable
        label={t`Delayed messages`}
        columns={columns}
        rows={rows}
        rowKey={idOf}
        {...queryState(messages)}
        staleSince={staleSince}
        empty={<Trans>No delayed message</Trans>}
      />
      <Pagination
        page={page}
        limit={limit}
        count={count}
        hasNext={count !== undefined && page * limit < count}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
      <ConfirmDialog
        open={pending !== undefined}
        destructive
        busy={remove.isPending}
        title={<Trans>Delete this delayed message?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
      >
        <Trans>It is never published to {topic}.</Trans>
      </ConfirmDialog>
    </>
  );
}
