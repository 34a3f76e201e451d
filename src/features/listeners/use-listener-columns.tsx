import { Box, Button, Collapsible, HStack, IconButton } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { ChevronDown, Pencil, Power, PowerOff, RotateCw, Trash2 } from 'lucide-react';
import { RowAction } from '../../components/RowAction';
import type { Column } from '../../components/DataTable';
import type { ListenersListenerIdStatus } from '../../generated/model';
import { formatNumber } from '../../i18n/format';
import { ListenerStatusBadge, NodeStatusTable, useConnectionsText } from './ListenerStatus';
import { WriteAction } from '../../components/WriteAction';

export type ListenerAction = 'edit' | 'enable' | 'disable' | 'restart' | 'delete';

/** The node count, opening the listener's status on each node in place. */
function NodesToggle({ listener }: { listener: ListenersListenerIdStatus }) {
  const count = listener.node_status?.length ?? listener.number ?? 0;
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button size="xs" variant="ghost" disabled={!listener.node_status?.length}>
          <Plural value={count} one="# node" other="# nodes" />
          {/* Every row has such a button: the listener's id tells them apart when heard out of the table. */}
          <Box as="span" srOnly>
            {listener.id}
          </Box>
          <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
            <ChevronDown />
          </Collapsible.Indicator>
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box mt="2" minW="xs">
          <NodeStatusTable listenerId={listener.id} enable={listener.enable} nodes={listener.node_status} />
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** The listener table's columns; actions are handed to the screen, which asks before the harmful ones. */
export function useListenerColumns(onAction: (action: ListenerAction, listener: ListenersListenerIdStatus) => void): Column<ListenersListenerIdStatus>[] {
  const { t, i18n } = useLingui();
  const connections = useConnectionsText();
  return [
    { id: 'name', header: t`Name`, cell: (l) => l.name },
    { id: 'type', header: t`Type`, cell: (l) => (typeof l.type === 'string' ? l.type.toUpperCase() : '–') },
    { id: 'bind', header: t`Bind address`, cell: (l) => l.bind },
    { id: 'status', header: t`Status`, cell: (l) => <ListenerStatusBadge enable={l.enable} running={l.status?.running} /> },
    { id: 'connections', header: t`Connections`, numeric: true, cell: (l) => connections(l.status) },
    { id: 'acceptors', header: t`Acceptors`, numeric: true, cell: (l) => (l.acceptors === undefined ? '–' : formatNumber(l.acceptors, i18n.locale)) },
    { id: 'nodes', header: t`Nodes`, cell: (l) => <NodesToggle listener={l} /> },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (l) => {
        const id = l.id;
        const edit = t`Edit ${id}`;
        const toggle = l.enable ? t`Disable ${id}` : t`Enable ${id}`;
        const restart = t`Restart ${id}`;
        const remove = t`Delete ${id}`;
        return (
          <HStack gap="1">
            <IconButton size="xs" variant="ghost" aria-label={edit} title={edit} onClick={() => onAction('edit', l)}>
              <Pencil />
            </IconButton>
            <WriteAction>
              <IconButton size="xs" variant="ghost" aria-label={toggle} title={toggle} onClick={() => onAction(l.enable ? 'disable' : 'enable', l)}>
                {l.enable ? <PowerOff /> : <Power />}
              </IconButton>
            </WriteAction>
            <RowAction label={restart} disabled={!l.enable} onClick={() => onAction('restart', l)}>
              <RotateCw />
            </RowAction>
            <RowAction label={remove} danger onClick={() => onAction('delete', l)}>
              <Trash2 />
            </RowAction>
          </HStack>
        );
      },
    },
  ];
}
