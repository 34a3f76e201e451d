import { Badge, Box, Button, HStack, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { toaster } from '../../app/toaster';
import { SCREENS } from '../../app/screens';
import { PageHeader } from '../../components/PageHeader';
import { MAX_NEW_CONNECTIONS } from './connection-config';
import { ConnectionPanel } from './ConnectionPanel';
import { STATUS_PALETTES } from './status';
import { addConnection, setActiveConnection, useWsStore, type WsState } from './ws-store';

/** Each tab watches only its own connection's name, state and unread count, never the message flow. */
function TabLabel({ id }: { id: string }) {
  const { t } = useLingui();
  const find = (s: WsState) => s.connections.find((c) => c.id === id);
  const unread = useWsStore((s) => find(s)?.unread ?? 0);
  const status = useWsStore((s) => find(s)?.status ?? 'disconnected');
  const name = useWsStore((s) => find(s)?.config.name ?? '');
  return (
    <HStack gap="2">
      <Box aria-hidden width="2" height="2" borderRadius="full" bg={`${STATUS_PALETTES[status]}.solid`} />
      <span>{name || t`(no name)`}</span>
      {unread ? (
        <Badge size="sm" colorPalette="red" variant="solid">
          {unread > 999 ? '999+' : unread}
          <VisuallyHidden>
            {' '}
            <Plural value={unread} one="unread message" other="unread messages" />
          </VisuallyHidden>
        </Badge>
      ) : null}
    </HStack>
  );
}

/**
 * The WebSocket client tool: a default connection and up to six more, as tabs. Everything lives in
 * the store, so this view can come and go with navigation while the connections stay up.
 */
export function WebSocketView() {
  const { t, i18n } = useLingui();
  // A string, so this view re-renders when connections come and go, not on every batch of messages.
  const ids = useWsStore((s) => s.connections.map((c) => c.id).join(' ')).split(' ');
  const activeId = useWsStore((s) => s.activeId);

  function add() {
    if (!addConnection())
      toaster.create({
        type: 'warning',
        title: t`Maximum support for ${MAX_NEW_CONNECTIONS} new connections`,
      });
  }

  return (
    <Box>
      <PageHeader title={i18n._(SCREENS['/websocket'].title)}>
        <Button size="sm" variant="outline" onClick={add}>
          <Plus />
          <Trans>New connection</Trans>
        </Button>
      </PageHeader>
      <Tabs.Root value={activeId} onValueChange={(e) => setActiveConnection(e.value)} lazyMount unmountOnExit variant="enclosed">
        <Tabs.List aria-label={t`Connections`} flexWrap="wrap">
          {ids.map((id) => (
            <Tabs.Trigger key={id} value={id}>
              <TabLabel id={id} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ids.map((id) => (
          <Tabs.Content key={id} value={id}>
            <ConnectionPanel id={id} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
