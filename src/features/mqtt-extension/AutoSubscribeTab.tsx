import { HStack, IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { RowAction } from '../../components/RowAction';
import { ActionButton } from '../../components/ActionLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, queryState } from '../../components/DataTable';
import { TruncatedText } from '../../components/TruncatedText';
import { getGetMqttAutoSubscribeQueryKey, putMqttAutoSubscribe, useGetMqttAutoSubscribe } from '../../generated/endpoints/auto-subscribe/auto-subscribe';
import type { AutoSubscribeTopic } from '../../generated/model';
import { AutoSubscribeDialog } from './AutoSubscribeDialog';
import { useListEditor } from './use-list-editor';

const BLANK: AutoSubscribeTopic = { topic: '', qos: 0, nl: 0, rap: 0, rh: 0 };

/** Auto subscribe: topics the broker subscribes every client to as it connects. */
export function AutoSubscribeTab() {
  const { t } = useLingui();
  const topics = useGetMqttAutoSubscribe();
  const editor = useListEditor({
    items: topics.data,
    put: (next) => putMqttAutoSubscribe(next),
    queryKey: getGetMqttAutoSubscribeQueryKey(),
    blank: BLANK,
    messages: { saved: t`Auto subscribe topics saved`, deleted: t`Auto subscribe topic deleted` },
  });
  const topic = editor.removing === undefined ? undefined : topics.data?.[editor.removing]?.topic;
  const others = (topics.data ?? []).filter((_, i) => i !== editor.target?.index).map((e) => e.topic);
  const yesNo = (value: number | undefined) => (value ? t`Yes` : t`No`);

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} disabled={!topics.data} onClick={editor.add}>
      <Plus />
      <Trans>Add topic</Trans>
    </ActionButton>
  );

  return (
    <>
      <HStack justify="space-between" align="flex-start" gap="4" mb="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm" maxW="3xl">
          <Trans>Every client is subscribed to these topics as soon as it connects, without subscribing itself.</Trans>
        </Text>
        {/* Adding to a list that was not read would PUT it without its current entries. */}
        {createButton()}
      </HStack>
      <DataTable
        label={t`Auto subscribe topics`}
        rows={topics.data}
        rowKey={(e) => String(topics.data?.indexOf(e))}
        {...queryState(topics)}
        empty={<Trans>No auto subscribe topic</Trans>}
        emptyAction={createButton(true)}
        columns={[
          { id: 'topic', header: t`Topic`, cell: (e) => <TruncatedText value={e.topic} copyLabel={t`Copy topic`} /> },
          { id: 'qos', header: t`QoS`, numeric: true, cell: (e) => e.qos ?? 0 },
          { id: 'nl', header: t`No local`, cell: (e) => yesNo(e.nl) },
          { id: 'rap', header: t`Retain as published`, cell: (e) => yesNo(e.rap) },
          { id: 'rh', header: t`Retain handling`, numeric: true, cell: (e) => e.rh ?? 0 },
          {
            id: 'actions',
            header: t`Actions`,
            cell: (e) => {
              const index = topics.data?.indexOf(e) ?? -1;
              return (
                <HStack gap="1">
                  <IconButton size="xs" variant="ghost" aria-label={t`Edit ${e.topic}`} onClick={() => editor.edit(index)}>
                    <Pencil />
                  </IconButton>
                  <RowAction label={t`Delete ${e.topic}`} danger onClick={() => editor.askRemove(index)}>
                    <Trash2 />
                  </RowAction>
                </HStack>
              );
            },
          },
        ]}
      />
      {editor.target ? (
        <AutoSubscribeDialog
          key={editor.target.key}
          open={editor.open}
          editing={editor.target.index >= 0}
          initial={editor.target.initial}
          others={others}
          busy={editor.busy}
          onSave={(entry) => void editor.save(entry)}
          onClose={editor.close}
        />
      ) : null}
      <ConfirmDialog
        open={topic !== undefined}
        destructive
        busy={editor.busy}
        title={<Trans>Stop subscribing clients to {topic}?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => void editor.confirmRemove()}
        onCancel={editor.cancelRemove}
      >
        <Trans>Clients that connect from now on are not subscribed to it. Clients already subscribed keep their subscription.</Trans>
      </ConfirmDialog>
    </>
  );
}
