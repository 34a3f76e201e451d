import { Badge, Box, Button, HStack, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { toaster } from '../../app/toaster';
import { SCREENS } from '../../app/screens';
import { PageHeader } from '../../components/PageHeader';
import { MAX_NEW_CONNECTIONS } from './connection-config';
import { ConnectionPanel } from './ConnectionPanel';
import { STATUS_PALETTES } from './status';
import { addConnection, setActiveConnection, useWsStore, type WsConnection } from './ws-store';

function TabLabel({ connection }: { connection: WsConnection }) {
  const { t } = useLingui();
  const unread = connection.unread;
  return (
    <HStack gap="2">
      <Box aria-hidden width="2" height="2" borderRadius="full" bg={`${STATUS_PALETTES[connection.status]}.solid`} />
      <span>{connection.config.name || t`(no name)`}</span>
      {unread ? (
        <Badge size="sm" colorPalette="red" variant="solid">
          {unread > 999 ? '999+' : unread}
          <VisuallyHidden> {t`unread messages`}</VisuallyHidden>
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
  const connections = useWsStore((s) => s.connections);
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
          {connections.map((c) => (
            <Tabs.Trigger key={c.id} value={c.id}>
              <TabLabel connection={c} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {connections.map((c) => (
          <Tabs.Content key={c.id} value={c.id}>
            <ConnectionPanel id={c.id} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
