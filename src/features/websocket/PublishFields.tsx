import { Box, Grid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '../../components/SelectField';
import type { MessageProperties, PayloadEncoding, PublishDraft } from './connection-config';
import { CheckField, MoreSettings, QOS_OPTIONS, TextField } from './fields';
import { MessagePropertiesFields } from './MessagePropertiesFields';
import type { FieldErrors } from './validation';

interface PublishFieldsProps {
  draft: PublishDraft;
  errors: FieldErrors;
  onChange: (change: Partial<PublishDraft> | Partial<MessageProperties>) => void;
  /** The MQTT 5 properties are offered (a v5 connection, or the broker's HTTP API). */
  mqtt5: boolean;
}

/** One message to publish: topic, QoS, payload and its encoding, retain, and MQTT 5 properties. */
export function PublishFields({ draft, errors, onChange, mqtt5 }: PublishFieldsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="3">
      <Grid templateColumns="repeat(auto-fill, minmax(10rem, 1fr))" gap="3" alignItems="start">
        <Box gridColumn="1 / -1">
          <TextField label={t`Topic`} required value={draft.topic} error={errors.topic} onChange={(topic) => onChange({ topic })} />
        </Box>
        <SelectField label={t`QoS`} value={draft.qos} options={QOS_OPTIONS} onChange={(qos) => onChange({ qos })} />
        <SelectField<PayloadEncoding>
          label={t`Payload as`}
          value={draft.encoding}
          options={[
            ['text', t`Text`],
            ['json', 'JSON'],
            ['base64', 'Base64'],
            ['hex', 'Hex'],
          ]}
          onChange={(encoding) => onChange({ encoding })}
        />
        <CheckField label={t`Retain`} checked={draft.retain} onChange={(retain) => onChange({ retain })} />
      </Grid>
      <TextField label={t`Payload`} multiline rows={3} value={draft.payload} error={errors.payload} onChange={(payload) => onChange({ payload })} />
      {mqtt5 ? (
        <MoreSettings title={<Trans>MQTT 5 publish properties</Trans>}>
          <MessagePropertiesFields value={draft} onChange={onChange} errors={errors} prefix="" />
        </MoreSettings>
      ) : null}
    </Stack>
  );
}
