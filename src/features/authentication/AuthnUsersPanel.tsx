import { Badge, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { RowAction } from '../../components/RowAction';
import { ClearFiltersButton } from '../../components/EmptyState';
import { ActionButton } from '../../components/ActionLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { Pagination } from '../../components/Pagination';
import { TruncatedText } from '../../components/TruncatedText';
import { WriteAction } from '../../components/WriteAction';
import type { ListQuery } from '../../components/search-params';
import { useSearchState } from '../../components/use-search-state';
import type { EmqxAuthnApiResponseUser } from '../../generated/model';
import { ImportUsersDialog } from './ImportUsersDialog';
import { UserDialog } from './UserDialog';
import type { UserDraft } from './user-rules';
import { succeeded } from '../../api/succeeded';
import type { AuthnUsersApi } from './authn-users-api';

type Open = { kind: 'create' } | { kind: 'edit'; user: EmqxAuthnApiResponseUser } | { kind: 'delete'; userId: string } | { kind: 'import' };

/**
 * The users of a built-in database authenticator: paged, searched by user ID, created, edited,
 * deleted, imported. `api`: the global chain's authenticator or a gateway's.
 */
export function AuthnUsersPanel({ api, ...props }: { api: AuthnUsersApi; query?: ListQuery; onQueryChange?: (next: Partial<ListQuery>) => void }) {
  const [query, onQueryChange] = useSearchState(props.query, props.onQueryChange, { page: 1, limit: 20 });
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const paging = { page: query.page, limit: query.limit };
  const search = query.like ?? '';
  // The box keeps what is typed; the URL follows it (a round trip through the router must not drop keys).
  const [typed, setTyped] = useState(search);
  const [open, setOpen] = useState<Open>();
  const params = { ...paging, ...(search ? { like_user_id: search } : {}) };
  const users = useQuery({ queryKey: api.listKey(params), queryFn: ({ signal }) => api.list(params, signal) });
  const remove = useMutation({ mutationFn: (userId: string) => api.remove(userId) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: api.listKey() });

  async function save(draft: UserDraft, editing?: string): Promise<boolean> {
    const work = editing
      ? api.update(editing, { password: draft.password, is_superuser: draft.isSuperuser })
      : api.create({ user_id: draft.userId.trim(), password: draft.password, is_superuser: draft.isSuperuser });
    if (!(await succeeded(work))) return false;
    const userId = editing ?? draft.userId.trim();
    toaster.create({ type: 'success', title: editing ? t`User ${userId} updated` : t`User ${userId} created` });
    await refresh();
    return true;
  }

  async function confirmDelete(userId: string) {
    const ok = await succeeded(remove.mutateAsync(userId));
    setOpen(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`User ${userId} deleted` });
    await refresh();
  }

  const columns: Column<EmqxAuthnApiResponseUser>[] = [
    { id: 'user_id', header: t`User ID`, cell: (u) => <TruncatedText value={u.user_id} copyLabel={t`Copy user ID`} maxW="20rem" /> },
    {
      id: 'superuser',
      header: t`Superuser`,
      cell: (u) =>
        u.is_superuser ? (
          <Badge colorPalette="orange" variant="subtle">
            <Trans>Yes</Trans>
          </Badge>
        ) : (
          <Trans>No</Trans>
        ),
    },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (u) => (
        <HStack gap="1">
          <RowAction label={t`Edit ${u.user_id}`} onClick={() => setOpen({ kind: 'edit', user: u })}>
            <Pencil />
          </RowAction>
          <RowAction label={t`Delete ${u.user_id}`} danger onClick={() => setOpen({ kind: 'delete', userId: u.user_id })}>
            <Trash2 />
          </RowAction>
        </HStack>
      ),
    },
  ];

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} onClick={() => setOpen({ kind: 'create' })}>
      <Plus />
      <Trans>Create user</Trans>
    </ActionButton>
  );

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Input
          size="sm"
          maxW="xs"
          type="search"
          aria-label={t`Search by user ID`}
          placeholder={t`Search by user ID`}
          value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            onQueryChange({ like: e.currentTarget.value || undefined, page: 1 });
          }}
        />
        <HStack gap="2">
          <WriteAction>
            <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'import' })}>
              <Upload />
              <Trans>Import users</Trans>
            </Button>
          </WriteAction>
          {createButton()}
        </HStack>
      </HStack>
      <DataTable
        label={t`Users`}
        columns={columns}
        rows={users.data?.data}
        rowKey={(u) => u.user_id}
        {...queryState(users)}
        empty={typed ? <Trans>No user ID contains this text</Trans> : <Trans>No user yet</Trans>}
        emptyAction={
          typed ? (
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
      <Pagination page={paging.page} limit={paging.limit} count={users.data?.meta?.count} hasNext={users.data?.meta?.hasnext ?? false} onChange={onQueryChange} />
      {open?.kind === 'create' ? <UserDialog onSave={(d) => save(d)} onClose={() => setOpen(undefined)} /> : null}
      {open?.kind === 'edit' ? (
        <UserDialog editing={{ userId: open.user.user_id, isSuperuser: open.user.is_superuser === true }} onSave={(d) => save(d, open.user.user_id)} onClose={() => setOpen(undefined)} />
      ) : null}
      {open?.kind === 'import' ? <ImportUsersDialog api={api} onDone={() => void refresh()} onClose={() => setOpen(undefined)} /> : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        destructive
        busy={remove.isPending}
        title={<Trans>Delete this user?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => open?.kind === 'delete' && void confirmDelete(open.userId)}
        onCancel={() => setOpen(undefined)}
      >
        {open?.kind === 'delete' ? <Trans>{open.userId} can no longer log in through this authenticator.</Trans> : null}
      </ConfirmDialog>
    </Stack>
  );
}
