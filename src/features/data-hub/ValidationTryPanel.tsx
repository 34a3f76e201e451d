import { Badge, Button, Field, HStack, Input, List, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { useWriteAccess } from '../../api/write-access';
import { postRuleTest } from '../../generated/endpoints/rules/rules';
import { useGetSchemaRegistry } from '../../generated/endpoints/schema-registry/schema-registry';
import { withFromSource } from '../rules/editor/sql-from';
import { FailureAction } from './FailureAction';
import type { HubItem } from './hub-kinds';
import { tryCheck, verdict, type CheckToTry, type TriedCheck, type TryEnvironment } from './try-validation';

/** A JSON Schema validator, fetched with the first try (the form validator's: one validator in the console). */
async function jsonSchemaErrors(schema: object, data: unknown): ReturnType<TryEnvironment['jsonSchemaErrors']> {
  const { default: validator } = await import('@rjsf/validator-ajv8');
  const { errors, validationError } = validator.rawValidation<{ instancePath?: string; message?: string }>(schema, data);
  if (validationError) return { unusable: validationError.message };
  return { errors: (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()) };
}

/**
 * Tries a validation's checks on a sample message, in the browser where the console can (JSON Schema;
 * a SQL condition through the broker's rule test), and says which check failed and why.
 */
export function ValidationTryPanel({ item, topicHint }: { item: HubItem; topicHint: string }) {
  const { t, i18n } = useLingui();
  const write = useWriteAccess();
  const registry = useGetSchemaRegistry();
  const [topic, setTopic] = useState(topicHint);
  const [payload, setPayload] = useState('{"temp": 21.5}');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState<TriedCheck[]>();
  const topicError = topic.trim() === '' ? t`Enter the topic the message is published on.` : /[+#]/.test(topic) ? t`A message is published on a topic name, without wildcards.` : undefined;
  const checks = ((item.raw as { checks?: CheckToTry[] }).checks ?? []).map((check, i) => ({ check, line: item.lines[i] ?? '' }));

  async function run() {
    if (topicError) return;
    setBusy(true);
    const env: TryEnvironment = {
      schemaSource: (name) => registry.data?.find((s) => s.name === name)?.source,
      jsonSchemaErrors,
      canPost: write.allowed,
      sqlMatches: async (sql) => {
        try {
          await postRuleTest({ sql: withFromSource(sql, topic), context: { event_type: 'message_publish', topic, payload, qos: 0, clientid: 'console_try', username: '' } }, { silentStatuses: [400, 412] });
          return true;
        } catch (error) {
          if (isApiError(error) && error.status === 412) return false;
          return isApiError(error) ? error.message : String(error);
        }
      },
    };
    const results: TriedCheck[] = [];
    for (const { check, line } of checks) results.push(await tryCheck(check, line, payload, env));
    setTried(results);
    setBusy(false);
  }

  const outcome = tried ? verdict(item.strategy, tried) : undefined;
  return (
    <Stack gap="4" as="form" aria-label={t`Try the validation`} onSubmit={(e) => (e.preventDefault(), void run())}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack gap="3">
          <Field.Root invalid={!!topicError} required>
            <Field.Label>{t`Topic`}</Field.Label>
            <Input size="sm" fontFamily="mono" value={topic} onChange={(e) => (setTopic(e.target.value), setTried(undefined))} />
            {topicError ? <Field.ErrorText>{topicError}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root>
            <Field.Label>{t`Payload`}</Field.Label>
            <Textarea size="sm" fontFamily="mono" rows={6} value={payload} onChange={(e) => (setPayload(e.target.value), setTried(undefined))} />
          </Field.Root>
          <Button type="submit" size="sm" alignSelf="start" loading={busy} disabled={!!topicError || !registry.data}>
            <Trans>Check the message</Trans>
          </Button>
        </Stack>
        <Stack gap="3" aria-live="polite">
          {tried && outcome ? (
            <>
              <Text role="status" fontWeight="semibold" color={outcome === 'failed' ? 'fg.error' : undefined}>
                {outcome === 'passed' ? (
                  <Trans>The message passes: it goes on to rules and subscribers.</Trans>
                ) : outcome === 'failed' ? (
                  <Trans>
                    The message fails. The broker would: <FailureAction action={item.failure_action} />
                  </Trans>
                ) : (
                  <Trans>Not every check could be tried here: the broker decides.</Trans>
                )}
              </Text>
              <List.Root as="ol" gap="2" ps="5" aria-label={t`Checks tried`}>
                {tried.map((c, i) => (
                  <List.Item key={i}>
                    <HStack gap="2" align="start">
                      <Badge colorPalette={c.outcome === 'passed' ? 'green' : c.outcome === 'failed' ? 'red' : 'gray'}>
                        {c.outcome === 'passed' ? t`Passed` : c.outcome === 'failed' ? t`Failed` : t`Not tried`}
                      </Badge>
                      <Stack gap="0">
                        <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere">
                          {c.line}
                        </Text>
                        {c.reason ? (
                          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                            {typeof c.reason === 'string' ? c.reason : i18n._(c.reason)}
                          </Text>
                        ) : null}
                      </Stack>
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            </>
          ) : (
            <Text color="fg.muted" fontSize="sm">
              <Trans>Check a sample message to see which checks it passes, and why one fails.</Trans>
            </Text>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
