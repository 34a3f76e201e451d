import { HStack, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { succeeded } from '../../../api/succeeded';
import { toaster } from '../../../app/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../components/DataTable';
import { TruncatedText } from '../../../components/TruncatedText';
import { WriteAction } from '../../../components/WriteAction';
import { deleteConnectorsById, getGetConnectorsQueryKey, postConnectorsByIdAndOperation, putConnectorsByIdEnableByEnable } from '../../../generated/endpoints/connectors/connectors';
import { NO_VALUE } from '../../../i18n/format';
import { DisabledWithReason } from '../../../components/DisabledWithReason';
import { resourceId, resourceStatus, type Bridge, type ResourceAnswer } from '../model/bridge';
import { BRIDGE_LIST_POLL_MS, BRIDGES_POLL_MS, invalidateBridgeLists, useBridges, useConnectors } from '../model/queries';
import { useDataIntegrationMetrics } from '../model/use-data-integration';
import { ResourceStatus } from '../shared/ResourceStatus';
import { ConnectorLink } from './ConnectorLink';
import { typeLabel } from '../../../i18n/labels/type-labels';
import { ToggleSwitch } from '../../../components/ToggleSwitch';
import { ActionLink } from '../../../components/ActionLink';

interface ConnectorRow {
  id: string;
  answer: ResourceAnswer;
  /** The actions and sources running through it; undefined until they are read. */
  bridges: Bridge[] | undefined;
}

type Operation = { kind: 'enable'; id: string; enable: boolean } | { kind: 'start'; id: string } | { kind: 'delete'; id: string };

function run(operation: Operation): Promise<unknown> {
  switch (operation.kind) {
    case 'enable':
      return putConnectorsByIdEnableByEnable(operation.id, operation.enable);
    case 'start':
      return postConnectorsByIdAndOperation(operation.id, 'start');
    case 'delete':
      return deleteConnectorsById(operation.id);
  }
}

/** The connectors (the connections bridges share): their status, the bridges on each, enable, reconnect, delete when unused. */
export function ConnectorsPanel() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // As on the bridge list: the one counters poll notices a connector or bridge that changes, and the
  // whole lists (megabytes on a large estate) are read again then, or seldom.
  const listed = queryClient.getQueryData(getGetConnectorsQueryKey()) !== undefined;
  const counters = useDataIntegrationMetrics(listed);
  const pollMs = counters.unavailable ? BRIDGES_POLL_MS : BRIDGE_LIST_POLL_MS;
  const connectors = useConnectors(pollMs);
  const { bridges } = useBridges(pollMs);
  const operation = useMutation({ mutationFn: run });
  const [deleting, setDeleting] = useState<string>();

  const rows: ConnectorRow[] | undefined = connectors.data?.map((answer) => {
    const id = resourceId(answer.type, answer.name);
    return { id, answer, bridges: bridges?.filter((bridge) => bridge.connectorId === id) };
  });

  async function act(next: Operation) {
    const ok = await succeeded(operation.mutateAsync(next));
    const id = next.id;
    if (ok) {
      const title =
        next.kind === 'enable' ? (next.enable ? t`Connector ${id} enabled` : t`Connector ${id} disabled`) : next.kind === 'start' ? t`Connector ${id} reconnected` : t`Connector ${id} deleted`;
      toaster.create({ type: 'success', title });
    }
    if (next.kind === 'delete') setDeleting(undefined);
    await invalidateBridgeLists(queryClient);
  }

  const columns: Column<ConnectorRow>[] = [
    {
      id: 'name',
      header: t`Name`,
      cell: (c) => (
        <TruncatedText value={c.answer.name} copyLabel={t`Copy connector name`} maxW="14rem">
          <ConnectorLink id={c.id}>{c.answer.name}</ConnectorLink>
        </TruncatedText>
      ),
    },
    { id: 'type', header: t`Type`, cell: (c) => <Text whiteSpace="nowrap">{typeLabel(i18n, c.answer.type)}</Text> },
    {
      id: 'status',
      header: t`Status`,
      cell: (c) => (
        <ResourceStatus status={resourceStatus(c.answer)} enable={c.answer.enable !== false} nodeStatus={c.answer.node_status ?? []} reason={c.answer.status_reason || undefined} context={{ kind: 'connector', type: c.answer.type }} />
      ),
    },
    {
      id: 'bridges',
      header: t`Bridges`,
      cell: (c) =>
        c.bridges?.length ? (
          <Stack gap="1">
            {c.bridges.map((b) => (
              <ChakraLink key={`${b.kind}:${b.id}`} asChild color="fg.link" whiteSpace="nowrap">
                <Link to="/bridge/detail/$id" params={{ id: b.id }} search={b.kind === 'source' ? { kind: 'source' } : {}}>
                  {b.name}
                </Link>
              </ChakraLink>
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">{NO_VALUE}</Text>
        ),
    },
    {
      id: 'description',
      header: t`Description`,
      cell: (c) => (c.answer.description ? <TruncatedText value={c.answer.description} copyLabel={t`Copy description`} maxW="14rem" /> : <Text color="fg.muted">{NO_VALUE}</Text>),
    },
    {
      id: 'enable',
      header: t`Enabled`,
      cell: (c) => {
        const id = c.id;
        return (
          <WriteAction>
            <ToggleSwitch label={t`Enable connector ${id}`} hideLabel checked={c.answer.enable !== false} disabled={operation.isPending} onChange={(checked) => void act({ kind: 'enable', id, enable: checked })} />
          </WriteAction>
        );
      },
    },
    {
      id: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (c) => {
        const id = c.id;
        const names = (c.bridges ?? []).map((b) => b.id).join(', ');
        const remove = (
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete connector ${id}`} title={t`Delete connector ${id}`} onClick={() => setDeleting(id)}>
            <Trash2 />
          </IconButton>
        );
        return (
          <HStack gap="1">
            <WriteAction>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t`Reconnect connector ${id}`}
                title={t`Reconnect connector ${id}`}
                // The broker refuses to start a disabled connector.
                disabled={operation.isPending || c.answer.enable === false}
                onClick={() => void act({ kind: 'start', id })}
              >
                <RefreshCw />
              </IconButton>
            </WriteAction>
            {c.bridges === undefined ? (
              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete connector ${id}`} disabled>
                <Trash2 />
              </IconButton>
            ) : c.bridges.length ? (
              // Disabled for everyone, viewer or not: the reason that matters is the bridges on it.
              <DisabledWithReason reason={t`Used by ${names}: delete those bridges first.`}>{remove}</DisabledWithReason>
            ) : (
              <WriteAction>{remove}</WriteAction>
            )}
          </HStack>
        );
      },
    },
  ];

  const createLink = (secondary?: boolean) => (
    <ActionLink secondary={secondary}>
      <Link to="/bridge/connector/create">
        <Plus />
        <Trans>Create connector</Trans>
      </Link>
    </ActionLink>
  );

  return (
    <Stack gap="0">
      <HStack justify="flex-end" gap="2" mb="3">
        {createLink()}
      </HStack>
      <DataTable
        label={t`Connectors`}
        columns={columns}
        rows={rows}
        rowKey={(c) => c.id}
        loading={connectors.isFetching && !rows}
        error={connectors.isError}
        onRetry={() => void connectors.refetch()}
        empty={<Trans>No connector yet</Trans>}
        emptyAction={createLink(true)}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        destructive
        busy={operation.isPending}
        title={<Trans>Delete connector {deleting}?</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={() => deleting !== undefined && void act({ kind: 'delete', id: deleting })}
        onCancel={() => setDeleting(undefined)}
      >
        <Trans>No bridge uses it. Its connection and settings are removed.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
