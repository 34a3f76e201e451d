import { Button, Grid, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { PayloadFormat } from '../../components/payload/payload';
import { formatNumber } from '../../i18n/format';
import { SelectField } from '../../components/SelectField';
import { TextField } from './fields';
import { messageFilter, type MessageFilter } from './message-filter';
import { MessageDetail } from './MessageDetail';
import { MessageList } from './MessageList';
import { TopicTreeView } from './TopicTreeView';
import { useMessagesVersion } from './use-messages-version';
import { clearMessages, getConnection, MESSAGE_LIST_CAPACITY, type MessageRecord } from './ws-store';
import { Section } from '../../components/Section';

type ListName = 'received' | 'published';
/** Nobody reads more than ten list updates a second; fewer renders leave the main thread free. */
const LIST_REFRESH_MS = 100;
/** A filtered list is rebuilt by scanning the whole buffer; at most this often while messages pour in. */
const FILTER_REFRESH_MS = 500;

function Messages({ id, list }: { id: string; list: ListName }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<MessageFilter>({
    topic: '',
    payload: '',
  });
  const [format, setFormat] = useState<PayloadFormat>('text');
  const [selected, setSelected] = useState<MessageRecord>();
  const keep = useMemo(() => messageFilter(filter), [filter]);
  const version = useMessagesVersion(id, keep ? FILTER_REFRESH_MS : LIST_REFRESH_MS);
  const ring = getConnection(id)?.[list];

  const view = useMemo(() => {
    if (!ring) return { count: 0, total: 0, at: () => undefined };
    if (!keep)
      return {
        count: ring.size,
        total: ring.total,
        at: (i: number) => ring.at(i),
        version,
      };
    const matches = ring.toArray().filter(keep);
    return {
      count: matches.length,
      total: ring.total,
      at: (i: number) => matches[i],
      version,
    };
  }, [ring, keep, version]);
  const label = list === 'received' ? t`Received messages` : t`Published messages`;
  // Received: what the worker counted, some of which may not have been listed; published: what was listed.
  const counts = list === 'received' ? getConnection(id)?.counts : undefined;
  const { count: matching } = view;
  const total = counts?.received ?? view.total;
  const notShown = counts?.notShown ?? 0;
  const capacity = formatNumber(MESSAGE_LIST_CAPACITY, i18n.locale);

  return (
    <Stack gap="3">
      <Grid templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="3" alignItems="start">
        <TextField
          label={t`Filter by topic`}
          helper={<Trans>Text, or an MQTT filter with + and #</Trans>}
          value={filter.topic}
          onChange={(topic) => setFilter((f) => ({ ...f, topic }))}
        />
        <TextField label={t`Filter by payload`} value={filter.payload} onChange={(payload) => setFilter((f) => ({ ...f, payload }))} />
        <SelectField<PayloadFormat>
          label={t`Show payloads as`}
          value={format}
          options={[
            ['text', t`Text`],
            ['json', 'JSON'],
            ['base64', 'Base64'],
            ['hex', 'Hex'],
          ]}
          onChange={setFormat}
        />
      </Grid>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontSize="sm" color="fg.muted" aria-live="off" data-testid={`${list}-counts`} data-received={total} data-shown={view.total}>
          {keep ? <Plural value={matching} one="# matches the filter." other="# match the filter." /> : null}{' '}
          <Plural value={total} one="# message in total;" other="# messages in total;" /> <Trans>the latest {capacity} are kept.</Trans>
          {notShown ? (
            <>
              {' '}
              <Plural
                value={notShown}
                one="# message not shown: it arrived faster than the list could take it."
                other="# messages not shown: they arrived faster than the list could take them."
              />
            </>
          ) : null}
        </Text>
        <Button size="xs" variant="outline" colorPalette="red" disabled={!total && !view.count} onClick={() => (clearMessages(id, list), setSelected(undefined))}>
          <Trash2 />
          {list === 'received' ? <Trans>Clear received messages</Trans> : <Trans>Clear published messages</Trans>}
        </Button>
      </HStack>
      {view.count ? (
        <MessageList label={label} count={view.count} at={view.at} format={format} selectedId={selected?.id} onSelect={setSelected} />
      ) : (
        <Text color="fg.muted" py="4">
          {keep ? <Trans>No message matches the filter</Trans> : list === 'received' ? <Trans>No message received yet</Trans> : <Trans>No message published yet</Trans>}
        </Text>
      )}
      {selected ? <MessageDetail message={selected} /> : null}
    </Stack>
  );
}

/** Received and published messages, newest first, and the topic tree of what was received. */
export function MessagesPanel({ id }: { id: string }) {
  const { t } = useLingui();
  const [tab, setTab] = useState('received');
  return (
    <Section id={`messages-${id}`} framed title={<Trans>Messages</Trans>}>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount unmountOnExit size="sm" variant="line">
        <Tabs.List aria-label={t`Message views`}>
          <Tabs.Trigger value="received">
            <Trans>Received</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="published">
            <Trans>Published</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="tree">
            <Trans>Topic tree</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="received">
          <Messages id={id} list="received" />
        </Tabs.Content>
        <Tabs.Content value="published">
          <Messages id={id} list="published" />
        </Tabs.Content>
        <Tabs.Content value="tree">
          <TopicTreeView id={id} />
        </Tabs.Content>
      </Tabs.Root>
    </Section>
  );
}
