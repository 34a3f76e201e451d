import { Alert } from '@chakra-ui/react';

/** The broker's refusal, in its words, above the form it refused. */
export function RefusalNotice({ refusal }: { refusal: string | undefined }) {
  if (!refusal) return null;
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Title overflowWrap="anywhere">{refusal}</Alert.Title>
    </Alert.Root>
  );
}
