import { HStack, Link as ChakraLink, Stack } from '@chakra-ui/react';
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
import { Section } from '../../components/Section';
import { WriteAction } from '../../components/WriteAction';
import {
  getGetAuthorizationSourcesByTypeQueryKey,
  getGetAuthorizationSourcesQueryKey,
  useDeleteAuthorizationSourcesByType,
  useGetAuthorizationSources,
  usePostAuthorizationSourcesByTypeMove,
  usePutAuthorizationSourcesByType,
} from '../../generated/endpoints/authorization/authorization';
import type { EmqxAuthzApiSourcesSources, PutAuthorizationSourcesByTypeBody } from '../../generated/model';
import { valueLabel } from '../../i18n/labels/labels';
import { isSourceType, type SourceType } from './authz-catalog';
import { AuthzSettingsPanel } from './AuthzSettingsPanel';
import { AuthzMetricsCell, AuthzStatusCell } from './AuthzStatusCells';
import { forgetDeleted } from '../../api/forget-deleted';
import { succeeded } from '../../api/succeeded';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { ActionLink } from '../../components/ActionLink';

type SourceConfig = NonNullable<EmqxAuthzApiSourcesSources['sources']>[number];

interface Row {
  type: SourceType;
  index: number;
  config: SourceConfig;
}

/** The authorization sources: each enabled one is asked in this order until one allows or denies. */
export function AuthorizationView() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const sources = useGetAuthorizationSources();
  const update = usePutAuthorizationSourcesByType();
  const move = usePostAuthorizationSourcesByTypeMove();
  const remove = useDeleteAuthorizationSourcesByType();
  const [deleting, setDeleting] = useState<SourceType>();
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: getGetAuthorizationSourcesQueryKey(),
    });
  const name = (type: SourceType) => valueLabel(i18n, type);
  const served = sources.data?.sources?.flatMap((config) => (isSourceType(config.type) ? [{ type: config.type, config }] : []));
  const reorder = useRowReorder({
    ids: served?.map((r) => r.type),
    move: async (type, position) => {
      if (!isSourceType(type)) return;
      if (await succeeded(move.mutateAsync({ type, data: { position } }))) await refresh();
    },
    name: (type) => valueLabel(i18n, type),
  });
  // While a move is on its way the rows stand in their new order already.
  const rows: Row[] | undefined = reorder.arrange(served, (r) => r.type)?.map((r, index) => ({ ...r, index }));

  // The switches stay disabled until the list is read again, so a second click never acts on the state before the first.
  async function toggle(row: Row, enable: boolean) {
    // The list holds secrets masked: sent back as "******", the broker keeps the stored ones.
    const data = { ...row.config, enable } as PutAuthorizationSourcesByTypeBody;
    if (!(await succeeded(update.mutateAsync({ type: row.type, data })))) return;
    const source = name(row.type);
    toaster.create({
      type: 'success',
      title: enable ? t`${source} enabled` : t`${source} disabled`,
    });
    await refresh();
  }

  async function confirmDelete(type: SourceType) {
    const ok = await succeeded(remove.mutateAsync({ type }));
    setDeleting(undefined);
    if (!ok) return;
    const source = name(type);
    toaster.create({ type: 'success', title: t`${source} deleted` });
    const lists = [{ queryKey: getGetAuthorizationSourcesQueryKey(), is: (config: { type?: unknown }) => config.type === type }];
    await forgetDeleted(queryClient, { path: getGetAuthorizationSourcesByTypeQueryKey(type)[0], lists });
    await refresh();
  }

  const columns: Column<Row>[] = [
    ...reorderColumns<Row>(reorder, (r) => r.type, i18n, (r) => name(r.type)),
    {
      id: 'type',
      header: t`Type`,
      cell: (r) => (
        <ChakraLink asChild color="fg.link">
          <Link to="/authorization/detail/$type" params={{ type: r.type }}>
            {name(r.type)}
          </Link>
        </ChakraLink>
      ),
    },
    {
      id: 'enable',
      header: t`Enabled`,
      cell: (r) => {
        const source = name(r.type);
        return (
          <WriteAction>
            <ToggleSwitch label={t`Enable ${source}`} hideLabel checked={r.config.enable !== false} disabled={update.isPending || sources.isFetching} onChange={(checked) => void toggle(r, checked)} />
          </WriteAction>
        );
      },
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (r) => <AuthzStatusCell type={r.type} />,
    },
    {
      id: 'metrics',
      header: t`Metrics`,
      cell: (r) => <AuthzMetricsCell type={r.type} />,
    },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (r) => {
        const source = name(r.type);
        return (
          <HStack gap="1">
            <RowAction label={t`Delete ${source}`} danger onClick={() => setDeleting(r.type)}>
              <Trash2 />
            </RowAction>
          </HStack>
        );
      },
    },
  ];

  const deletingName = deleting === undefined ? '' : name(deleting);
  const createLink = (secondary?: boolean) => (
    <ActionLink secondary={secondary}>
      <Link to="/authorization/create">
        <Plus />
        <Trans>Create authorizer</Trans>
      </Link>
    </ActionLink>
  );

  return (
    <>
      <PageHeader title={<Trans>Authorization</Trans>}>
        {createLink()}
      </PageHeader>
      <Stack gap="6">
        <Section id="authz-sources" title={<Trans>Sources</Trans>}>
          <DataTable
            label={t`Authorization sources`}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.type}
            rowProps={(r) => reorder.row(r.type)}
            {...queryState(sources)}
            empty={<Trans>No authorization source yet: the settings below decide for every client.</Trans>}
            emptyAction={createLink(true)}
          />
          {reorder.announcer}
        </Section>
        <AuthzSettingsPanel />
      </Stack>
      <ConfirmDialog
        open={deleting !== undefined}
        destructive
        busy={remove.isPending}
        title={<Trans>Delete this source?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => deleting !== undefined && void confirmDelete(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        {deleting !== undefined ? <Trans>Clients are no longer checked against {deletingName}; its settings and rules are removed.</Trans> : null}
      </ConfirmDialog>
    </>
  );
}
