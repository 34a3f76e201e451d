import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { CheckboxInput } from '../../../components/CheckboxInput';
import { Section } from '../../../components/Section';
import { SelectField } from '../../../components/SelectField';
import type { AuthzAction, AuthzWho } from '../../../domain/authz-chain';
import { realTopic } from '../../../domain/authz-topic';
import { topicFilterError } from '../../../domain/topic-filter';
import { AuthzVerdict } from './AuthzVerdict';

interface CheckDraft {
  type: AuthzAction['type'];
  topic: string;
  qos: AuthzAction['qos'];
  retain: boolean;
}

export interface AuthzQuestion {
  action: AuthzAction;
  /** As typed; the sources see its real topic (without `$share/group/`). */
  topic: string;
}

function useTopicError(draft: CheckDraft): string | undefined {
  const { i18n, t } = useLingui();
  if (!draft.topic) return t`Topic is required`;
  if (draft.type === 'publish') return /[+#]/.test(draft.topic) ? t`A topic name cannot contain + or #` : undefined;
  const error = topicFilterError(realTopic(draft.topic));
  return error ? i18n._(error) : undefined;
}

/**
 * "Can this client publish or subscribe to …?": the question asked of the chain the console can read
 * (built-in database, ACL file, no-match setting) and of the client's cache, with the answer explained.
 */
export function AuthzCheckPanel({ who, connected }: { who: AuthzWho; connected: boolean }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<CheckDraft>({ type: 'publish', topic: '', qos: 0, retain: false });
  const [touched, setTouched] = useState(false);
  const [question, setQuestion] = useState<AuthzQuestion>();
  const topicError = useTopicError(draft);
  const error = touched ? topicError : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (topicError) return;
    const action: AuthzAction = draft.type === 'publish' ? { type: 'publish', qos: draft.qos, retain: draft.retain } : { type: 'subscribe', qos: draft.qos };
    setQuestion({ action, topic: draft.topic });
  }

  return (
    <Section id="authz-check" title={<Trans>Can this client publish or subscribe to…?</Trans>}>
      <form onSubmit={submit} noValidate aria-label={t`Check an action`}>
        <HStack align="flex-start" gap="3" wrap="wrap">
          <SelectField<AuthzAction['type']>
            minW="36"
            label={t`Action`}
            value={draft.type}
            options={[
              ['publish', t`Publish`],
              ['subscribe', t`Subscribe`],
            ]}
            onChange={(type) => setDraft((d) => ({ ...d, type }))}
          />
          <Field.Root invalid={!!error} required width="auto" flex="1" minW="60">
            <Field.Label>{t`Topic`}</Field.Label>
            <Input size="sm" value={draft.topic} onChange={(e) => setDraft((d) => ({ ...d, topic: e.target.value }))} onBlur={() => setTouched(true)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <SelectField<AuthzAction['qos']>
            minW="24"
            label={t`QoS`}
            value={draft.qos}
            options={[
              [0, '0'],
              [1, '1'],
              [2, '2'],
            ]}
            onChange={(qos) => setDraft((d) => ({ ...d, qos }))}
          />
          {draft.type === 'publish' ? (
            <HStack mt="7">
              <CheckboxInput label={t`Retained`} checked={draft.retain} onChange={(retain) => setDraft((d) => ({ ...d, retain }))} />
            </HStack>
          ) : null}
          <Button type="submit" size="sm" colorPalette="brand" mt="6">
            <Trans>Check</Trans>
          </Button>
        </HStack>
      </form>
      {question ? (
        <AuthzVerdict who={who} question={question} connected={connected} />
      ) : (
        <Text color="fg.muted" fontSize="sm" mt="3">
          <Trans>The answer follows the authorization sources in their order, with this client's ID, username and IP address, and says which rule decides.</Trans>
        </Text>
      )}
    </Section>
  );
}
