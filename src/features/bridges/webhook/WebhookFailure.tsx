import { Alert } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookStep } from './webhook-api';

/** A Create that stopped at one step: which one, what exists already, and that Create again makes the rest. */
export function WebhookFailure({ steps, done, failed, name }: { steps: WebhookStep[]; done: WebhookStep[]; failed: WebhookStep; name: string }) {
  const { t } = useLingui();
  const label = (step: WebhookStep) => (step === 'connector' ? t`the connector ${name}` : step === 'action' ? t`the action ${name}` : t`the rule`);
  const step = steps.indexOf(failed) + 1;
  const total = steps.length;
  const what = label(failed);
  const made = done.map(label).join(', ');
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>
            Step {step} of {total} failed: {what} could not be created.
          </Trans>
        </Alert.Title>
        <Alert.Description>
          {made ? (
            <Trans>Already created: {made}. Everything you typed is kept: correct it and Create again to make the rest.</Trans>
          ) : (
            <Trans>Nothing was created. Everything you typed is kept: correct it and Create again.</Trans>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
