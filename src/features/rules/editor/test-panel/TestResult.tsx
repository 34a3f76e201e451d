import { Alert, Box, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** What the last run answered: the rule's output, or that the SQL did not match the data. */
export type TestOutcome = { kind: 'output'; output: unknown } | { kind: 'no-match' };

export function TestResult({ outcome }: { outcome: TestOutcome }) {
  if (outcome.kind === 'no-match') {
    return (
      <Alert.Root status="info" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>SQL did not match</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>The test data does not meet the SQL's conditions (WHERE or INCASE): the rule would not run its outputs for it.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Box>
      <Text fontWeight="medium" mb="1" id="rule-test-output">
        <Trans>Test output</Trans>
      </Text>
      <Box
        as="pre"
        role="region"
        aria-labelledby="rule-test-output"
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
        {JSON.stringify(outcome.output ?? null, null, 2)}
      </Box>
    </Box>
  );
}
