import { Button, Code, Field, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { FactList } from '../../components/FactList';
import { SelectField } from '../../components/SelectField';
import { WriteAction } from '../../components/WriteAction';
import { postMessageTransformationsDryrun } from '../../generated/endpoints/message-transformation/message-transformation';
import type { MessageTransformationTransformation } from '../../generated/model';
import { dryRunFailure } from './dry-run-failure';

interface Result {
  topic?: string;
  qos?: number;
  retain?: boolean;
  payload?: unknown;
  user_property?: Record<string, string>;
}

const pretty = (payload: unknown): string => {
  const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
};

/**
 * Tries the transformation on a sample message with the broker's own dry run: the message comes back
 * transformed, beside what was sent, or the reason it could not be, in plain words.
 */
export function DryRunPanel({ transformation, topicHint }: { transformation: MessageTransformationTransformation; topicHint: string }) {
  const { t, i18n } = useLingui();
  const [topic, setTopic] = useState(topicHint);
  const [payload, setPayload] = useState('{"temp": 21.5}');
  const [qos, setQos] = useState<'0' | '1' | '2'>('0');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const [failure, setFailure] = useState<string>();
  const topicError = topic.trim() === '' ? t`Enter the topic the message is published on.` : /[+#]/.test(topic) ? t`A message is published on a topic name, without wildcards.` : undefined;

  async function run() {
    if (topicError) return;
    setBusy(true);
    setFailure(undefined);
    setResult(undefined);
    try {
      const answer = await postMessageTransformationsDryrun({ transformation, message: { topic, payload, qos: Number(qos), retain: false } }, { silentStatuses: [400] });
      setResult(answer as Result);
    } catch (error) {
      const said = isApiError(error) ? dryRunFailure(i18n, error.body) : undefined;
      setFailure(said ?? (isApiError(error) ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  }

  const properties = Object.entries(result?.user_property ?? {});
  return (
    <Stack gap="4" as="form" aria-label={t`Try the transformation`} onSubmit={(e) => (e.preventDefault(), void run())}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack gap="3">
          <Text fontWeight="semibold">
            <Trans>Sample message</Trans>
          </Text>
          <Field.Root invalid={!!topicError} required>
            <Field.Label>{t`Topic`}</Field.Label>
            <Input size="sm" fontFamily="mono" value={topic} onChange={(e) => setTopic(e.target.value)} />
            {topicError ? <Field.ErrorText>{topicError}</Field.ErrorText> : null}
          </Field.Root>
          <SelectField label={t`QoS`} value={qos} options={[['0', '0'], ['1', '1'], ['2', '2']]} onChange={setQos} />
          <Field.Root>
            <Field.Label>{t`Payload`}</Field.Label>
            <Textarea size="sm" fontFamily="mono" rows={6} value={payload} onChange={(e) => setPayload(e.target.value)} />
          </Field.Root>
          <WriteAction>
            <Button type="submit" size="sm" alignSelf="start" loading={busy} disabled={!!topicError}>
              <Trans>Try it</Trans>
            </Button>
          </WriteAction>
        </Stack>
        <Stack gap="3" aria-live="polite">
          <Text fontWeight="semibold">
            <Trans>Transformed message</Trans>
          </Text>
          {failure ? (
            <Text role="alert" color="fg.error">
              {failure}
            </Text>
          ) : null}
          {result ? (
            <>
              <FactList
                facts={[
                  [t`Topic`, result.topic ?? ''],
                  [t`QoS`, String(result.qos ?? '')],
                  [t`Retain`, result.retain ? t`Yes` : t`No`],
                  [t`User properties`, properties.length ? properties.map(([k, v]) => `${k}: ${v}`).join(', ') : t`None`],
                ]}
              />
              <Code as="pre" display="block" p="3" fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" aria-label={t`Transformed payload`}>
                {pretty(result.payload)}
              </Code>
            </>
          ) : failure ? null : (
            <Text color="fg.muted" fontSize="sm">
              <Trans>Try a sample message to see it here as the broker would pass it on.</Trans>
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
