import { RowAction } from '../../../components/RowAction';
import { ClearFiltersButton } from '../../../components/EmptyState';
import { ActionButton } from '../../../components/ActionLink';
import { HStack, IconButton, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../../components/DataTable';
import { Pagination } from '../../../components/Pagination';
import { TruncatedText } from '../../../components/TruncatedText';
import { WriteAction } from '../../../components/WriteAction';
import type { ListQuery } from '../../../components/search-params';
import { useSearchState } from '../../../components/use-search-state';
import { RuleSetDialog } from './RuleSetDialog';
import { RuleSummary } from './RuleSummary';
import { createRuleSet, deleteRuleSet, refreshRuleSets, updateRuleSet, useRuleSets, WHO_LABELS, type RuleKind, type RuleSet } from './rule-api';
import { succeeded } from '../../../api/succeeded';

type Open = { kind: 'create' } | { kind: 'edit'; set: RuleSet } | { kind: 'delete'; who: string };

/** The clients' or the users' rules: paged, searched by client ID or username, created, edited, deleted. */
export function RuleSetsPanel({ kind, ...props }: { kind: RuleKind; query?: ListQuery; onQueryChange?: (patch: Partial<ListQuery>) => void }) {
  const [query, onQueryChange] = useSearchState(props.query, props.onQueryChange, { page: 1, limit: 20 });
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const paging = { page: query.page, limit: query.limit };
  const search = query.like ?? '';
  // The box keeps what is typed; the URL follows it (a round trip through the router must not drop keys).
  const [typed, setTyped] = useState(search);
  const [open, setOpen] = useState<Open>();
  const sets = useRuleSets(kind, { ...paging, like: search.trim() });
  const remove = useMutation({ mutationFn: (who: string) => deleteRuleSet(kind, who) });
  const whoLabel = i18n._(WHO_LABELS[kind]);

  async function save(set: RuleSet, editing: boolean): Promise<boolean> {
    if (!(await succeeded(editing ? updateRuleSet(kind, set) : createRuleSet(kind, set)))) return false;
    const who = set.who;
    toaster.create({ type: 'success', title: editing ? t`Rules of ${who} saved` : t`Rules for ${who} added` });
    await refreshRuleSets(queryClient, kind);
    return true;
  }

  async function confirmDelete(who: string) {
    const ok = await succeeded(remove.mutateAsync(who));
    setOpen(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Rules of ${who} deleted` });
    await refreshRuleSets(queryClient, kind);
  }

  const columns: Column<RuleSet>[] = [
    { id: 'who', header: whoLabel, cell: (s) => <TruncatedText value={s.who} copyLabel={kind === 'clients' ? t`Copy client ID` : t`Copy username`} maxW="16rem" /> },
    { id: 'rules', header: t`Rules`, cell: (s) => <RuleSummary rules={s.rules} /> },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (s) => (
        <HStack gap="1">
          <RowAction label={t`Edit the rules of ${s.who}`} onClick={() => setOpen({ kind: 'edit', set: s })}>
            <Pencil />
          </RowAction>
          <WriteAction>
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={t`Delete the rules of ${s.who}`}
              title={t`Delete the rules of ${s.who}`}
              onClick={() => setOpen({ kind: 'delete', who: s.who })}
            >
              <Trash2 />
            </IconButton>
          </WriteAction>
        </HStack>
      ),
    },
  ];

  const searchLabel = kind === 'clients' ? t`Search by client ID` : t`Search by username`;

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} onClick={() => setOpen({ kind: 'create' })}>
      <Plus />
      {kind === 'clients' ? <Trans>Add client rules</Trans> : <Trans>Add user rules</Trans>}
    </ActionButton>
  );

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Input
          size="sm"
          maxW="xs"
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            onQueryChange({ like: e.currentTarget.value || undefined, page: 1 });
          }}
        />
        {createButton()}
      </HStack>
      <DataTable
        label={kind === 'clients' ? t`Rules by client ID` : t`Rules by username`}
        columns={columns}
        rows={sets.data?.rows}
        rowKey={(s) => s.who}
        {...queryState(sets)}
        empty={search.trim() ? <Trans>Nothing matches the search</Trans> : kind === 'clients' ? <Trans>No client has rules yet</Trans> : <Trans>No user has rules yet</Trans>}
        emptyAction={
          search.trim() ? (
            <ClearFiltersButton
              onClear={() => {
                setTyped('');
                onQueryChange({ like: undefined, page: 1 });
              }}
            />
          ) : (
            createButton(true)
          )
        }
      />
      <Pagination page={paging.page} limit={paging.limit} count={sets.data?.meta?.count} hasNext={sets.data?.meta?.hasnext ?? false} onChange={onQueryChange} />
      {open?.kind === 'create' ? <RuleSetDialog kind={kind} onSave={(s) => save(s, false)} onClose={() => setOpen(undefined)} /> : null}
      {open?.kind === 'edit' ? <RuleSetDialog kind={kind} editing={open.set} onSave={(s) => save(s, true)} onClose={() => setOpen(undefined)} /> : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        destructive
        busy={remove.isPending}
        title={kind === 'clients' ? <Trans>Delete this client&apos;s rules?</Trans> : <Trans>Delete this user&apos;s rules?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => open?.kind === 'delete' && void confirmDelete(open.who)}
        onCancel={() => setOpen(undefined)}
      >
        {open?.kind === 'delete' ? <Trans>Every rule of {open.who} goes; the rules for all and the other sources still apply.</Trans> : null}
      </ConfirmDialog>
    </Stack>
  );
}
