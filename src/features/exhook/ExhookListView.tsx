import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { RowAction } from '../../components/RowAction';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { UnknownStatus } from '../../components/StaleNote';
import { reorderColumns } from '../../components/reorder/reorder-columns';
import { useRowReorder } from '../../components/reorder/use-row-reorder';
import { WriteAction } from '../../components/WriteAction';
import { postExhooksByNameMove, useGetExhooks } from '../../generated/endpoints/ex-hook/ex-hook';
import type { ExhookDetailServerInfo } from '../../generated/model';
import { DeleteExhookDialog } from './DeleteExhookDialog';
import { ExhookStatusBadge } from './ExhookStatusBadge';
import { EXHOOK_POLL_MS, invalidateExhooks, useSetExhookEnabled } from './exhook-queries';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { ActionLink } from '../../components/ActionLink';

interface Row {
  index: number;
  server: ExhookDetailServerInfo;
}

/** The ExHook servers in the order the broker calls them, with their status and counters. */
export function ExhookListView() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useGetExhooks({ query: { refetchInterval: pollEvery(EXHOOK_POLL_MS) }, request: { background: true } });
  const staleSince = useStaleSince(list);
  const setEnabled = useSetExhookEnabled();
  const [toggling, setToggling] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const reorder = useRowReorder({
    ids: list.data?.map((s) => s.name),
    move: async (name, position) => {
      if (await succeeded(postExhooksByNameMove(name, { position }))) await invalidateExhooks(queryClient);
    },
  });
  // While a move is on its way the rows stand in their new order already.
  const rows: Row[] | undefined = reorder.arrange(list.data, (s) => s.name)?.map((server, index) => ({ server, index }));
  const n = (value: number | undefined) => (value ?? 0).toLocaleString(i18n.locale);

  async function toggle(server: ExhookDetailServerInfo, enable: boolean) {
    setToggling(server.name);
    const ok = await succeeded(setEnabled(server, enable));
    setToggling(undefined);
    if (ok) toaster.create({ type: 'success', title: enable ? t`${server.name} enabled` : t`${server.name} disabled` });
  }

  const columns: Column<Row>[] = [
    ...reorderColumns<Row>(reorder, (r) => r.server.name, i18n),
    {
      id: 'name',
      header: t`Name`,
      cell: (r) => (
        <ChakraLink asChild color="fg.link" fontFamily="mono" fontSize="sm">
          <Link to="/exhook/detail/$exhookName" params={{ exhookName: r.server.name }}>
            {r.server.name}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'url', header: t`URL`, cell: (r) => <Text fontSize="sm" fontFamily="mono" overflowWrap="anywhere">{r.server.url}</Text> },
    { id: 'status', header: t`Status`, cell: (r) => (staleSince === undefined ? <ExhookStatusBadge enable={r.server.enable} nodes={r.server.node_status} /> : <UnknownStatus />) },
    { id: 'hooks', header: t`Registered hooks`, numeric: true, cell: (r) => n(r.server.hooks?.length) },
    { id: 'succeed', header: t`Succeeded`, numeric: true, cell: (r) => n(r.server.metrics?.succeed) },
    { id: 'failed', header: t`Failed`, numeric: true, cell: (r) => n(r.server.metrics?.failed) },
    { id: 'rate', header: t`Rate (per second)`, numeric: true, cell: (r) => n(r.server.metrics?.rate) },
    {
      id: 'enable',
      header: t`Enabled`,
      cell: (r) => (
        <WriteAction>
          <ToggleSwitch label={t`Enable ${r.server.name}`} hideLabel checked={r.server.enable !== false} disabled={toggling !== undefined} onChange={(checked) => void toggle(r.server, checked)} />
        </WriteAction>
      ),
    },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (r) => (
        <HStack gap="1">
          <RowAction label={t`Delete ${r.server.name}`} danger onClick={() => setDeleting(r.server.name)}>
            <Trash2 />
          </RowAction>
        </HStack>
      ),
    },
  ];

  const createLink = (secondary?: boolean) => (
    <ActionLink secondary={secondary}>
      <Link to="/exhook/create">
        <Plus />
        <Trans>Create ExHook server</Trans>
      </Link>
    </ActionLink>
  );

  return (
    <>
      <PageHeader title={<Trans>ExHook</Trans>}>
        {createLink()}
      </PageHeader>
      <Text color="fg.muted" mb="4" fontSize="sm">
        <Trans>The broker calls the enabled servers on their hooks in this order.</Trans>
      </Text>
      <DataTable
        label={t`ExHook servers`}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.server.name}
        rowProps={(r) => reorder.row(r.server.name)}
        {...queryState(list)}
        staleSince={staleSince}
        empty={<Trans>No ExHook server yet.</Trans>}
        emptyAction={createLink(true)}
      />
      {reorder.announcer}
      <DeleteExhookDialog name={deleting} onClose={() => setDeleting(undefined)} />
    </>
  );
}
