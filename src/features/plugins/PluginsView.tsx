import { Button, HStack, IconButton, Link as ChakraLink, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MoreHorizontal, Play, Plus, Square } from 'lucide-react';
import { useState } from 'react';
import { succeeded } from '../../api/succeeded';
import { DataTable, type Column, queryState } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { reorderColumns } from '../../components/reorder/reorder-columns';
import { useRowReorder } from '../../components/reorder/use-row-reorder';
import { WriteAction } from '../../components/WriteAction';
import { useGetNodes } from '../../generated/endpoints/nodes/nodes';
import { getGetPluginsQueryKey, useGetPlugins, usePostPluginsByNameMove } from '../../generated/endpoints/plugins/plugins';
import type { PluginsPlugin } from '../../generated/model';
import { MoveRelativeDialog } from './MoveRelativeDialog';
import { canStart, canStop, nodeStatuses, pluginKey, type NodeStatus } from './plugin-model';
import { PluginStatus } from './PluginStatus';
import { usePluginActions } from './use-plugin-actions';
import { ActionLink } from '../../components/ActionLink';

interface Row {
  key: string;
  index: number;
  plugin: PluginsPlugin;
  statuses: NodeStatus[];
}

/** Installed plugins in boot order: status per node, start, stop, reorder, uninstall. */
export function PluginsView() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const plugins = useGetPlugins();
  const nodes = useGetNodes({ request: { background: true } });
  const move = usePostPluginsByNameMove();
  const actions = usePluginActions();
  const [relative, setRelative] = useState<{ key: string; where: 'before' | 'after' }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getGetPluginsQueryKey() });
  const moveTo = async (key: string, position: string) => {
    if (await succeeded(move.mutateAsync({ name: key, data: { position } }))) await refresh();
  };
  const cluster = nodes.data?.flatMap((n) => (n.node ? [n.node] : [])) ?? [];
  const served = plugins.data?.map((plugin) => ({ key: pluginKey(plugin), plugin }));
  const reorder = useRowReorder({ ids: served?.map((r) => r.key), move: (key, position) => moveTo(key, position) });
  const rows: Row[] | undefined = reorder.arrange(served, (r) => r.key)?.map((r, index) => ({ ...r, index, statuses: nodeStatuses(r.plugin, cluster) }));
  const order = rows?.map((r) => r.key) ?? [];

  const columns: Column<Row>[] = [
    ...reorderColumns<Row>(reorder, (r) => r.key, i18n),
    {
      id: 'name',
      header: t`Name`,
      cell: (r) => (
        <ChakraLink asChild color="fg.link" fontFamily="mono" fontSize="sm">
          <Link to="/plugins/detail/$plugin" params={{ plugin: r.key }}>
            {r.plugin.name}
          </Link>
        </ChakraLink>
      ),
    },
    { id: 'version', header: t`Version`, cell: (r) => r.plugin.rel_vsn },
    { id: 'author', header: t`Author`, cell: (r) => r.plugin.author?.join(', ') || <Text color="fg.muted">–</Text> },
    { id: 'status', header: t`Status`, cell: (r) => <PluginStatus statuses={r.statuses} /> },
    {
      id: 'description',
      header: t`Description`,
      cell: (r) => (
        // Whole on the plugin's page: one line here.
        <Text maxW="sm" truncate title={r.plugin.description}>
          {r.plugin.description || '–'}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (r) => (
        <HStack gap="1">
          {canStop(r.statuses) ? (
            <WriteAction>
              <Button size="xs" variant="outline" onClick={() => actions.ask({ action: 'stop', key: r.key })}>
                <Square />
                <Trans>Stop</Trans>
              </Button>
            </WriteAction>
          ) : null}
          {canStart(r.statuses) ? (
            <WriteAction>
              <Button size="xs" variant="outline" onClick={() => actions.ask({ action: 'start', key: r.key })}>
                <Play />
                <Trans>Start</Trans>
              </Button>
            </WriteAction>
          ) : null}
          <Menu.Root>
            <WriteAction>
              <Menu.Trigger asChild>
                <IconButton size="xs" variant="ghost" aria-label={t`More actions for ${r.key}`} title={t`More actions for ${r.key}`}>
                  <MoreHorizontal />
                </IconButton>
              </Menu.Trigger>
            </WriteAction>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="before" disabled={order.length < 2} onClick={() => setRelative({ key: r.key, where: 'before' })}>
                    <Trans>Move before…</Trans>
                  </Menu.Item>
                  <Menu.Item value="after" disabled={order.length < 2} onClick={() => setRelative({ key: r.key, where: 'after' })}>
                    <Trans>Move after…</Trans>
                  </Menu.Item>
                  <Menu.Separator />
                  <Menu.Item value="uninstall" color="fg.error" onClick={() => actions.ask({ action: 'uninstall', key: r.key })}>
                    <Trans>Uninstall</Trans>
                  </Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      ),
    },
  ];

  const createLink = (secondary?: boolean) => (
    <ActionLink secondary={secondary}>
      <Link to="/plugins/install">
        <Plus />
        <Trans>Install plugin</Trans>
      </Link>
    </ActionLink>
  );

  return (
    <>
      <PageHeader title={<Trans>Plugins</Trans>}>
        {createLink()}
      </PageHeader>
      <Text color="fg.muted" fontSize="sm" mb="3">
        <Trans>Plugins start in this order when the broker boots.</Trans>
      </Text>
      <DataTable
        label={t`Plugins`}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        rowProps={(r) => reorder.row(r.key)}
        {...queryState(plugins)}
        empty={<Trans>No plugin installed yet.</Trans>}
        emptyAction={createLink(true)}
      />
      {reorder.announcer}
      {actions.dialog}
      {relative ? (
        <MoveRelativeDialog
          plugin={relative.key}
          where={relative.where}
          others={order.filter((key) => key !== relative.key)}
          busy={move.isPending}
          onMove={(position) => void moveTo(relative.key, position).then(() => setRelative(undefined))}
          onCancel={() => setRelative(undefined)}
        />
      ) : null}
    </>
  );
}
