import { Alert, Code, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { Section } from '../../components/Section';
import { ConfigEditor } from '../../forms/ConfigEditor';
import { putMqttDelayed, useGetMqttDelayed } from '../../generated/endpoints/mqtt/mqtt';
import type { ModulesDelayed } from '../../generated/model';
import delayedSchema from '../../../schemas/delayed.json';
import { DelayedMessages } from './DelayedMessages';

/** The topic clients publish to, as the broker reads it; not a message, so kept out of the catalogs. */
const DELAYED_TOPIC = '$delayed/{seconds}/{topic}';

/** Short labels of our own; the broker's descriptions stay as help under each field. */
function useDelayedUiSchema(): UiSchema<ModulesDelayed> {
  const { t } = useLingui();
  return useMemo(
    () => ({
      'ui:order': ['enable', 'max_delayed_messages', '*'],
      enable: { 'ui:title': t`Enable delayed publish` },
      max_delayed_messages: { 'ui:title': t`Max delayed messages (0 = unlimited)` },
    }),
    [t],
  );
}

/** Delayed publish: whether the broker holds messages back, and the messages it holds now. */
export function DelayedTab() {
  const current = useGetMqttDelayed();
  const uiSchema = useDelayedUiSchema();
  return (
    <Stack gap="8">
      <Section id="delayed-settings-title" title={<Trans>Settings</Trans>}>
        <Text color="fg.muted" fontSize="sm" mb="3" maxW="3xl">
          <Trans>
            A client delays a message by publishing it to <Code>{DELAYED_TOPIC}</Code>: the broker publishes it to the topic once the seconds have
            passed.
          </Trans>
        </Text>
        <ConfigEditor id="delayed-settings" root="delayed" schema={delayedSchema} uiSchema={uiSchema} current={current} save={(value) => putMqttDelayed(value)} />
      </Section>
      <Section id="delayed-messages-title" title={<Trans>Delayed messages</Trans>}>
        {current.data?.enable === false ? (
          <Alert.Root status="warning" mb="4">
            <Alert.Indicator />
            <Alert.Description>
              <Trans>Delayed publish is disabled: the broker does not hold back new messages.</Trans>
            </Alert.Description>
          </Alert.Root>
        ) : null}
        <DelayedMessages />
      </Section>
    </Stack>
  );
}
