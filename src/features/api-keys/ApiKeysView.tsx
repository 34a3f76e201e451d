import { Badge, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
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
import { getGetApiKeyQueryKey, useDeleteApiKeyByName, useGetApiKey, usePostApiKey, usePutApiKeyByName } from '../../generated/endpoints/api-keys/api-keys';
import type { GetApiKey200Item } from '../../generated/model';
import { formatDateTime } from '../../i18n/format';
import { API_KEY_ROLE_LABELS, isApiKeyRole, toCreateBody, toUpdateBody, type ApiKeyDraft } from './api-key-rules';
import { ApiKeyDialog } from './ApiKeyDialog';
import { ApiKeySecretDialog, type CreatedKey } from './ApiKeySecretDialog';
import { expiryFromApi } from '../../components/expiry/expiry';
import { succeeded } from '../../api/succeeded';
import { ToggleSwitch } from '../../components/ToggleSwitch';

type Open = { kind: 'create' } | { kind: 'edit'; key: GetApiKey200Item } | { kind: 'delete'; name: string };

const draftOf = (key: GetApiKey200Item): ApiKeyDraft => ({
  name: key.name ?? '',
  desc: key.desc ?? '',
  enable: key.enable !== false,
  role: isApiKeyRole(key.role) ? key.role : 'administrator',
  expiry: expiryFromApi(key.expired_at),
});

/** API keys for the broker's REST API: list, create (the secret shown once), enable or disable, edit, delete. */
export function ApiKeysView() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const queryClient = useQueryClient();
  const keys = useGetApiKey();
  const create = usePostApiKey();
  const update = usePutApiKeyByName();
  const remove = useDeleteApiKeyByName();
  const [open, setOpen] = useState<Open>();
  const [created, setCreated] = useState<CreatedKey>();
  const withRoles = session?.edition === 'enterprise';
  const rows = keys.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetApiKeyQueryKey() });

  async function saveNew(draft: ApiKeyDraft): Promise<boolean> {
    let answer;
    try {
      answer = await create.mutateAsync({ data: toCreateBody(draft, withRoles) });
    } catch {
      return false;
    }
    // The secret lives in this screen's state until the dialog closes, and nowhere else.
    create.reset();
    setCreated({ name: answer.name ?? draft.name.trim(), apiKey: answer.api_key ?? '', apiSecret: answer.api_secret ?? '' });
    await refresh();
    return true;
  }

  async function saveEdit(name: string, draft: ApiKeyDraft): Promise<boolean> {
    if (!(await succeeded(update.mutateAsync({ name, data: toUpdateBody(draft, withRoles) })))) return false;
    toaster.create({ type: 'success', title: t`API key ${name} updated` });
    await refresh();
    return true;
  }

  async function toggle(key: GetApiKey200Item, enable: boolean) {
    const name = key.name ?? '';
    // The broker's PUT resets what the body leaves out to its defaults (role administrator, no
    // expiry: emqx_mgmt_api_api_keys:api_key_by_name/2), so a toggle sends the key's other fields too.
    if (!(await succeeded(update.mutateAsync({ name, data: { ...toUpdateBody(draftOf(key), withRoles), enable } })))) return;
    toaster.create({ type: 'success', title: enable ? t`API key ${name} enabled` : t`API key ${name} disabled` });
    await refresh();
  }

  async function confirmDelete(name: string) {
    const ok = await succeeded(remove.mutateAsync({ name }));
    setOpen(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`API key ${name} deleted` });
    await refresh();
  }

  const columns: Column<GetApiKey200Item>[] = [
    { id: 'name', header: t`Name`, sortValue: (k) => k.name, cell: (k) => <TruncatedText value={k.name ?? ''} copyLabel={t`Copy name`} maxW="14rem" /> },
    { id: 'key', header: t`API key`, cell: (k) => (k.api_key ? <TruncatedText value={k.api_key} copyLabel={t`Copy API key of ${k.name ?? ''}`} maxW="12rem" /> : '–') },
    {
      id: 'enable',
      header: t`Enabled`,
      cell: (k) => (
        <WriteAction>
          <ToggleSwitch label={t`Enable ${k.name ?? ''}`} hideLabel checked={k.enable !== false} disabled={update.isPending} onChange={(checked) => void toggle(k, checked)} />
        </WriteAction>
      ),
    },
    {
      id: 'expires',
      header: t`Expires at`,
      cell: (k) => (
        <HStack gap="2">
          <span>{k.expired_at === undefined || k.expired_at === 'infinity' ? t`Never expires` : formatDateTime(typeof k.expired_at === 'number' ? k.expired_at * 1000 : k.expired_at, i18n.locale)}</span>
          {k.expired ? (
            <Badge colorPalette="red" variant="subtle">
              <Trans>Expired</Trans>
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    ...(withRoles ? [{ id: 'role', header: t`Role`, cell: (k: GetApiKey200Item) => (isApiKeyRole(k.role) ? i18n._(API_KEY_ROLE_LABELS[k.role]) : (k.role ?? '–')) }] : []),
    { id: 'desc', header: t`Description`, cell: (k) => (k.desc ? <TruncatedText value={k.desc} copyLabel={t`Copy description`} maxW="16rem" /> : '–') },
    { id: 'created', header: t`Created at`, sortValue: (k) => k.created_at, cell: (k) => formatDateTime(typeof k.created_at === 'number' ? k.created_at * 1000 : k.created_at, i18n.locale) },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (k) => {
        const name = k.name ?? '';
        const editLabel = t`Edit ${name}`;
        return (
          <HStack gap="1">
            <RowAction label={editLabel} onClick={() => setOpen({ kind: 'edit', key: k })}>
              <Pencil />
            </RowAction>
            <RowAction label={t`Delete ${name}`} danger onClick={() => setOpen({ kind: 'delete', name })}>
              <Trash2 />
            </RowAction>
          </HStack>
        );
      },
    },
  ];

  const taken = (rows ?? []).map((k) => k.name ?? '');

  const createButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} onClick={() => setOpen({ kind: 'create' })}>
      <Plus />
      <Trans>Create API key</Trans>
    </ActionButton>
  );

  return (
    <>
      <PageHeader title={<Trans>API keys</Trans>}>
        {createButton()}
      </PageHeader>
      <DataTable
        label={t`API keys`}
        columns={columns}
        rows={rows}
        rowKey={(k) => k.name ?? ''}
        {...queryState(keys)}
        empty={<Trans>No API key yet</Trans>}
        emptyAction={createButton(true)}
      />
      {open?.kind === 'create' ? <ApiKeyDialog taken={taken} withRoles={withRoles} onSave={saveNew} onClose={() => setOpen(undefined)} /> : null}
      {open?.kind === 'edit' ? (
        <ApiKeyDialog editing={draftOf(open.key)} taken={taken} withRoles={withRoles} onSave={(draft) => saveEdit(open.key.name ?? '', draft)} onClose={() => setOpen(undefined)} />
      ) : null}
      {/* Only once the form has gone: removing a dialog layer dismisses every layer opened after it. */}
      {created && !open ? <ApiKeySecretDialog created={created} onClose={() => setCreated(undefined)} /> : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        destructive
        busy={remove.isPending}
        title={<Trans>Delete this API key?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => open?.kind === 'delete' && void confirmDelete(open.name)}
        onCancel={() => setOpen(undefined)}
      >
        {open?.kind === 'delete' ? <Trans>Programs that call the API with {open.name} are refused from now on.</Trans> : null}
      </ConfirmDialog>
    </>
  );
}
