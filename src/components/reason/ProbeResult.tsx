import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { explainReason, type ReasonContext } from './explain-reason';
import { ReasonText } from './ReasonText';

/** What a "Test connectivity" answered: nothing to say, or the broker's `message` (a 400 `TEST_FAILED`). */
export type ProbeOutcome = { ok: true } | { ok: false; message: string };

interface ProbeResultProps {
  /** `incomplete`: the settings were not complete enough to send. */
  result: ProbeOutcome | 'incomplete' | undefined;
  /** What was probed, so the reason names the right field (`{ kind: 'connector', type: 'http' }`). */
  context?: ReasonContext;
  /** Moves to the field the reason names; offered when the form has that field (see useProbeField). */
  onShowField?: () => void;
}

/**
 * The answer of a probe, beside its button: "Connection is successful", or why it failed in plain
 * words with the broker's text under "Details", and a way to the setting to fix. A status region,
 * so a screen reader hears the answer.
 */
export function ProbeResult({ result, context, onShowField }: ProbeResultProps) {
  const failed = result !== undefined && result !== 'incomplete' && !result.ok ? result : undefined;
  const explained = failed ? explainReason(failed.message, context) : undefined;
  return (
    <Box role="status" fontSize="sm" color={result !== 'incomplete' && result?.ok ? 'fg.success' : 'fg.error'} flex="1 1 18rem" minW="0" maxW="2xl">
      {result === 'incomplete' ? (
        <Trans>Fill in the required settings before testing.</Trans>
      ) : result?.ok ? (
        <Trans>Connection is successful</Trans>
      ) : failed && explained ? (
        <Stack gap="0.5" align="flex-start">
          <Text fontWeight="medium">
            <Trans>Connection failed</Trans>
          </Text>
          <ReasonText reason={failed.message} context={context} color="fg.error" />
          {onShowField ? (
            <Button variant="plain" size="xs" px="0" h="auto" minH="0" color="fg.error" textDecoration="underline" onClick={onShowField}>
              <Trans>Go to the setting</Trans>
            </Button>
          ) : null}
        </Stack>
      ) : failed ? (
        <Text overflowWrap="anywhere">
          <Trans>Connection failed: {failed.message}</Trans>
        </Text>
      ) : null}
    </Box>
  );
}
