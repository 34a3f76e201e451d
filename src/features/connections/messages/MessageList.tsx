import { IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { CursorPagination } from '../../../components/CursorPagination';
import { DataTable, type Column, queryState } from '../../../components/DataTable';
import { base64ToBytes, isTextPayload } from '../../../components/payload/payload';
import { RelativeTime } from '../../../components/RelativeTime';
import { TruncatedText } from '../../../components/TruncatedText';
import { useGetClientsByClientidInflightMessages, useGetClientsByClientidMqueueMessages } from '../../../generated/endpoints/clients/clients';
import { formatBytes, NO_VALUE } from '../../../i18n/format';
import { ClientLink } from '../ClientLink';
import { MESSAGES_PAGE, PAGE_PAYLOAD_BYTES, pageOf, positionOf, type ClientMessage, type MessageKind } from './client-messages';
import { MessageDialog } from './MessageDialog';

const decoder = new TextDecoder();

/** The start of a payload as one line of text, or its size when it is binary. */
function PayloadPreview({ payload }: { payload: string | undefined }) {
  const { t, i18n } = useLingui();
  if (payload === undefined) return NO_VALUE;
  const bytes = base64ToBytes(payload);
  if (!isTextPayload(bytes)) return <Text color="fg.muted">{t`Binary, ${formatBytes(bytes.length, i18n.locale)}`}</Text>;
  const text = decoder.decode(bytes.subarray(0, 200)).replace(/\s+/g, ' ');
  return <TruncatedText value={text} copyLabel={t`Copy payload`} maxW="20rem" />;
}

/** One page of the messages queued for the client or in flight to it, oldest first, paged forward. */
export function MessageList({ clientId, kind }: { clientId: string; kind: MessageKind }) {
  const { t } = useLingui();
  // The positions of the pages visited: the last is the page shown ('none' for the first).
  const [trail, setTrail] = useState<string[]>(['none']);
  const [open, setOpen] = useState<ClientMessage>();
  const [limit, setLimit] = useState(MESSAGES_PAGE);
  const params = { position: trail.at(-1), limit, payload: 'base64' as const, max_payload_bytes: PAGE_PAYLOAD_BYTES };
  // One of the two is read: the list shows one kind.
  const queued = useGetClientsByClientidMqueueMessages(clientId, params, { query: { placeholderData: keepPreviousData, enabled: kind === 'queued' } });
  const inflight = useGetClientsByClientidInflightMessages(clientId, params, { query: { placeholderData: keepPreviousData, enabled: kind === 'inflight' } });
  const answer = kind === 'queued' ? queued : inflight;
  const page = pageOf(kind, answer.data, limit);

  const columns: Column<ClientMessage>[] = [
    { id: 'topic', header: t`Topic`, cell: (m) => (m.topic ? <TruncatedText value={m.topic} copyLabel={t`Copy topic`} maxW="18rem" /> : NO_VALUE) },
    { id: 'qos', header: t`QoS`, numeric: true, cell: (m) => m.qos ?? NO_VALUE },
    { id: 'payload', header: t`Payload`, cell: (m) => <PayloadPreview payload={m.payload} /> },
    { id: 'from', header: t`From client`, priority: 'medium', cell: (m) => <ClientLink clientId={m.from_clientid} /> },
    { id: 'published', header: t`Published`, cell: (m) => <RelativeTime value={m.publish_at} /> },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (m) => (
        <IconButton size="xs" variant="ghost" aria-label={t`Open the message to ${m.topic ?? ''}`} title={t`Open the message to ${m.topic ?? ''}`} onClick={() => setOpen(m)}>
          <Eye />
        </IconButton>
      ),
    },
  ];

  return (
    <>
      {page?.cut ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          <Trans>Large payloads fill this page: the messages after them start the next page.</Trans>
        </Text>
      ) : null}
      <DataTable
        label={kind === 'queued' ? t`Queued messages` : t`Messages in flight`}
        columns={columns}
        rows={page?.rows}
        rowKey={(m) => positionOf(kind, m) ?? m.msgid ?? ''}
        paged
        {...queryState(answer)}
        empty={kind === 'queued' ? <Trans>Nothing is queued for this client.</Trans> : <Trans>No message is waiting for an acknowledgement.</Trans>}
      />
      <CursorPagination
        pageNumber={trail.length}
        limit={limit}
        isFirst={trail.length === 1}
        hasPrevious={trail.length > 1}
        hasNext={page?.next !== undefined && !answer.isFetching}
        onFirst={() => setTrail(['none'])}
        onPrevious={() => setTrail((all) => all.slice(0, -1))}
        onNext={() => page?.next && setTrail((all) => [...all, page.next!])}
        onLimit={(next) => {
          setLimit(next);
          setTrail(['none']);
        }}
      />
      <MessageDialog message={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
