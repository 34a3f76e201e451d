import { Badge, HStack, IconButton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../api/use-session';
import { toaster } from '../../app/toaster';
import { RowAction } from '../../components/RowAction';
import { ActionButton } from '../../components/ActionLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { TruncatedText } from '../../components/TruncatedText';
import { WriteAction } from '../../components/WriteAction';
import {
  getGetUsersQueryKey,
  useDeleteUsersByUsername,
  useGetUsers,
  usePostUsers,
  usePostUsersByUsernameChangePwd,
  usePutUsersByUsername,
} from '../../generated/endpoints/dashboard/dashboard';
import type { DashboardUser } from '../../generated/model';
import type { PasswordChange } from '../auth/password-rules';
import { changeOwnPassword } from '../auth/session-actions';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { CreateUserDialog } from './CreateUserDialog';
import { DisabledWithReason } from '../../components/DisabledWithReason';
import { EditUserDialog, type UserEdit } from './EditUserDialog';
import { isUserRole, ROLE_LABELS, type NewUser } from './user-rules';
import { succeeded } from '../../api/succeeded';

type Open = { kind: 'create' } | { kind: 'edit'; user: DashboardUser } | { kind: 'password'; username: string } | { kind: 'delete'; username: string };

/** Runs a save; false when it failed (the HTTP layer has said why, and the dialog keeps its input). */

/** Dashboard users: create, edit role and description, change passwords, delete (never oneself). */
export function UsersView() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const users = useGetUsers();
  const create = usePostUsers();
  const update = usePutUsersByUsername();
  const changePassword = usePostUsersByUsernameChangePwd();
  const remove = useDeleteUsersByUsername();
  const [open, setOpen] = useState<Open>();
  const withRoles = session?.edition === 'enterprise';
  const me = session?.username;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetUsersQueryKey() });

  async function saveNew(user: NewUser): Promise<boolean> {
    const data = { username: user.username, password: user.password, description: user.description, ...(withRoles ? { role: user.role } : {}) };
    if (!(await succeeded(create.mutateAsync({ data })))) return false;
    toaster.create({ type: 'success', title: t`User ${user.username} created` });
    await refresh();
    return true;
  }

  async function saveEdit(username: string, edit: UserEdit): Promise<boolean> {
    const data = { description: edit.description, ...(withRoles ? { role: edit.role } : {}) };
    if (!(await succeeded(update.mutateAsync({ username, data })))) return false;
    toaster.create({ type: 'success', title: t`User ${username} updated` });
    await refresh();
    return true;
  }

  async function savePassword(username: string, change: PasswordChange): Promise<boolean> {
    const work =
      username === me ? changeOwnPassword(change.oldPassword, change.newPassword) : changePassword.mutateAsync({ username, data: { old_pwd: change.oldPassword, new_pwd: change.newPassword } });
    if (!(await succeeded(work))) return false;
    toaster.create({ type: 'success', title: t`Password of ${username} changed` });
    return true;
  }

  async function confirmDelete(username: string) {
    const ok = await succeeded(remove.mutateAsync({ username }));
    setOpen(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`User ${username} deleted` });
    await refresh();
  }

  const columns: Column<DashboardUser>[] = [
    {
      id: 'username',
      header: t`Username`,
      sortValue: (u) => u.username,
      cell: (u) => (
        <HStack gap="2">
          <TruncatedText value={u.username ?? ''} copyLabel={t`Copy username`} />
          {u.username === me ? (
            <Badge colorPalette="brand" variant="subtle">
              <Trans>You</Trans>
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    ...(withRoles ? [{ id: 'role', header: t`Role`, sortValue: (u: DashboardUser) => (isUserRole(u.role) ? i18n._(ROLE_LABELS[u.role]) : u.role), cell: (u: DashboardUser) => (isUserRole(u.role) ? i18n._(ROLE_LABELS[u.role]) : (u.role ?? '–')) }] : []),
    { id: 'description', header: t`Description`, cell: (u) => (u.description ? <TruncatedText value={u.description} copyLabel={t`Copy description`} maxW="24rem" /> : '–') },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (u) => {
        const username = u.username ?? '';
        const own = username === me;
        const editLabel = t`Edit ${username}`;
        const passwordLabel = t`Change the password of ${username}`;
        const deleteLabel = t`Delete ${username}`;
        const passwordButton = (
          <IconButton size="xs" variant="ghost" aria-label={passwordLabel} title={passwordLabel} onClick={() => setOpen({ kind: 'password', username })}>
            <KeyRound />
          </IconButton>
        );
        const deleteButton = (
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={deleteLabel} onClick={() => setOpen({ kind: 'delete', username })}>
            <Trash2 />
          </IconButton>
        );
        return (
          <HStack gap="1">
            <RowAction label={editLabel} onClick={() => setOpen({ kind: 'edit', user: u })}>
              <Pencil />
            </RowAction>
            {/* One's own password is the session's business, open to every role (the broker allows it). */}
            {own ? passwordButton : <WriteAction>{passwordButton}</WriteAction>}
            {own ? <DisabledWithReason reason={t`You cannot delete the user you are logged in as.`}>{deleteButton}</DisabledWithReason> : <WriteAction>{deleteButton}</WriteAction>}
          </HStack>
        );
      },
    },
  ];

  const taken = (users.data ?? []).map((u) => u.username ?? '');

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} onClick={() => setOpen({ kind: 'create' })}>
      <Plus />
      <Trans>Create user</Trans>
    </ActionButton>
  );

  return (
    <>
      <PageHeader title={<Trans>Users</Trans>}>
        {createButton()}
      </PageHeader>
      <DataTable
        label={t`Dashboard users`}
        columns={columns}
        rows={users.data}
        rowKey={(u) => u.username ?? ''}
        {...queryState(users)}
        empty={<Trans>No user</Trans>}
        emptyAction={createButton(true)}
      />
      {open?.kind === 'create' ? <CreateUserDialog taken={taken} withRoles={withRoles} onSave={saveNew} onClose={() => setOpen(undefined)} /> : null}
      {open?.kind === 'edit' ? (
        <EditUserDialog
          username={open.user.username ?? ''}
          initial={{ role: isUserRole(open.user.role) ? open.user.role : 'administrator', description: open.user.description ?? '' }}
          withRoles={withRoles}
          onSave={(edit) => saveEdit(open.user.username ?? '', edit)}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
      {open?.kind === 'password' ? (
        <ChangePasswordDialog username={open.username} own={open.username === me} onSave={(change) => savePassword(open.username, change)} onClose={() => setOpen(undefined)} />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        destructive
        busy={remove.isPending}
        title={<Trans>Delete this user?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => open?.kind === 'delete' && void confirmDelete(open.username)}
        onCancel={() => setOpen(undefined)}
      >
        {open?.kind === 'delete' ? <Trans>{open.username} can no longer log in to the dashboard, and every session of the user ends.</Trans> : null}
      </ConfirmDialog>
    </>
  );
}
