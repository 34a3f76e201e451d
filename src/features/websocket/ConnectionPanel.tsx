import { Alert, Badge, Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plug, Trash2, Unplug } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ConnectionForm } from './ConnectionForm';
import { MessagesPanel } from './MessagesPanel';
import { PublishPanel } from './PublishPanel';
import { hexCode } from './reason-codes';
import { STATUS_LABELS, STATUS_PALETTES } from './status';
import { SubscribePanel } from './SubscribePanel';
import { closeClient, connect, disconnect, failureText } from './ws-client';
import { removeConnection, useWsStore } from './ws-store';

/** One connection: its state and actions, settings, subscribe and publish forms, and its messages. */
export function ConnectionPanel({ id }: { id: string }) {
  const { i18n } = useLingui();
  const status = useWsStore((s) => s.connections.find((c) => c.id === id)?.status ?? 'disconnected');
  const failure = useWsStore((s) => s.connections.find((c) => c.id === id)?.failure);
  const isDefault = useWsStore((s) => s.connections.find((c) => c.id === id)?.isDefault ?? true);
  const name = useWsStore((s) => s.connections.find((c) => c.id === id)?.config.name ?? '');
  const [removing, setRemoving] = useState(false);
  const down = status === 'disconnected';

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3" role="status" aria-live="polite">
          <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" size="lg" data-testid="connection-status">
            {i18n._(STATUS_LABELS[status])}
          </Badge>
        </HStack>
        <HStack gap="2">
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
      {failure && status !== 'connected' ? (
        <Alert.Root status={down ? 'error' : 'warning'} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{down ? <Trans>The connection is down</Trans> : <Trans>The connection was lost</Trans>}</Alert.Title>
            <Alert.Description>
              {failureText(failure)}
              {'code' in failure ? ` (${hexCode(failure.code)})` : null}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <ConnectionForm id={id} locked={!down} />
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
