import { Alert, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { postPublish } from '../../generated/endpoints/publish/publish';
import type { MessageProperties, PublishDraft } from '../websocket/connection-config';
import { PublishFields } from '../websocket/PublishFields';
import { validatePublish, type FieldErrors } from '../websocket/validation';
import { newPublishDraft, publishBody, publishOutcome, type PublishOutcome } from './publish-body';

/** An empty topic or payload is not called wrong before the first try. */
function shownErrors(errors: FieldErrors, draft: PublishDraft, tried: boolean): FieldErrors {
  if (tried) return errors;
  return { ...errors, topic: draft.topic ? errors.topic : undefined, payload: draft.payload ? errors.payload : undefined };
}

function OutcomeNote({ outcome }: { outcome: PublishOutcome }) {
  return (
    <Alert.Root status={outcome.kind === 'delivered' ? 'success' : outcome.kind === 'unrouted' ? 'warning' : 'error'} role="status">
      <Alert.Indicator />
      <Alert.Description>
        {outcome.kind === 'delivered' ? (
          <Trans>Published; message ID {outcome.id}.</Trans>
        ) : outcome.kind === 'unrouted' ? (
          <Trans>Published, but no subscriber matched the topic: the message was dropped (retained messages are kept).</Trans>
        ) : (
          <Trans>
            Refused: {outcome.reason} (reason code {outcome.code})
          </Trans>
        )}
      </Alert.Description>
    </Alert.Root>
  );
}

/**
 * Publishes one message through the broker's HTTP API, without a WebSocket connection: text, JSON,
 * Base64 or Hex payloads, QoS, retain and MQTT 5 properties. The form stays for the next message.
 */
export function PublishDialog({ topic, onClose }: { topic?: string; onClose: () => void }) {
  const { t } = useLingui();
  const [initial] = useState(() => newPublishDraft(topic));
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PublishOutcome>();
  const errors = validatePublish(draft, 5);
  const shown = shownErrors(errors, draft, tried);
  const set = (change: Partial<PublishDraft> | Partial<MessageProperties>) => {
    setDraft((d) => ({ ...d, ...change }));
    setOutcome(undefined);
  };

  async function submit() {
    setTried(true);
    if (Object.values(errors).some(Boolean)) return;
    setBusy(true);
    try {
      setOutcome(publishOutcome(await postPublish(publishBody(draft))));
    } catch {
      // The HTTP layer showed the broker's reason; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog title={t`Publish a message`} submitLabel={<Trans>Publish</Trans>} busy={busy} dirty={JSON.stringify(draft) !== JSON.stringify(initial)} size="lg" onSubmit={() => void submit()} onClose={onClose}>
      <Stack gap="3">
        <PublishFields draft={draft} errors={shown} onChange={set} mqtt5 />
        {outcome ? <OutcomeNote outcome={outcome} /> : null}
      </Stack>
    </FormDialog>
  );
}
