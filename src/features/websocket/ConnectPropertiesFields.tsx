import { Grid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ConnectProperties } from './connection-config';
import { CheckField, NumberField, UserPropertiesField } from './fields';
import type { FieldErrors } from './validation';
import { updateConnection } from './ws-store';

/** MQTT 5 CONNECT properties beyond the session expiry interval; empty fields are not sent. */
export function ConnectPropertiesFields({ id, properties, errors }: { id: string; properties: ConnectProperties; errors: FieldErrors }) {
  const { t } = useLingui();
  const set = (change: Partial<ConnectProperties>) =>
    updateConnection(id, (c) => ({
      config: {
        ...c.config,
        properties: { ...c.config.properties, ...change },
      },
    }));
  return (
    <Grid templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="3" alignItems="start">
      <NumberField
        label={t`Receive maximum`}
        value={properties.receiveMaximum}
        error={errors['properties.receiveMaximum']}
        onChange={(receiveMaximum) => set({ receiveMaximum })}
      />
      <NumberField
        label={t`Maximum packet size (bytes)`}
        value={properties.maximumPacketSize}
        error={errors['properties.maximumPacketSize']}
        onChange={(maximumPacketSize) => set({ maximumPacketSize })}
      />
      <NumberField
        label={t`Topic alias maximum`}
        value={properties.topicAliasMaximum}
        error={errors['properties.topicAliasMaximum']}
        onChange={(topicAliasMaximum) => set({ topicAliasMaximum })}
      />
      <CheckField
        label={t`Request response information`}
        checked={properties.requestResponseInformation}
        onChange={(requestResponseInformation) => set({ requestResponseInformation })}
      />
      <CheckField
        label={t`Request problem information`}
        checked={properties.requestProblemInformation}
        onChange={(requestProblemInformation) => set({ requestProblemInformation })}
      />
      <UserPropertiesField value={properties.userProperties} onChange={(userProperties) => set({ userProperties })} errors={errors} idPrefix="properties.userProperties" />
    </Grid>
  );
}
