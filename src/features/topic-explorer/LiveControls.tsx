import { Button, Field, HStack, Input, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { CircleStop, Pause, Radio } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { StatusBadge } from '../../components/StatusBadge';
import { topicFilterError } from '../../domain/topic-filter';
import { FailureStatus } from '../websocket/FailureNotice';
import { STATUS_LABELS } from '../websocket/status';
import type { useLiveTopics } from './use-live-topics';

/** The live subscription: its filter, Go live / Pause, and the WebSocket connection it goes through. */
export function LiveControls({ live }: { live: ReturnType<typeof useLiveTopics> }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState('#');
  const [refused, setRefused] = useState(false);
  const error = topicFilterError(filter);
  const following = live.filters.includes(filter);
  // Trying (or retrying) to reach the listener: the button stops that instead of waiting it out.
  const busy = live.status === 'connecting' || live.status === 'reconnecting';
  const connected = live.status === 'connected';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return live.stop();
    if (error) return;
    if (following) live.pause(filter);
    else setRefused(!live.goLive(filter));
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Live messages`}>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root invalid={!!error} width="auto" minW="48">
          <Field.Label>{t`Live filter`}</Field.Label>
          <Input size="sm" fontFamily="mono" value={filter} onChange={(e) => setFilter(e.target.value)} />
          {error ? <Field.ErrorText>{i18n._(error)}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" size="sm" colorPalette={following || busy ? undefined : 'brand'} variant={following || busy ? 'outline' : 'solid'} disabled={live.status === 'disconnecting'}>
          {busy ? <CircleStop /> : following ? <Pause /> : <Radio />}
          {busy ? <Trans>Stop connecting</Trans> : following ? <Trans>Pause</Trans> : <Trans>Go live</Trans>}
        </Button>
        <HStack gap="2" fontSize="sm" color="fg.muted" pb="1.5" wrap="wrap" role="status">
          <StatusBadge status={connected ? 'connected' : live.status === 'disconnected' ? 'disconnected' : 'connecting'}>{i18n._(STATUS_LABELS[live.status])}</StatusBadge>
          {live.failure && !connected ? <FailureStatus failure={live.failure} status={live.status} /> : null}
          <Text>
            {connected ? (
              <Trans>Through the WebSocket client's connection to {live.url}.</Trans>
            ) : (
              <Trans>Live messages need a WebSocket connection ({live.url}); topics, retained messages and subscribers come over HTTP without one.</Trans>
            )}{' '}
            <Link asChild colorPalette="brand" color="colorPalette.fg">
              <RouterLink to="/websocket">
                <Trans>Connection settings</Trans>
              </RouterLink>
            </Link>
          </Text>
        </HStack>
      </HStack>
      {refused || (live.failure && live.status === 'disconnected') ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          <Trans>Could not connect with the WebSocket client's settings: check them on its screen.</Trans>
        </Text>
      ) : null}
    </form>
  );
}
