import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toaster } from '../../app/toaster';
import { RowAction } from '../../components/RowAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { reorderColumns } from '../../components/reorder/reorder-columns';
import { useRowReorder } from '../../components/reorder/use-row-reorder';
import { WriteAction } from '../../components/WriteAction';
import {
  getGetAuthenticationByIdQueryKey,
  getGetAuthenticationQueryKey,
  useDeleteAuthenticationById,
  useGetAuthentication,
  usePutAuthenticationById,
  usePutAuthenticationByIdPositionByPosition,
} from '../../generated/endpoints/authentication/authentication';
import type { GetAuthentication200Item, PutAuthenticationByIdBody } from '../../generated/model';
import { authenticatorId, BACKEND_LABELS, isBackend, isMechanism, MECHANISM_LABELS } from './authn-catalog';
import { AuthnMetricsCell, AuthnStatusCell } from './AuthnStatusCells';
import { forgetDeleted } from '../../api/forget-deleted';
import { succeeded } from '../../api/succeeded';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { ActionLink } from '../../components/ActionLink';

interface Row {
  id: string;
  index: number;
  config: GetAuthentication200Item;
}

/** The global authentication chain: clients are checked by each enabled authenticator in this order. */
export function AuthenticationView() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const chain = useGetAuthentication();
  const update = usePutAuthenticationById();
  const move = usePutAuthenticationByIdPositionByPosition();
  const remove = useDeleteAuthenticationById();
  const [deleting, setDeleting] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetAuthenticationQueryKey() });
  const served = chain.data?.map((config) => ({ id: authenticatorId(config), config }));
  const reorder = useRowReorder({
    ids: served?.map((r) => r.id),
    move: async (id, position) => {
      if (await succeeded(move.mutateAsync({ id, position }))) await refresh();
    },
  });
  // While a move is on its way the rows stand in their new order already.
  const rows: Row[] | undefined = reorder.arrange(served, (r) => r.id)?.map((r, index) => ({ ...r, index }));

  async function toggle(row: Row, enable: boolean) {
    // The list holds secrets masked: sent back as "******", the broker keeps the stored ones.
    const data = { ...row.config, enable } as PutAuthenticationByIdBody;
    if (!(await succeeded(update.mutateAsync({ id: row.id, data })))) return;
    toaster.create({ type: 'success', title: enable ? t`${row.id} enabled` : t`${row.id} disabled` });
    await refresh();
  }

  async function confirmDelete(id: string) {
    const ok = await succeeded(remove.mutateAsync({ id }));
    setDeleting(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`${id} deleted` });
    const lists = [{ queryKey: getGetAuthenticationQueryKey(), is: (config: GetAuthentication200Item) => authenticatorId(config) === id }];
    await forgetDeleted(queryClient, { path: getGetAuthenticationByIdQueryKey(id)[0], lists });
    await refresh();
  }

  const columns: Column<Row>[] = [
    ...reorderColumns<Row>(reorder, (r) => r.id, i18n),
    {
      id: 'id',
      header: t`Authenticator`,
      cell: (r) => (
        <ChakraLink asChild color="fg.link" fontFamily="mono" fontSize="sm">
          <Link to="/authentication/detail/$id" params={{ id: r.id }}>
            {r.id}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'mechanism', header: t`Mechanism`, cell: (r) => (isMechanism(r.config.mechanism) ? i18n._(MECHANISM_LABELS[r.config.mechanism]) : String(r.config.mechanism ?? '–')) },
    {
      id: 'backend',
      header: t`Backend`,
      cell: (r) => {
        const backend = 'backend' in r.config ? r.config.backend : undefined;
        return isBackend(backend) ? i18n._(BACKEND_LABELS[backend]) : (backend ?? <Text color="fg.muted">–</Text>);
      },
    },
    {
      id: 'enable',
      header: t`Enabled`,
      cell: (r) => (
        <WriteAction>
          <ToggleSwitch label={t`Enable ${r.id}`} hideLabel checked={r.config.enable !== false} disabled={update.isPending} onChange={(checked) => void toggle(r, checked)} />
        </WriteAction>
      ),
    },
    { id: 'status', header: t`Status`, cell: (r) => <AuthnStatusCell id={r.id} /> },
    { id: 'metrics', header: t`Metrics`, cell: (r) => <AuthnMetricsCell id={r.id} /> },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (r) => {
        return (
          <HStack gap="1">
            <RowAction label={t`Delete ${r.id}`} danger onClick={() => setDeleting(r.id)}>
              <Trash2 />
            </RowAction>
          </HStack>
        );
      },
    },
  ];

  const createLink = (secondary?: boolean) => (
    <ActionLink secondary={secondary}>
      <Link to="/authentication/create">
        <Plus />
        <Trans>Create authenticator</Trans>
      </Link>
    </ActionLink>
  );

  return (
    <>
      <PageHeader title={<Trans>Authentication</Trans>}>
        {createLink()}
      </PageHeader>
      <DataTable
        label={t`Authentication chain`}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => reorder.row(r.id)}
        {...queryState(chain)}
        empty={<Trans>No authenticator yet: every client may connect.</Trans>}
        emptyAction={createLink(true)}
      />
      {reorder.announcer}
      <ConfirmDialog
        open={deleting !== undefined}
        destructive
        busy={remove.isPending}
        title={<Trans>Delete this authenticator?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => deleting !== undefined && void confirmDelete(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        {deleting !== undefined ? <Trans>Clients are no longer checked by {deleting}; its settings and users are removed.</Trans> : null}
      </ConfirmDialog>
    </>
  );
}
