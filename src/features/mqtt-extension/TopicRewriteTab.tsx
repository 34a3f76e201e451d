import { Code, HStack, IconButton, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { RowAction } from '../../components/RowAction';
import { ActionButton } from '../../components/ActionLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, queryState } from '../../components/DataTable';
import { TruncatedText } from '../../components/TruncatedText';
import { getGetMqttTopicRewriteQueryKey, putMqttTopicRewrite, useGetMqttTopicRewrite } from '../../generated/endpoints/mqtt/mqtt';
import type { ModulesRewrite } from '../../generated/model';
import { RewriteRuleDialog } from './RewriteRuleDialog';
import { useActionLabels } from './rewrite-actions';
import { useListEditor } from './use-list-editor';
import { reorderColumns } from '../../components/reorder/reorder-columns';
import { useRowReorder } from '../../components/reorder/use-row-reorder';

interface Row {
  rule: ModulesRewrite;
  /** The rule's place in the list as the broker gave it. */
  key: string;
  /** Its place as drawn. */
  index: number;
}

/** How a rule is named in the move buttons and announcements: its topics. */
const ruleName = (rule: ModulesRewrite | undefined) => (rule ? `${rule.source_topic} → ${rule.dest_topic}` : '');

const BLANK: ModulesRewrite = { action: 'all', source_topic: '', re: '', dest_topic: '' };

/** Topic rewrite: rules the broker applies, in order, to the topics clients publish and subscribe to. */
export function TopicRewriteTab() {
  const { t, i18n } = useLingui();
  const actions = useActionLabels();
  const rules = useGetMqttTopicRewrite();
  const editor = useListEditor({
    items: rules.data,
    put: (next) => putMqttTopicRewrite(next),
    queryKey: getGetMqttTopicRewriteQueryKey(),
    blank: BLANK,
    messages: { saved: t`Topic rewrite rules saved`, deleted: t`Topic rewrite rule deleted` },
  });
  const reorder = useRowReorder({
    ids: rules.data?.map((_, index) => String(index)),
    name: (id) => ruleName(rules.data?.[Number(id)]),
    move: editor.move,
  });
  const rows: Row[] | undefined = reorder.arrange(
    rules.data?.map((rule, index) => ({ rule, key: String(index) })),
    (r) => r.key,
  )?.map((r, index) => ({ ...r, index }));
  const removing = editor.removing === undefined ? undefined : rules.data?.[editor.removing];
  const source = removing?.source_topic;
  const destination = removing?.dest_topic;

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} disabled={!rules.data} onClick={editor.add}>
      <Plus />
      <Trans>Add rule</Trans>
    </ActionButton>
  );

  return (
    <>
      <HStack justify="space-between" align="flex-start" gap="4" mb="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm" maxW="3xl">
          {/* The broker tries the rules from the end of the list (emqx_rewrite builds its table by prepending). */}
          <Trans>
            Rewrites topics as clients publish or subscribe, for example to move legacy devices onto a new topic tree. When several source topics
            match, the rule lowest in the list applies.
          </Trans>
        </Text>
        {/* Adding to a list that was not read would PUT it without its current entries. */}
        {createButton()}
      </HStack>
      <DataTable
        label={t`Topic rewrite rules`}
        rows={rows}
        rowKey={(r) => r.key}
        rowProps={(r) => reorder.row(r.key)}
        {...queryState(rules)}
        empty={<Trans>No topic rewrite rule</Trans>}
        emptyAction={createButton(true)}
        columns={[
          ...reorderColumns<Row>(reorder, (r) => r.key, i18n, (r) => ruleName(r.rule)),
          { id: 'action', header: t`Action`, cell: ({ rule: r }) => actions[r.action] },
          { id: 'source', header: t`Source topic`, cell: ({ rule: r }) => <TruncatedText value={r.source_topic} copyLabel={t`Copy source topic`} maxW="16rem" /> },
          {
            id: 're',
            header: t`Regular expression`,
            cell: ({ rule: r }) => (
              <TruncatedText value={r.re} copyLabel={t`Copy regular expression`} maxW="16rem">
                <Code>{r.re}</Code>
              </TruncatedText>
            ),
          },
          { id: 'dest', header: t`Destination topic`, cell: ({ rule: r }) => <TruncatedText value={r.dest_topic} copyLabel={t`Copy destination topic`} maxW="16rem" /> },
          {
            id: 'actions',
            header: t`Actions`,
            cell: ({ rule: r, key }) => {
              const index = Number(key);
              const { source_topic: from, dest_topic: to } = r;
              return (
                <HStack gap="1">
                  <IconButton size="xs" variant="ghost" aria-label={t`Edit the rule from ${from} to ${to}`} onClick={() => editor.edit(index)}>
                    <Pencil />
                  </IconButton>
                  <RowAction label={t`Delete the rule from ${from} to ${to}`} danger onClick={() => editor.askRemove(index)}>
                    <Trash2 />
                  </RowAction>
                </HStack>
              );
            },
          },
        ]}
      />
      {reorder.announcer}
      {editor.target ? (
        <RewriteRuleDialog
          key={editor.target.key}
          open={editor.open}
          editing={editor.target.index >= 0}
          initial={editor.target.initial}
          busy={editor.busy}
          onSave={(rule) => void editor.save(rule)}
          onClose={editor.close}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== undefined}
        destructive
        busy={editor.busy}
        title={<Trans>Delete this topic rewrite rule?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => void editor.confirmRemove()}
        onCancel={editor.cancelRemove}
      >
        <Trans>
          Topics matching {source} are no longer rewritten to {destination}.
        </Trans>
      </ConfirmDialog>
    </>
  );
}
