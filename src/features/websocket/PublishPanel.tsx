import { Button, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import type { MessageProperties, PublishDraft } from './connection-config';
import { PublishFields } from './PublishFields';
import { validatePublish } from './validation';
import { publish } from './ws-client';
import { updateConnection, useWsStore } from './ws-store';
import { Section } from '../../components/Section';

/** Publish text, JSON, Base64 or Hex payloads, with MQTT 5 properties where the connection speaks v5. */
export function PublishPanel({ id }: { id: string }) {
  const draft = useWsStore((s) => s.connections.find((c) => c.id === id)?.publishDraft);
  const version = useWsStore((s) => s.connections.find((c) => c.id === id)?.config.protocolVersion ?? 5);
  const errors = useMemo(() => (draft ? validatePublish(draft, version) : {}), [draft, version]);
  if (!draft) return null;
  const set = (change: Partial<PublishDraft> | Partial<MessageProperties>) =>
    updateConnection(id, (c) => ({
      publishDraft: { ...c.publishDraft, ...change },
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    publish(id);
  }

  return (
    <Section id={`publish-${id}`} framed title={<Trans>Publish</Trans>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <PublishFields draft={draft} errors={errors} onChange={set} mqtt5={version === 5} />
          <Button type="submit" size="sm" colorPalette="brand" alignSelf="flex-start">
            <Send />
            <Trans>Publish</Trans>
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
