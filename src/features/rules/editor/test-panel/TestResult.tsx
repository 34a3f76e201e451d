import { Alert, Box, Stack } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { NoMatchReason } from '../test-data';

/**
 * What the last run answered: the rule's output (`200`), that the SQL did not match the data (`412
 * NOT_MATCH`, with the reason worked out in the console, as the broker names none), or the broker's
 * error about the SQL (`400`).
 */
export type TestOutcome = { kind: 'output'; output: unknown } | { kind: 'no-match'; reason: NoMatchReason } | { kind: 'sql-error'; message: string };

/** The verdict of a run, and the output when there is one. */
export function TestResult({ outcome }: { outcome: TestOutcome }) {
  if (outcome.kind === 'no-match') {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The SQL did not match</Trans>
          </Alert.Title>
          <Alert.Description>
            <NoMatchText reason={outcome.reason} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (outcome.kind === 'sql-error') {
    return (
      <Alert.Root status="error" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The SQL could not run</Trans>
          </Alert.Title>
          <Alert.Description fontFamily="mono" overflowWrap="anywhere">
            {outcome.message}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const items = Array.isArray(outcome.output) ? outcome.output.length : undefined;
  if (items === 0) {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The SQL matched, but FOREACH gave no items</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>No item passed INCASE, or the array was empty: the outputs would not run for this data.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="2">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The SQL matched and produced this:</Trans>
          </Alert.Title>
          {items !== undefined ? (
            <Alert.Description>
              <Plural value={items} one="FOREACH gave # item: each output runs once for it." other="FOREACH gave # items: each output runs once for each of them." />
            </Alert.Description>
          ) : null}
        </Alert.Content>
      </Alert.Root>
      <OutputText output={outcome.output} />
    </Stack>
  );
}

function OutputText({ output }: { output: unknown }) {
  const { t } = useLingui();
  return (
    <Box
      as="pre"
      role="region"
      aria-label={t`Test output`}
      tabIndex={0}
      fontFamily="mono"
      fontSize="sm"
      p="3"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.subtle"
      overflow="auto"
      maxH="80"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
    >
      {JSON.stringify(output ?? null, null, 2)}
    </Box>
  );
}

function NoMatchText({ reason }: { reason: NoMatchReason }) {
  if (reason.kind === 'topic') {
    const topic = reason.topic;
    const filters = reason.filters.join(', ');
    return (
      <Trans>
        The test topic {topic} does not match the topic filters of FROM ({filters}): change the topic, or FROM.
      </Trans>
    );
  }
  return <Trans>FROM takes this data, but the WHERE condition (or FOREACH's INCASE) was false for it: the outputs would not run.</Trans>;
}
