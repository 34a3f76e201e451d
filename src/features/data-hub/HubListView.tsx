import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { pollEvery } from '../../api/poll';
import { useStaleSince } from '../../api/staleness';
import { succeeded } from '../../api/succeeded';
import { toaster } from '../../app/toaster';
import { ActionLink } from '../../components/ActionLink';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { applyPosition } from '../../components/reorder/positions';
import { reorderColumns } from '../../components/reorder/reorder-columns';
import { useRowReorder } from '../../components/reorder/use-row-reorder';
import { RowAction } from '../../components/RowAction';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { TruncatedText } from '../../components/TruncatedText';
import { WriteAction } from '../../components/WriteAction';
import { FailureAction } from './FailureAction';
import { HUB_KINDS, type HubItem, type HubKindId } from './hub-kinds';
import { HUB_POLL_MS, useHubCounters } from './use-hub-counters';

interface Row {
  index: number;
  item: HubItem;
}

const topicsOf = (item: HubItem): string => (Array.isArray(item.topics) ? item.topics : [item.topics]).join(', ');

/** Schema validations or message transformations in their evaluation order: reorder, enable, delete, and every item's counters. */
export function HubListView({ kindId }: { kindId: HubKindId }) {
  const kind = HUB_KINDS[kindId];
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: kind.listKey(), queryFn: ({ signal }) => kind.list(signal), refetchInterval: pollEvery(HUB_POLL_MS) });
  const staleSince = useStaleSince(list);
  const counters = useHubCounters(kindId, list.data !== undefined);
  const [toggling, setToggling] = useState<string>();
  const [deleting, setDeleting] = useState<string>();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: kind.listKey() });
  const names = list.data?.map((item) => item.name);
  const reorder = useRowReorder({
    ids: names,
    // The broker takes the whole order: the move becomes the list with that one row moved.
    move: async (name, position) => {
      if (names && (await succeeded(kind.reorder(applyPosition(names, name, position))))) await refresh();
    },
  });
  const rows: Row[] | undefined = reorder.arrange(list.data, (item) => item.name)?.map((item, index) => ({ item, index }));
  const n = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString(i18n.locale));

  async function toggle(name: string, enable: boolean) {
    setToggling(name);
    const ok = await succeeded(kind.setEnabled(name, enable));
    setToggling(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: enable ? t`${name} enabled` : t`${name} disabled` });
    await refresh();
  }

  async function remove(name: string) {
    setBusy(true);
    const ok = await succeeded(kind.remove(name));
    setBusy(false);
    setDeleting(undefined);
    if (!ok) return;
    toaster.create({ type: 'success', title: t`${name} deleted` });
    await refresh();
  }

  const columns: Column<Row>[] = [
    ...reorderColumns<Row>(reorder, (r) => r.item.name, i18n),
    {
      id: 'name',
      header: t`Name`,
      cell: (r) => (
        <ChakraLink asChild color="fg.link" fontFamily="mono" fontSize="sm">
          <Link to={`${kind.path}/detail/$name`} params={{ name: r.item.name }}>
            {r.item.name}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'topics', header: t`Topics`, cell: (r) => <TruncatedText value={topicsOf(r.item)} copyLabel={t`Copy the topics of ${r.item.name}`} /> },
    { id: 'steps', header: i18n._(kind.stepsHeader), numeric: true, cell: (r) => n(r.item.steps) },
    { id: 'failure', header: t`On failure`, cell: (r) => <FailureAction action={r.item.failure_action} /> },
    { id: 'matched', header: t`Matched`, numeric: true, cell: (r) => n(counters?.get(r.item.name)?.matched) },
    { id: 'failed', header: t`Failed`, numeric: true, cell: (r) => n(counters?.get(r.item.name)?.failed) },
    {
      id: 'enable',
      header: t`Enabled`,
      cell: (r) => (
        <WriteAction>
          <ToggleSwitch label={t`Enable ${r.item.name}`} hideLabel checked={r.item.enable !== false} disabled={toggling !== undefined} onChange={(checked) => void toggle(r.item.name, checked)} />
        </WriteAction>
      ),
    },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (r) => (
        <HStack gap="1">
          <RowAction label={t`Delete ${r.item.name}`} danger onClick={() => setDeleting(r.item.name)}>
            <Trash2 />
          </RowAction>
        </HStack>
      ),
    },
  ];

  const createLink = (secondary?: boolean) => (
    <ActionLink secondary={secondary}>
      {kind.id === 'validation' ? (
        <Link to="/schema-validation/create">
          <Plus />
          <Trans>Create schema validation</Trans>
        </Link>
      ) : (
        <Link to="/message-transform/create">
          <Plus />
          <Trans>Create message transformation</Trans>
        </Link>
      )}
    </ActionLink>
  );

  return (
    <>
      <PageHeader title={i18n._(kind.title)}>{createLink()}</PageHeader>
      <Text color="fg.muted" mb="4" fontSize="sm">
        {i18n._(kind.intro)}
      </Text>
      <DataTable
        label={i18n._(kind.tableLabel)}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.item.name}
        rowProps={(r) => reorder.row(r.item.name)}
        {...queryState(list)}
        staleSince={staleSince}
        empty={i18n._(kind.empty)}
        emptyAction={createLink(true)}
      />
      {reorder.announcer}
      <ConfirmDialog
        open={deleting !== undefined}
        destructive
        busy={busy}
        title={<Trans>Delete {deleting}?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => deleting !== undefined && void remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        <Trans>Messages on its topics are no longer handled by it; its settings and counters are removed.</Trans>
      </ConfirmDialog>
    </>
  );
}
