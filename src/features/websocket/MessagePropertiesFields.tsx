import { Grid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { MessageProperties } from './connection-config';
import { CheckField, NumberField, TextField, UserPropertiesField } from './fields';
import type { FieldErrors } from './validation';

/** The MQTT 5 properties a PUBLISH and a last will share; `prefix` locates their errors ('will.' or ''). */
export function MessagePropertiesFields({
  value,
  onChange,
  errors,
  prefix,
}: {
  value: MessageProperties;
  onChange: (change: Partial<MessageProperties>) => void;
  errors: FieldErrors;
  prefix: string;
}) {
  const { t } = useLingui();
  return (
    <Grid templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="3">
      <TextField label={t`Content type`} value={value.contentType} onChange={(contentType) => onChange({ contentType })} />
      <NumberField
        label={t`Message expiry interval (s)`}
        value={value.messageExpiryInterval}
        error={errors[`${prefix}messageExpiryInterval`]}
        onChange={(messageExpiryInterval) => onChange({ messageExpiryInterval })}
      />
      <TextField label={t`Response topic`} value={value.responseTopic} error={errors[`${prefix}responseTopic`]} onChange={(responseTopic) => onChange({ responseTopic })} />
      <TextField label={t`Correlation data`} value={value.correlationData} onChange={(correlationData) => onChange({ correlationData })} />
      <CheckField
        label={t`Payload is UTF-8 (payload format indicator)`}
        checked={value.payloadFormatIndicator}
        onChange={(payloadFormatIndicator) => onChange({ payloadFormatIndicator })}
      />
      <UserPropertiesField value={value.userProperties} onChange={(userProperties) => onChange({ userProperties })} errors={errors} idPrefix={`${prefix}userProperties`} />
    </Grid>
  );
}
