import { Checkbox, Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../../components/FormDialog';
import { MQTT_PROPERTIES, type MqttProperty, type RepublishDraft, type RepublishErrors } from './outputs';

interface RepublishFieldsProps {
  value: RepublishDraft;
  onChange: (value: RepublishDraft) => void;
  /** Shown for the fields touched, or all after a try to save. */
  errors: RepublishErrors;
}

/** The republish args of the contract: where, how and what to publish, and the MQTT 5 properties. */
export function RepublishFields({ value, onChange, errors }: RepublishFieldsProps) {
  const { t, i18n } = useLingui();
  const set = <K extends keyof RepublishDraft>(key: K) => (next: RepublishDraft[K]) => onChange({ ...value, [key]: next });
  const setProperty = (property: MqttProperty) => (next: string) => onChange({ ...value, mqttProperties: { ...value.mqttProperties, [property]: next } });
  // A value, not text of the message: its braces would read as the message's own placeholder.
  const placeholder = '${clientid}';
  const error = (key: keyof RepublishErrors) => {
    const descriptor = errors[key];
    return descriptor ? i18n._(descriptor) : undefined;
  };
  return (
    <Stack gap="4">
      <TextField label={t`Topic`} required value={value.topic} onChange={set('topic')} error={error('topic')} help={t`Placeholders such as ${placeholder} take the rule's output fields.`} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label={t`QoS`} value={value.qos} onChange={set('qos')} error={error('qos')} />
        <TextField label={t`Retain`} value={value.retain} onChange={set('retain')} error={error('retain')} />
      </SimpleGrid>
      <TextField label={t`Payload template`} multiline monospace value={value.payload} onChange={set('payload')} help={t`Empty sends the rule's whole output as JSON.`} />
      <TextField label={t`MQTT 5 user properties`} value={value.userProperties} onChange={set('userProperties')} error={error('userProperties')} />
      <Checkbox.Root checked={value.directDispatch} onCheckedChange={(e) => set('directDispatch')(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t`Direct dispatch (deliver to subscribers without triggering other rules)`}</Checkbox.Label>
      </Checkbox.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{t`MQTT 5 properties`}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" mt="2">
          {MQTT_PROPERTIES.map((property) => (
            <TextField key={property} label={property} value={value.mqttProperties[property]} onChange={setProperty(property)} error={error(property)} />
          ))}
        </SimpleGrid>
      </Fieldset.Root>
    </Stack>
  );
}
