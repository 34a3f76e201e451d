import { Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronRight, Plug, Trash2, Unplug } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { Failure } from './connection-failure';
import { ConnectionForm } from './ConnectionForm';
import { ConnectionSummary } from './ConnectionSummary';
import { FailureAlert, FailureStatus } from './FailureNotice';
import { MessagesPanel } from './MessagesPanel';
import { isMixedContent, pageProtocol } from './mixed-content';
import { PublishPanel } from './PublishPanel';
import { STATUS_LABELS, STATUS_PALETTES } from './status';
import { SubscribePanel } from './SubscribePanel';
import { closeClient, connect, disconnect } from './ws-client';
import { removeConnection, useWsStore, type ConnectionStatus } from './ws-store';

/**
 * Whether the settings are folded away. They fold each time the connection comes up, so the
 * publish box and the messages share the first screen, and unfold whenever it is not up.
 */
function useFolded(status: ConnectionStatus): [boolean, () => void] {
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(status);
  if (seen !== status) {
    setSeen(status);
    if (status === 'connected') setOpen(false);
  }
  return [status === 'connected' && !open, () => setOpen((o) => !o)];
}

/** One connection: its state and actions, settings, subscribe and publish forms, and its messages. */
export function ConnectionPanel({ id }: { id: string }) {
  const { i18n } = useLingui();
  // Each selector returns a primitive or an object that only changes with it: a message batch
  // replaces the connection object every frame, and must not re-render the whole panel.
  const status = useWsStore((s) => s.connections.find((c) => c.id === id)?.status ?? 'disconnected');
  const storedFailure = useWsStore((s) => s.connections.find((c) => c.id === id)?.failure);
  const isDefault = useWsStore((s) => s.connections.find((c) => c.id === id)?.isDefault ?? true);
  const name = useWsStore((s) => s.connections.find((c) => c.id === id)?.config.name ?? '');
  const blocked = useWsStore((s) => {
    const config = s.connections.find((c) => c.id === id)?.config;
    return config ? isMixedContent(config, pageProtocol()) : false;
  });
  const [removing, setRemoving] = useState(false);
  const [folded, toggleFolded] = useFolded(status);
  const down = status === 'disconnected';
  const settingsId = `connection-settings-${id}`;
  // A ws:// address the browser would block is refused before any attempt, so it is the reason shown.
  const failure: Failure | undefined = down && blocked ? { kind: 'mixed-content' } : status === 'connected' ? undefined : storedFailure;

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3" wrap="wrap" minW="0" flex="1">
          <HStack gap="2" role="status" aria-live="polite" wrap="wrap">
            <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" size="lg" data-testid="connection-status">
              {i18n._(STATUS_LABELS[status])}
            </Badge>
            {failure ? <FailureStatus failure={failure} status={status} /> : null}
          </HStack>
          {folded ? <ConnectionSummary id={id} /> : null}
        </HStack>
        <HStack gap="2" wrap="wrap">
          {status === 'connected' ? (
            <Button size="sm" variant="ghost" aria-expanded={!folded} aria-controls={settingsId} onClick={toggleFolded}>
              {folded ? <ChevronRight /> : <ChevronDown />}
              <Trans>Edit connection</Trans>
            </Button>
          ) : null}
          {down ? (
            <Button size="sm" colorPalette="brand" onClick={() => void connect(id)}>
              <Plug />
              <Trans>Connect</Trans>
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => void disconnect(id)} disabled={status === 'disconnecting'}>
              <Unplug />
              <Trans>Disconnect</Trans>
            </Button>
          )}
          {isDefault ? null : (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setRemoving(true)}>
              <Trash2 />
              <Trans>Remove connection</Trans>
            </Button>
          )}
        </HStack>
      </HStack>
      {failure && failure.kind !== 'mixed-content' ? <FailureAlert failure={failure} status={status} /> : null}
      {/* Hidden, not unmounted: folding keeps every field and open section as it was. */}
      <Box id={settingsId} display={folded ? 'none' : undefined}>
        {status === 'connected' ? (
          <Text fontSize="sm" color="fg.muted" mb="2">
            <Trans>Disconnect to change these settings.</Trans>
          </Text>
        ) : null}
        <ConnectionForm id={id} locked={!down} />
      </Box>
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="4" alignItems="start">
        <SubscribePanel id={id} />
        <PublishPanel id={id} />
      </Grid>
      <MessagesPanel id={id} />
      <ConfirmDialog
        open={removing}
        destructive
        title={<Trans>Remove the connection {name}?</Trans>}
        confirmLabel={<Trans>Remove connection</Trans>}
        onConfirm={() => {
          closeClient(id);
          removeConnection(id);
          setRemoving(false);
        }}
        onCancel={() => setRemoving(false)}
      >
        <Trans>It is disconnected, and its settings, subscriptions and messages are dropped.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}
