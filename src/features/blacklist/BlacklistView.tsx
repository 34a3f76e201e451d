import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toaster } from '../../app/toaster';
import { ActionButton } from '../../components/ActionLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { TruncatedText } from '../../components/TruncatedText';
import { WriteAction } from '../../components/WriteAction';
import { getGetBannedQueryKey, useDeleteBanned, useDeleteBannedByAsAndWho, useGetBanned, usePostBanned } from '../../generated/endpoints/banned/banned';
import type { EmqxMgmtApiBannedBan } from '../../generated/model';
import { formatDateTime } from '../../i18n/format';
import { AddBanDialog } from './AddBanDialog';
import { BAN_KIND_LABELS, toBanBody, type BanDraft } from './ban-rules';
import { SEARCH_KINDS, toBannedParams, type BlacklistSearch, type SearchKind } from './blacklist-search';
import { ClearFiltersButton } from '../../components/EmptyState';

const route = getRouteApi('/_auth/blacklist');

type Pending = { kind: 'one'; ban: EmqxMgmtApiBannedBan } | { kind: 'all' };

/** One regular expression over one kind of value: the broker searches no other way. */
function BlacklistSearchForm({ value, onApply }: { value: Pick<BlacklistSearch, 'by' | 'match'>; onApply: (next: Pick<BlacklistSearch, 'by' | 'match'>) => void }) {
  const { t, i18n } = useLingui();
  const [by, setBy] = useState<SearchKind>(value.by ?? 'clientid');
  const [match, setMatch] = useState(value.match ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ by, match: match || undefined });
  }

  return (
    <form onSubmit={submit} role="search" aria-label={t`Search the blacklist`}>
      <HStack gap="3" mb="4" align="end" wrap="wrap">
        <Field.Root width="auto" minW="14rem">
          <Field.Label>
            <Trans>Search in</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={by} onChange={(e) => setBy(e.target.value as SearchKind)}>
              {SEARCH_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {i18n._(BAN_KIND_LABELS[kind])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto" flex="1" minW="14rem">
          <Field.Label>
            <Trans>Matching (regular expression)</Trans>
          </Field.Label>
          <Input size="sm" fontFamily="mono" value={match} onChange={(e) => setMatch(e.target.value)} />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand">
          <Trans>Search</Trans>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setMatch('');
            onApply({ by: undefined, match: undefined });
          }}
        >
          <Trans>Reset</Trans>
        </Button>
      </HStack>
    </form>
  );
}

/** The blacklist: who may not connect (by client ID, username or address) and until when. */
export function BlacklistView() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/blacklist' });
  const queryClient = useQueryClient();
  const bans = useGetBanned(toBannedParams(search), { query: { placeholderData: (previous) => previous } });
  const add = usePostBanned();
  const removeOne = useDeleteBannedByAsAndWho();
  const removeAll = useDeleteBanned();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending>();
  const { page, limit, ...filters } = search;
  const rows = bans.data?.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetBannedQueryKey().slice(0, 1) });

  async function save(draft: BanDraft): Promise<boolean> {
    try {
      await add.mutateAsync({ data: toBanBody(draft) });
    } catch {
      // The HTTP layer has shown the broker's reason; the dialog keeps what was typed.
      return false;
    }
    toaster.create({ type: 'success', title: t`${draft.who.trim()} added to the blacklist` });
    await refresh();
    return true;
  }

  async function confirm() {
    if (!pending) return;
    const done = pending.kind === 'one' ? removeOne.mutateAsync({ as: pending.ban.as, who: pending.ban.who }) : removeAll.mutateAsync();
    const ok = await done.then(
      () => true,
      () => false,
    );
    setPending(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: pending.kind === 'one' ? t`${pending.ban.who} removed from the blacklist` : t`Blacklist cleared` });
    await refresh();
    // The last row of a page is gone: step back rather than show an empty page.
    if (page > 1 && (pending.kind === 'all' || rows?.length === 1)) await navigate({ search: (prev) => ({ ...prev, page: pending.kind === 'all' ? 1 : page - 1 }) });
  }

  const columns: Column<EmqxMgmtApiBannedBan>[] = [
    { id: 'who', header: t`Value`, sortValue: (b) => b.who, cell: (b) => <TruncatedText value={b.who} copyLabel={t`Copy value`} /> },
    { id: 'as', header: t`Ban by`, sortValue: (b) => b.as, cell: (b) => (b.as in BAN_KIND_LABELS ? i18n._(BAN_KIND_LABELS[b.as]) : b.as) },
    { id: 'reason', header: t`Reason`, cell: (b) => (b.reason ? <TruncatedText value={b.reason} copyLabel={t`Copy reason`} maxW="16rem" /> : '–') },
    { id: 'at', header: t`Banned at`, sortValue: (b) => b.at, cell: (b) => formatDateTime(b.at, i18n.locale) },
    { id: 'until', header: t`Until`, cell: (b) => (b.until === undefined || b.until === 'infinity' ? t`Never expires` : formatDateTime(b.until, i18n.locale)) },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (b) => (
        <WriteAction>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Remove ${b.who} from the blacklist`} onClick={() => setPending({ kind: 'one', ban: b })}>
            <Trash2 />
          </Button>
        </WriteAction>
      ),
    },
  ];

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} onClick={() => setAdding(true)}>
      <Plus />
      <Trans>Add</Trans>
    </ActionButton>
  );

  return (
    <>
      <PageHeader title={<Trans>Blacklist</Trans>}>
        <WriteAction>
          <Button size="sm" colorPalette="red" variant="outline" disabled={!rows?.length && !filters.match} onClick={() => setPending({ kind: 'all' })}>
            <Trash2 />
            <Trans>Clear all</Trans>
          </Button>
        </WriteAction>
        {createButton()}
      </PageHeader>
      <BlacklistSearchForm key={JSON.stringify(filters)} value={filters} onApply={(next) => void navigate({ search: { ...next, page: 1, limit } })} />
      <DataTable
        label={t`Blacklist`}
        columns={columns}
        rows={rows}
        rowKey={(b) => `${b.as}:${b.who}`}
        paged
        {...queryState(bans)}
        empty={filters.match ? <Trans>No ban matches this search</Trans> : <Trans>Nobody is banned</Trans>}
        emptyAction={filters.match ? <ClearFiltersButton onClear={() => void navigate({ search: { page: 1, limit } })} /> : createButton(true)}
      />
      <Pagination
        page={page}
        limit={limit}
        count={bans.data?.meta?.count}
        hasNext={bans.data?.meta?.hasnext ?? false}
        onChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
      {adding ? <AddBanDialog onSave={save} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={pending !== undefined}
        destructive
        busy={removeOne.isPending || removeAll.isPending}
        title={pending?.kind === 'all' ? <Trans>Clear the whole blacklist?</Trans> : <Trans>Remove this ban?</Trans>}
        confirmLabel={pending?.kind === 'all' ? <Trans>Clear all</Trans> : <Trans>Remove</Trans>}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(undefined)}
      >
        {pending?.kind === 'one' ? (
          <Trans>{pending.ban.who} can connect again at once.</Trans>
        ) : (
          <Trans>Every ban is removed: all banned clients, users and addresses can connect again at once.</Trans>
        )}
      </ConfirmDialog>
    </>
  );
}
