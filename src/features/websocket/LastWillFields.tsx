import { Grid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LastWill, QoS } from './connection-config';
import { SelectField } from '../../components/SelectField';
import { CheckField, NumberField, QOS_OPTIONS, TextField } from './fields';
import { MessagePropertiesFields } from './MessagePropertiesFields';
import type { FieldErrors } from './validation';

/** The message the broker publishes for the client when it goes away without a DISCONNECT. */
export function LastWillFields({ will, v5, errors, onChange }: { will: LastWill; v5: boolean; errors: FieldErrors; onChange: (change: Partial<LastWill>) => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="3">
      <CheckField label={t`Send a last will`} checked={will.enabled} onChange={(enabled) => onChange({ enabled })} />
      {will.enabled ? (
        <>
          <Grid templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="3" alignItems="start">
            <TextField label={t`Will topic`} required value={will.topic} error={errors['will.topic']} onChange={(topic) => onChange({ topic })} />
            <SelectField<QoS> label={t`Will QoS`} value={will.qos} options={QOS_OPTIONS} onChange={(qos) => onChange({ qos })} />
            <CheckField label={t`Will retain`} checked={will.retain} onChange={(retain) => onChange({ retain })} />
            {v5 ? (
              <NumberField
                label={t`Will delay interval (s)`}
                value={will.willDelayInterval}
                error={errors['will.willDelayInterval']}
                onChange={(willDelayInterval) => onChange({ willDelayInterval })}
              />
            ) : null}
          </Grid>
          <TextField label={t`Will payload`} multiline value={will.payload} onChange={(payload) => onChange({ payload })} />
          {v5 ? (
            <>
              <Text fontSize="sm" fontWeight="medium">
                <Trans>Will properties</Trans>
              </Text>
              <MessagePropertiesFields value={will} onChange={onChange} errors={errors} prefix="will." />
            </>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
