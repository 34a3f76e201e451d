import { HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { ActionButton } from '../../../components/ActionLink';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { RowAction } from '../../../components/RowAction';
import { TruncatedText } from '../../../components/TruncatedText';
import {
  getGetSchemaRegistryExternalQueryKey,
  getSchemaRegistryExternalRegistryByName,
  useDeleteSchemaRegistryExternalRegistryByName,
  useGetSchemaRegistryExternal,
  usePostSchemaRegistryExternal,
  usePutSchemaRegistryExternalRegistryByName,
} from '../../../generated/endpoints/schema-registry/schema-registry';
import { basicAuthOf, toCreateBody, toUpdateBody, type RegistryDraft, type StoredRegistry } from './registry-form';
import { RegistryDialog } from './RegistryDialog';

interface RegistryRow {
  name: string;
  stored: StoredRegistry;
}

type Open = { kind: 'create' } | { kind: 'edit'; row: RegistryRow } | { kind: 'delete'; name: string };

/** Confluent schema registries the broker reads schemas from: list, add, edit, delete. */
export function ExternalRegistriesView() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useGetSchemaRegistryExternal();
  const create = usePostSchemaRegistryExternal();
  const update = usePutSchemaRegistryExternalRegistryByName();
  const remove = useDeleteSchemaRegistryExternalRegistryByName();
  const [open, setOpen] = useState<Open>();
  // The broker answers a map keyed by name, in no particular order: listed by name.
  const rows = list.data && Object.entries(list.data).map(([name, stored]): RegistryRow => ({ name, stored })).sort((a, b) => a.name.localeCompare(b.name));
  const taken = rows?.map((r) => r.name) ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetSchemaRegistryExternalQueryKey() });

  async function saveNew(draft: RegistryDraft): Promise<boolean> {
    const ok = await succeeded(create.mutateAsync({ data: toCreateBody(draft) }));
    // The mutation keeps the body it sent, password included: not a moment longer than needed.
    create.reset();
    if (!ok) return false;
    const { name } = draft;
    toaster.create({ type: 'success', title: t`Registry ${name} added` });
    await refresh();
    return true;
  }

  async function saveEdit(row: RegistryRow, draft: RegistryDraft): Promise<boolean> {
    const { name } = row;
    const ok = await succeeded(update.mutateAsync({ name, data: toUpdateBody(draft) }));
    update.reset();
    if (!ok) return false;
    toaster.create({ type: 'success', title: t`Registry ${name} updated` });
    await refresh();
    return true;
  }

  /** The dialog starts from the registry as the broker holds it now: another operator may have changed it since the list was read. */
  async function openEdit(row: RegistryRow) {
    const { name } = row;
    try {
      const stored = await getSchemaRegistryExternalRegistryByName(name);
      setOpen({ kind: 'edit', row: { name, stored } });
    } catch {
      // The HTTP layer has said why (gone since: 404); the list is read again.
      await refresh();
    }
  }

  async function confirmDelete(name: string) {
    const ok = await succeeded(remove.mutateAsync({ name }));
    setOpen(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`Registry ${name} deleted` });
    await refresh();
  }

  const authText = (stored: StoredRegistry) => {
    const basic = basicAuthOf(stored);
    if (!basic) return t`None`;
    const { username } = basic;
    return t`Basic: ${username}`;
  };

  const columns: Column<RegistryRow>[] = [
    { id: 'name', header: t`Name`, sortValue: (r) => r.name, cell: (r) => <TruncatedText value={r.name} copyLabel={t`Copy name`} maxW="16rem" /> },
    {
      id: 'url',
      header: t`URL`,
      cell: ({ name, stored }) => <TruncatedText value={stored.url} copyLabel={t`Copy URL of ${name}`} maxW="24rem" />,
    },
    { id: 'auth', header: t`Authentication`, cell: (r) => authText(r.stored) },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (row) => {
        const { name } = row;
        return (
          <HStack gap="1">
            <RowAction label={t`Edit ${name}`} onClick={() => void openEdit(row)}>
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

  const deleting = open?.kind === 'delete' ? open.name : undefined;

  const addButton = (secondary?: boolean) => (
    <ActionButton secondary={secondary} onClick={() => setOpen({ kind: 'create' })}>
      <Plus />
      <Trans>Add registry</Trans>
    </ActionButton>
  );

  return (
    <>
      <PageHeader title={<Trans>External registries</Trans>}>{addButton()}</PageHeader>
      <Text color="fg.muted" mb="4" fontSize="sm">
        <Trans>Confluent schema registries that rules can encode and decode message payloads with.</Trans>
      </Text>
      <DataTable
        label={t`External registries`}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.name}
        {...queryState(list)}
        empty={<Trans>No external registry yet.</Trans>}
        emptyAction={addButton(true)}
      />
      {open?.kind === 'create' ? <RegistryDialog taken={taken} onSave={saveNew} onClose={() => setOpen(undefined)} /> : null}
      {open?.kind === 'edit' ? <RegistryDialog editing={open.row} taken={taken} onSave={(draft) => saveEdit(open.row, draft)} onClose={() => setOpen(undefined)} /> : null}
      <ConfirmDialog
        open={deleting !== undefined}
        destructive
        busy={remove.isPending}
        title={<Trans>Delete registry {deleting}?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => deleting !== undefined && void confirmDelete(deleting)}
        onCancel={() => setOpen(undefined)}
      >
        <Trans>Rules that encode or decode with this registry fail until a registry of that name exists again.</Trans>
      </ConfirmDialog>
    </>
  );
}
