import { Box, Button, Grid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import type { MessageProperties, PayloadEncoding, PublishDraft } from './connection-config';
import { SelectField } from '../../components/SelectField';
import { CheckField, MoreSettings, QOS_OPTIONS, TextField } from './fields';
import { MessagePropertiesFields } from './MessagePropertiesFields';
import { validatePublish } from './validation';
import { publish } from './ws-client';
import { updateConnection, useWsStore } from './ws-store';
import { Section } from '../../components/Section';

/** Publish text, JSON, Base64 or Hex payloads, with MQTT 5 properties where the connection speaks v5. */
export function PublishPanel({ id }: { id: string }) {
  const { t } = useLingui();
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
          <Grid templateColumns="repeat(auto-fill, minmax(10rem, 1fr))" gap="3" alignItems="start">
            <Box gridColumn="1 / -1">
              <TextField label={t`Topic`} required value={draft.topic} error={errors.topic} onChange={(topic) => set({ topic })} />
            </Box>
            <SelectField label={t`QoS`} value={draft.qos} options={QOS_OPTIONS} onChange={(qos) => set({ qos })} />
            <SelectField<PayloadEncoding>
              label={t`Payload as`}
              value={draft.encoding}
              options={[
                ['text', t`Text`],
                ['json', 'JSON'],
                ['base64', 'Base64'],
                ['hex', 'Hex'],
              ]}
              onChange={(encoding) => set({ encoding })}
            />
            <CheckField label={t`Retain`} checked={draft.retain} onChange={(retain) => set({ retain })} />
          </Grid>
          <TextField label={t`Payload`} multiline rows={3} value={draft.payload} error={errors.payload} onChange={(payload) => set({ payload })} />
          {version === 5 ? (
            <MoreSettings title={<Trans>MQTT 5 publish properties</Trans>}>
              <MessagePropertiesFields value={draft} onChange={set} errors={errors} prefix="" />
            </MoreSettings>
          ) : null}
          <Button type="submit" size="sm" colorPalette="brand" alignSelf="flex-start">
            <Send />
            <Trans>Publish</Trans>
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
