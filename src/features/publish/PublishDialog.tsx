import { Alert, Field, List, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { postPublish, postPublishBulk } from '../../generated/endpoints/publish/publish';
import type { MessageProperties, PublishDraft } from '../websocket/connection-config';
import { PublishFields } from '../websocket/PublishFields';
import { validatePublish, type FieldErrors } from '../websocket/validation';
import { batchBodies, batchTopics, newPublishDraft, publishBody, publishOutcome, type PublishOutcome } from './publish-body';

/** An empty topic or payload is not called wrong before the first try. */
function shownErrors(errors: FieldErrors, draft: PublishDraft, tried: boolean): FieldErrors {
  if (tried) return errors;
  return { ...errors, topic: draft.topic ? errors.topic : undefined, payload: draft.payload ? errors.payload : undefined };
}

function OutcomeText({ outcome }: { outcome: PublishOutcome }) {
  return outcome.kind === 'delivered' ? (
    <Trans>Published; message ID {outcome.id}.</Trans>
  ) : outcome.kind === 'unrouted' ? (
    <Trans>Published, but no subscriber matched the topic: the message was dropped (retained messages are kept).</Trans>
  ) : (
    <Trans>
      Refused: {outcome.reason} (reason code {outcome.code})
    </Trans>
  );
}

const statusOf = (kinds: readonly PublishOutcome['kind'][]) => (kinds.every((k) => k === 'delivered') ? 'success' : kinds.some((k) => k === 'refused') ? 'error' : 'warning');

/** The broker's word on each message: one, or one per topic of a batch. */
function OutcomeNote({ outcomes }: { outcomes: readonly (PublishOutcome & { topic: string })[] }) {
  return (
    <Alert.Root status={statusOf(outcomes.map((o) => o.kind))} role="status">
      <Alert.Indicator />
      <Alert.Description>
        {outcomes.length === 1 ? (
          <OutcomeText outcome={outcomes[0]!} />
        ) : (
          <List.Root gap="1">
            {outcomes.map((o) => (
              <List.Item key={o.topic}>
                {o.topic}: <OutcomeText outcome={o} />
              </List.Item>
            ))}
          </List.Root>
        )}
      </Alert.Description>
    </Alert.Root>
  );
}

/**
 * Publishes a message through the broker's HTTP API, without a WebSocket connection: text, JSON,
 * Base64 or Hex payloads, QoS, retain and MQTT 5 properties; to more topics at once as a batch
 * (`/publish/bulk`), with the broker's word on each. The form stays for the next message.
 */
export function PublishDialog({ topic, onClose }: { topic?: string; onClose: () => void }) {
  const { t } = useLingui();
  const [initial] = useState(() => newPublishDraft(topic));
  const [draft, setDraft] = useState(initial);
  // What was last sent: closing after a publish loses nothing the broker has not had.
  const [sent, setSent] = useState({ draft: initial, more: '' });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<(PublishOutcome & { topic: string })[]>();
  // A batch: the same message to more topics, in one request.
  const [more, setMore] = useState('');
  const moreTopics = batchTopics(more, draft.topic);
  const moreError = moreTopics.some((topic) => /[+#]/.test(topic)) ? t`A topic name cannot contain + or #` : undefined;
  const errors = validatePublish(draft, 5);
  const shown = shownErrors(errors, draft, tried);
  const set = (change: Partial<PublishDraft> | Partial<MessageProperties>) => {
    setDraft((d) => ({ ...d, ...change }));
    setOutcomes(undefined);
  };

  async function submit() {
    setTried(true);
    if (Object.values(errors).some(Boolean) || moreError) return;
    setBusy(true);
    try {
      if (moreTopics.length === 0) setOutcomes([{ ...publishOutcome(await postPublish(publishBody(draft))), topic: draft.topic }]);
      else {
        const bodies = batchBodies(draft, moreTopics);
        const answers = await postPublishBulk(bodies);
        setOutcomes(bodies.map((body, i) => ({ ...publishOutcome(answers[i]), topic: body.topic })));
      }
      setSent({ draft, more });
    } catch {
      // The HTTP layer showed the broker's reason; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog title={t`Publish a message`} submitLabel={<Trans>Publish</Trans>} busy={busy} dirty={JSON.stringify(draft) !== JSON.stringify(sent.draft) || more.trim() !== sent.more.trim()} size="lg" onSubmit={() => void submit()} onClose={onClose}>
      <Stack gap="3">
        <PublishFields draft={draft} errors={shown} onChange={set} mqtt5 />
        <Field.Root invalid={!!moreError}>
          <Field.Label>{t`Also publish to`}</Field.Label>
          <Textarea
            size="sm"
            rows={2}
            value={more}
            onChange={(e) => {
              setMore(e.target.value);
              setOutcomes(undefined);
            }}
          />
          {moreError ? <Field.ErrorText>{moreError}</Field.ErrorText> : <Field.HelperText>{t`One topic a line: the same message goes to each, in one request.`}</Field.HelperText>}
        </Field.Root>
        {outcomes ? <OutcomeNote outcomes={outcomes} /> : null}
      </Stack>
    </FormDialog>
  );
}
