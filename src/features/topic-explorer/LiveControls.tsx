import { Button, Field, HStack, Input, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from '@tanstack/react-router';
import { Pause, Radio } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { StatusBadge } from '../../components/StatusBadge';
import { topicFilterError } from '../../domain/topic-filter';
import type { useLiveTopics } from './use-live-topics';

/** The live subscription: its filter, Go live / Pause, and the WebSocket connection it goes through. */
export function LiveControls({ live }: { live: ReturnType<typeof useLiveTopics> }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState('#');
  const [refused, setRefused] = useState(false);
  const error = topicFilterError(filter);
  const following = live.filters.includes(filter);
  const busy = live.status === 'connecting' || live.status === 'reconnecting';

  function submit(event: FormEvent) {
    event.preventDefault();
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
        <Button type="submit" size="sm" colorPalette={following ? undefined : 'brand'} variant={following ? 'outline' : 'solid'} loading={busy}>
          {following ? <Pause /> : <Radio />}
          {following ? <Trans>Pause</Trans> : <Trans>Go live</Trans>}
        </Button>
        <HStack gap="2" fontSize="sm" color="fg.muted" pb="1.5">
          <StatusBadge status={live.status === 'connected' ? 'connected' : 'disconnected'}>{live.status === 'connected' ? t`Connected` : t`Not connected`}</StatusBadge>
          <Text>
            {live.status === 'connected' ? (
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
      {refused || live.failure ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          <Trans>Could not connect with the WebSocket client's settings: check them on its screen.</Trans>
        </Text>
      ) : null}
    </form>
  );
}
